#!/usr/bin/env node
// npm run test:node-versions: the API tests (PGlite) on Node.js 22, 24 and 26, besides the machine's own Node.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { nodeBinary, TESTED_NODE_MAJORS } from './node-versions.mjs';

const root = path.resolve(import.meta.dirname, '..');
let failed = false;
for (const major of TESTED_NODE_MAJORS) {
  const node = nodeBinary(major);
  process.stdout.write(
    `\n=== API tests on Node ${major} (${spawnSync(node, ['--version']).stdout.toString().trim()})\n`,
  );
  const res = spawnSync(node, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}`, TEST_DATABASE_URL: '' },
  });
  failed ||= res.status !== 0;
}
process.exit(failed ? 1 : 0);
