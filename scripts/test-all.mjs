#!/usr/bin/env node
// Runs every test of the project and prints "N passed, N failed" last:
// type check, lint, unit tests, API tests on PGlite and on PostgreSQL, the customer routes' JavaScript
// against their budget, the built server on Node 20, 22 and 24, browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import { nodeBinary } from './node-versions.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let passed = 0;
let failed = 0;
const lines = [];

function run(label, cmd, args, env = {}) {
  process.stdout.write(`\n=== ${label}\n`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function check(label, cmd, args) {
  const ok = run(label, cmd, args);
  ok ? passed++ : failed++;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
}

function counted(label, cmd, args, file, env) {
  fs.rmSync(file, { force: true });
  const ok = run(label, cmd, args, env);
  let p = 0;
  let f = 0;
  let flaky = 0;
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (r.stats) {
      // A browser test that failed and then passed on its one retry counts as passed, and is named below
      // as flaky with its first error (decision 078).
      p = r.stats.expected + (r.stats.flaky ?? 0);
      f = r.stats.unexpected;
      flaky = r.stats.flaky ?? 0;
    } else {
      p = r.numPassedTests;
      f = r.numFailedTests;
    }
  } catch {
    f = 1;
  }
  if (!ok && f === 0) f = 1;
  passed += p;
  failed += f;
  lines.push(
    `${f ? 'FAIL' : 'ok  '} ${label}: ${p} passed, ${f} failed${flaky ? `, ${flaky} of them passed on a retry` : ''}`,
  );
  if (f || flaky) lines.push(...whyFailed(file));
}

/**
 * The failed tests of a Playwright or Vitest JSON report, each with the start of its first error, for the
 * summary: CI keeps only the end of the output, and a failure nobody can read cannot be fixed.
 */
function whyFailed(file) {
  const plain = (s) =>
    stripVTControlCharacters(String(s ?? ''))
      .trim()
      .slice(0, 500);
  const out = [];
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
          const err = t.results?.find((x) => x.error)?.error;
          const mark = t.status === 'flaky' ? '~ flaky' : '✘';
          out.push(`     ${mark} ${spec.file}:${spec.line} › ${spec.title}: ${plain(err?.message ?? err?.value)}`);
        }
      }
      for (const s of suite.suites ?? []) walk(s);
    };
    for (const s of r.suites ?? []) walk(s);
    for (const t of r.testResults ?? []) {
      for (const a of t.assertionResults ?? []) {
        if (a.status === 'failed')
          out.push(`     ✘ ${path.relative(root, t.name)} › ${a.fullName}: ${plain(a.failureMessages?.[0])}`);
      }
    }
  } catch {
    return [];
  }
  return out.slice(0, 5).map((l) => l.replace(/\s*\n\s*/g, ' ⏎ '));
}

async function postgresReachable() {
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile=${path.join(tmp, name)}`];

check('type check', 'npm', ['run', 'typecheck', '--silent']);
check('lint (biome, knip)', 'npm', ['run', 'lint', '--silent']);
counted(
  'unit tests',
  bin('vitest'),
  ['run', '--project', 'contract', '--project', 'web', ...vitestJson('unit.json')],
  path.join(tmp, 'unit.json'),
);
counted(
  'API tests on PGlite',
  bin('vitest'),
  ['run', '--project', 'server', ...vitestJson('api-pglite.json')],
  path.join(tmp, 'api-pglite.json'),
  { TEST_DATABASE_URL: '' },
);
if (await postgresReachable()) {
  counted(
    'API tests on PostgreSQL',
    bin('vitest'),
    ['run', '--project', 'server', ...vitestJson('api-pg.json')],
    path.join(tmp, 'api-pg.json'),
    { TEST_DATABASE_URL: pgUrl },
  );
} else {
  failed++;
  lines.push(`FAIL API tests on PostgreSQL: no server at ${pgUrl.replace(/\/\/[^@]*@/, '//')}`);
}
const built = run('build the web app and the server', 'npm', ['run', 'build', '--silent']);
/** The built server's smoke checks with one Node binary; its last line is "N passed, N failed". */
function smoke(label, node, port) {
  process.stdout.write(`\n=== ${label}\n`);
  const res = spawnSync(process.execPath, ['scripts/smoke-server.mjs', node, String(port)], {
    cwd: root,
    encoding: 'utf8',
  });
  process.stdout.write(res.stdout ?? '');
  const m = /(\d+) passed, (\d+) failed\s*$/.exec(res.stdout ?? '');
  const p = m ? Number(m[1]) : 0;
  const f = m ? Number(m[2]) : 1;
  passed += p;
  failed += f;
  lines.push(`${f ? 'FAIL' : 'ok  '} ${label}: ${p} passed, ${f} failed`);
}

if (built) {
  // Issue 27 (decision 075): no route a customer opens above 220 kB gzip of JavaScript, read off this build.
  check('JavaScript of each customer route within 220 kB gzip', process.execPath, [
    '--import',
    'tsx',
    'bench/src/sizes-cli.ts',
    '--check',
  ]);
  smoke(`built server on Node ${process.versions.node}`, process.execPath, 3190);
  for (const major of [22, 24]) {
    let node = null;
    try {
      node = nodeBinary(major);
    } catch (err) {
      failed++;
      lines.push(`FAIL built server on Node ${major}: ${err.message}`);
    }
    if (node) smoke(`built server on Node ${major}`, node, 3190 + major);
  }
  counted(
    'browser tests (Chromium)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts'],
    path.join(tmp, 'e2e-results.json'),
    { E2E_RETRIES: '1' },
  );
} else {
  failed++;
  lines.push('FAIL build of the web app and the server');
}

process.stdout.write(`\n=== Summary\n${lines.join('\n')}\n\n${passed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
