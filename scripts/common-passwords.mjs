// Writes apps/server/resources/common-passwords.sha256: the 10,000 most common passwords (the ranked list of
// @zxcvbn-ts/language-common, from breach corpora) as the SHA-256 digests the browser sends, 32 bytes each,
// sorted. Run again only to change the list; the file is committed and read by the server at start.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';

const COUNT = 10_000;
const words = dictionary['passwords-common'].slice(0, COUNT);
const digests = words.map((w) => createHash('sha256').update(w, 'utf8').digest()).sort(Buffer.compare);
const out = path.resolve(import.meta.dirname, '../apps/server/resources/common-passwords.sha256');
fs.writeFileSync(out, Buffer.concat(digests));
console.log(`${digests.length} digests written to ${path.relative(process.cwd(), out)}`);
