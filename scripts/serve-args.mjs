// The arguments `npm run serve` gives node (its memory flags and the built server), read from package.json so
// that the benchmark, the browser tests and the Node-version checks start the server exactly as it ships.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** @returns {string[]} e.g. ['--max-old-space-size=192', …, '/…/apps/server/dist/main.js'] */
export function serveArgs() {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const [node, ...args] = String(pkg.scripts.serve).split(/\s+/);
  if (node !== 'node') throw new Error('package.json: the serve script should start with node');
  return args.map((a) => (a.startsWith('-') ? a : path.join(root, a)));
}
