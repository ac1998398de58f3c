#!/usr/bin/env node
// Runs every test of the project and prints "N passed, N failed" last: type check, lint, unit tests, API
// tests on PGlite and on PostgreSQL, the customer routes' JavaScript against their budget, the built server
// on this Node and on 22, 24 and 26, browser tests in Chromium. Phases that do not need each other run side
// by side (decision 097); the summary gives each phase's time, so a change to the suite is judged by its cost.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import { nodeBinary, TESTED_NODE_MAJORS } from './node-versions.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
const logs = path.join(tmp, 'test-logs');
fs.mkdirSync(logs, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = performance.now();

let passed = 0;
let failed = 0;
/** One line per phase for the summary, in the order the phases are listed below (not the order they end). */
const results = [];

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

/**
 * Runs a command. `live` streams its output as it comes; otherwise it is kept in .tmp/test-logs and printed
 * whole when the command ends, so that phases running side by side do not interleave their lines.
 */
function run(label, cmd, args, { env = {}, live = false } = {}) {
  const t0 = performance.now();
  const log = path.join(logs, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  return new Promise((resolve) => {
    if (live) process.stdout.write(`\n=== ${label}\n`);
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let out = '';
    if (!live) {
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
    }
    const done = (status) => {
      const ms = performance.now() - t0;
      if (!live) {
        fs.writeFileSync(log, out);
        process.stdout.write(`\n=== ${label} (${seconds(ms)})\n${out}`);
      } else process.stdout.write(`\n--- ${label}: ${seconds(ms)}\n`);
      resolve({ ok: status === 0, ms, out });
    };
    child.on('error', (err) => {
      out += String(err);
      done(1);
    });
    child.on('close', done);
  });
}

/** A phase that passes or fails as a whole (type check, lint, the size budget). */
async function check(slot, label, cmd, args, opts) {
  const res = await run(label, cmd, args, opts);
  res.ok ? passed++ : failed++;
  slot.line = `${res.ok ? 'ok  ' : 'FAIL'} ${label} (${seconds(res.ms)})`;
  return res.ok;
}

/** A phase whose tests are counted from its JSON report (Vitest's or Playwright's). */
async function counted(slot, label, cmd, args, file, opts) {
  fs.rmSync(file, { force: true });
  const res = await run(label, cmd, args, opts);
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
  if (!res.ok && f === 0) f = 1;
  passed += p;
  failed += f;
  slot.line = `${f ? 'FAIL' : 'ok  '} ${label}: ${p} passed, ${f} failed${flaky ? `, ${flaky} of them passed on a retry` : ''} (${seconds(res.ms)})`;
  if (f || flaky) slot.more = whyFailed(file);
  // A file that failed outside its tests (a hook, its import) or an error after them fails the run with no
  // failed test in the report: the summary names it from the output, the only place it is told.
  if (f && !slot.more.length) slot.more = errorsOf(res.out);
}

/** The lines of a Vitest output that say what failed outside a test: a failed file, an unhandled error. */
function errorsOf(out) {
  const lines = stripVTControlCharacters(String(out ?? '')).split('\n');
  const picked = [];
  lines.forEach((l, i) => {
    if (/FAIL\s|Unhandled|Error:|⎯⎯ Failed/.test(l))
      picked.push(`     ${l.trim().slice(0, 300)} ${(lines[i + 1] ?? '').trim().slice(0, 200)}`);
  });
  return picked.slice(0, 8);
}

/** The built server's smoke checks with one Node binary; its last line is "N passed, N failed". */
async function smoke(slot, label, node, port) {
  const res = await run(label, process.execPath, ['scripts/smoke-server.mjs', node, String(port)]);
  const m = /(\d+) passed, (\d+) failed\s*$/.exec(res.out);
  const p = m ? Number(m[1]) : 0;
  const f = m ? Number(m[2]) : 1;
  passed += p;
  failed += f;
  slot.line = `${f ? 'FAIL' : 'ok  '} ${label}: ${p} passed, ${f} failed (${seconds(res.ms)})`;
}

/** A place in the summary, filled when its phase ends. */
function slot(label) {
  const s = { line: `FAIL ${label}: did not run`, more: [] };
  results.push(s);
  return s;
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
      // A file that failed before or after its tests (a hook, its import) says so in its own message.
      if (t.status === 'failed' && !(t.assertionResults ?? []).some((a) => a.status === 'failed'))
        out.push(`     ✘ ${path.relative(root, t.name)}: ${plain(t.message) || 'failed outside its tests'}`);
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
const timed = async (label, fn) => {
  const t0 = performance.now();
  await fn();
  phaseTimes.push(`${label}: ${seconds(performance.now() - t0)}`);
};
const phaseTimes = [];

// 1. What needs no build and no database, beside the build itself: the build is mostly one process's work
// (Vite, esbuild) and the checks another's, so the two cores share them.
const typeSlot = slot('type check');
const lintSlot = slot('lint (biome, knip)');
const unitSlot = slot('unit tests');
const buildSlot = slot('build of the web app and the server');
let built = false;
await timed('checks, unit tests and the build, side by side', () =>
  Promise.all([
    (async () => {
      await check(typeSlot, 'type check', 'npm', ['run', 'typecheck', '--silent']);
      await check(lintSlot, 'lint (biome, knip)', 'npm', ['run', 'lint', '--silent']);
      await counted(
        unitSlot,
        'unit tests',
        bin('vitest'),
        ['run', '--project', 'contract', '--project', 'web', ...vitestJson('unit.json')],
        path.join(tmp, 'unit.json'),
      );
    })(),
    (async () => {
      built = await check(buildSlot, 'build of the web app and the server', 'npm', ['run', 'build', '--silent']);
    })(),
  ]),
);

// 2. The API tests on both databases, side by side: much of each file's time is spent waiting (on PostgreSQL,
// on a mail, on a worker's poll), which the other database's files fill. Beside them, what needs only the
// build and little of the machine: the size budget and the built server on each Node version.
const pgliteSlot = slot('API tests on PGlite');
const postgresSlot = slot('API tests on PostgreSQL');
const sizeSlot = slot('JavaScript of each customer route within 220 kB gzip');
const majors = [process.versions.node.split('.')[0], ...TESTED_NODE_MAJORS.map(String)];
const smokeSlots = majors.map((major) => slot(`built server on Node ${major}`));
const havePostgres = await postgresReachable();
// Two files at a time in each pass: a file waits much of its time (on a mail, a poll, a child process,
// PostgreSQL), and Vitest's default on two cores is one worker, which left a core idle (issue 41).
const apiWorkers = [`--maxWorkers=${process.env.API_TEST_WORKERS ?? 2}`];
const noPostgres = () => {
  failed++;
  postgresSlot.line = `FAIL API tests on PostgreSQL: no server at ${pgUrl.replace(/\/\/[^@]*@/, '//')}`;
};
async function builtChecks() {
  if (!built) {
    // The build's failure is counted once, above; what needs it says why it did not run.
    for (const s of [sizeSlot, ...smokeSlots]) s.line = s.line.replace('did not run', 'no build');
    return;
  }
  // Issue 27 (decision 075): no route a customer opens above 220 kB gzip of JavaScript, read off this build.
  await check(sizeSlot, 'JavaScript of each customer route within 220 kB gzip', process.execPath, [
    '--import',
    'tsx',
    'bench/src/sizes-cli.ts',
    '--check',
  ]);
  for (const [i, major] of majors.entries()) {
    let node = process.execPath;
    if (i > 0) {
      try {
        node = nodeBinary(Number(major));
      } catch (err) {
        failed++;
        smokeSlots[i].line = `FAIL built server on Node ${major}: ${err.message}`;
        continue;
      }
    }
    await smoke(smokeSlots[i], `built server on Node ${i > 0 ? major : process.versions.node}`, node, 3190 + i);
  }
}
await timed('API tests on PGlite and PostgreSQL, and the built server on each Node, side by side', () =>
  Promise.all([
    counted(
      pgliteSlot,
      'API tests on PGlite',
      bin('vitest'),
      ['run', '--project', 'server', ...apiWorkers, ...vitestJson('api-pglite.json')],
      path.join(tmp, 'api-pglite.json'),
      { env: { TEST_DATABASE_URL: '' }, live: true },
    ),
    havePostgres
      ? counted(
          postgresSlot,
          'API tests on PostgreSQL',
          bin('vitest'),
          ['run', '--project', 'server', ...apiWorkers, ...vitestJson('api-pg.json')],
          path.join(tmp, 'api-pg.json'),
          { env: { TEST_DATABASE_URL: pgUrl } },
        )
      : noPostgres(),
    builtChecks(),
  ]),
);

// 3. The browser tests, alone: a page waits on what it shows, and a machine loaded by other phases would
// only make those waits longer.
const e2eSlot = slot('browser tests (Chromium)');
if (built) {
  await timed('browser tests', () =>
    counted(
      e2eSlot,
      'browser tests (Chromium)',
      bin('playwright'),
      ['test', '-c', 'e2e/playwright.config.ts'],
      path.join(tmp, 'e2e-results.json'),
      { env: { E2E_RETRIES: '1' }, live: true },
    ),
  );
} else e2eSlot.line = e2eSlot.line.replace('did not run', 'no build');

const summary = results.flatMap((r) => [r.line, ...r.more]);
process.stdout.write(
  `\n=== Summary\n${summary.join('\n')}\n\nTime: ${phaseTimes.join('; ')}; in all ${seconds(performance.now() - started)}\n\n${passed} passed, ${failed} failed\n`,
);
process.exit(failed ? 1 : 0);
