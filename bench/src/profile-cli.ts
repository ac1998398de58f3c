// npm run profile -w @svc/bench -- <list|view|create|completed|summary|at-risk|counts|late|health|thread|post> [pglite|postgres]: where the server's time goes on one
// call. Seeds BENCH_REQUESTS (20,000) requests, starts the built server with --cpu-prof, drives the call
// with 16 connections for BENCH_SECONDS (10), stops the server and prints the functions with the most
// self time and the time per package. Asserts nothing.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, THREAD_PAGE, urlOf } from '@svc/contract';
import autocannon from 'autocannon';
import { loadSettings } from '../../apps/server/src/config/settings';
import { openDatabase } from '../../apps/server/src/db/client';
import { requestQueries as repo } from '../../apps/server/src/features/requests';
import { firstStart, SEED_PASSWORD, seed } from '../../apps/server/src/features/setup';
import { clientDigest } from '../../apps/server/src/lib/passwords';
import { benchCalls } from './calls';
import { pgliteTarget, postgresTarget } from './databases';
import { startServer } from './server-process';
import { seedThread } from './thread-data';

const call = process.argv[2] ?? 'list';
const kind = process.argv[3] ?? 'postgres';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const say = (s: string) => process.stdout.write(`${s}\n`);

const target = kind === 'pglite' ? pgliteTarget() : await postgresTarget(REQUESTS);
if (!target) throw new Error('PostgreSQL is not reachable');
const database = await openDatabase(target.open);
await database.migrate();
await firstStart(database.db, loadSettings({ ADMIN_PASSWORD: 'Admin@12345', LOG_LEVEL: 'silent' }), { info() {} });
await seed(database.db, { requests: REQUESTS });
const [sample] = await repo.listRequests(database.db, { customerId: null, limit: 1 });
const found = await repo.findRequest(database.db, sample?.reqCode as string, null);
// The conversation calls read a thread of 200 messages on the sample request, as the bench's.
await seedThread(database.db, found?.request.id as string, 200);
await database.close();

const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-prof-'));
process.env.BENCH_NODE_FLAGS = `--cpu-prof --cpu-prof-dir=${profDir}`;
const server = await startServer(target.env, 3815);
const signIn = await fetch(`${server.base}${urlOf(endpoints.authenticate)}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: `seed${Number(found?.customer.code.slice(1))}`,
    password: clientDigest(SEED_PASSWORD),
  }),
});
const customerToken = ((await signIn.json()) as { userDetails: { accessToken: string } }).userDetails.accessToken;
const staffSignIn = await fetch(`${server.base}${urlOf(endpoints.authenticate)}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: clientDigest('Admin@12345') }),
});
const staffToken = ((await staffSignIn.json()) as { userDetails: { accessToken: string } }).userDetails.accessToken;
// The bench's own calls (calls.ts), as a customer makes them.
const reqCode = found?.request.reqCode as string;
const measured = benchCalls({ serial: 'SN', reqCode, threadCode: reqCode, postCodes: [reqCode] });
const named = {
  list: 'list, one customer',
  view: 'view',
  create: 'create (1 item)',
  completed: 'report completed, one customer',
  summary: 'report summary, one customer',
  'at-risk': 'at-risk queue, staff',
  counts: 'service desk counts, staff',
  late: 'late queue, staff',
  health: 'GET /api/health (bare route)',
  thread: `read a thread of 200 messages (the newest ${THREAD_PAGE})`,
  post: 'post a message',
};
const picked = measured.find((c) => c.what === named[call as keyof typeof named]);
const calls: Record<string, { path: string; method: 'GET' | 'POST'; body: () => unknown }> = picked
  ? {
      [call]: {
        path: picked.path,
        method: picked.method ?? 'POST',
        body: () => (picked.fresh ? picked.fresh() : picked.body),
      },
    }
  : {};
const chosen = calls[call];
if (!chosen) throw new Error(`unknown call ${call}: ${Object.keys(named).join(', ')}`);
const token = picked?.who === 'staff' ? staffToken : customerToken;
const result = await autocannon({
  url: `${server.base}${chosen.path}`,
  connections: 16,
  duration: SECONDS,
  method: chosen.method,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  requests: [
    {
      setupRequest: (req: autocannon.Request) =>
        chosen.method === 'GET' ? req : { ...req, body: JSON.stringify(chosen.body()) },
    },
  ],
});
await server.stop();
await target.drop();
say(
  `${call} on ${kind}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('the server wrote no profile');
const profile = JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')) as {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
};
const total = profile.samples.length;
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
const packageOf = (url: string) => {
  if (!url) return 'native';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1] as string;
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/apps/server/')) return 'app';
  return url
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-2)
    .join('/');
};
for (const n of profile.nodes) {
  const hits = n.hitCount ?? 0;
  if (!hits) continue;
  const where = `${n.callFrame.functionName || '(anonymous)'} ${packageOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  byFunction.set(where, (byFunction.get(where) ?? 0) + hits);
  const pkg = n.callFrame.url ? packageOf(n.callFrame.url) : n.callFrame.functionName || '(native)';
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
}
const pct = (n: number) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
say(`\nself time by package (${total} samples):`);
for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20)) say(`  ${pct(v)}  ${k}`);
say('\nfunctions with the most self time:');
for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30)) say(`  ${pct(v)}  ${k}`);
say(`\nprofile: ${path.join(profDir, file)}`);
