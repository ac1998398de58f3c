import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this file whether it runs from `src/` (tsx) or from the built
 * `dist/main.js`: the first folder upwards that holds the migrations.
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('the server folder (with drizzle/) was not found');
    dir = up;
  }
  return dir;
}
