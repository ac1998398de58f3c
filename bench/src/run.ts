// npm run bench: figures of the main calls on a database of BENCH_REQUESTS (100,000) generated requests,
// on PGlite and on PostgreSQL. Each call is measured over HTTP (16 connections, autocannon) next to a bare
// route of the same server and to the same database query run in a loop without HTTP. The server runs in
// its own process so that its peak memory is its own. Prints tables; asserts nothing.
import { randomUUID } from 'node:crypto';
import { endpoints, urlOf } from '@svc/contract';
import autocannon from 'autocannon';
import { loadSettings } from '../../apps/server/src/config/settings';
import { openDatabase } from '../../apps/server/src/db/client';
import * as desk from '../../apps/server/src/features/desk/desk.repository';
import * as daily from '../../apps/server/src/features/reports/daily-totals.repository';
import * as reports from '../../apps/server/src/features/reports/reports.repository';
import * as repo from '../../apps/server/src/features/requests/requests.repository';
import { firstStart } from '../../apps/server/src/features/setup/first-start';
import { SEED_PASSWORD, seed } from '../../apps/server/src/features/setup/seed';
import { clientDigest } from '../../apps/server/src/lib/passwords';
import { routeSizes } from './bundle-size';
import { pgliteTarget, postgresTarget, type Target } from './databases';
import { explainLists } from './explain';
import { lighthouseScores } from './lighthouse';
import { printScores } from './lighthouse-print';
import { loop } from './query-loop';
import { startServer } from './server-process';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
type Row = { db: string; what: string; rps: number; p50: number; p99: number; errors: number };
const rows: Row[] = [];
const notes: string[] = [];
const plans: string[] = [];
const say = (s: string) => process.stdout.write(`${s}\n`);

async function http(
  path: string,
  opts: { token?: string; body?: unknown; fresh?: () => unknown; method?: 'GET' | 'POST' },
  base: string,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const r = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: opts.method ?? 'POST',
    headers,
    ...(opts.fresh
      ? {
          requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(opts.fresh?.()) }) }],
        }
      : opts.body !== undefined
        ? { body: JSON.stringify(opts.body) }
        : {}),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors };
}

async function benchTarget(target: Target, port: number) {
  say(`\n[${target.kind}] seeding ${REQUESTS} requests…`);
  const settings = loadSettings({ ADMIN_PASSWORD: 'Admin@12345', LOG_LEVEL: 'silent' });
  const database = await openDatabase(target.open);
  await database.migrate();
  await firstStart(database.db, settings, { info() {} });
  const t0 = Date.now();
  await seed(database.db, { requests: REQUESTS });
  notes.push(`${target.kind}: seeded ${REQUESTS} requests in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  const db = database.db;
  const [sample] = await repo.listRequests(db, { customerId: null, limit: 1, search: undefined });
  const found = await repo.findRequest(db, sample?.reqCode as string, null);
  const customerId = found?.request.customerId as string;
  const items = await repo.itemsOfRequest(db, found?.request.id as string);
  const serial = (items[0]?.serialNumber ?? 'SN').slice(0, 8);
  const bare = (what: string, call: () => Promise<unknown>) =>
    loop(call, SECONDS, CONNECTIONS).then((r) => rows.push({ db: target.kind, what: `query: ${what}`, ...r }));
  say(`[${target.kind}] bare queries…`);
  await bare('list, one customer', () => repo.listRequests(db, { customerId, limit: 20 }));
  await bare('list, staff (all)', () => repo.listRequests(db, { customerId: null, limit: 20 }));
  await bare('search by serial, staff', () => repo.listRequests(db, { customerId: null, search: serial, limit: 20 }));
  await bare('view (request + items)', () => repo.requestWithItems(db, found?.request.reqCode as string, customerId));
  const completedQuery = (customer: string | null) => () =>
    Promise.all([
      reports.reportRows(db, { customerId: customer, group: 'completed' }, undefined, 25),
      // Staff-wide totals come from the day counters, as the service does.
      customer ? reports.groupTotals(db, { customerId: customer, group: 'completed' }) : daily.dailyGroupTotals(db),
    ]);
  await bare('report completed, one customer', completedQuery(customerId));
  await bare('report completed, staff (all)', completedQuery(null));
  await bare('service desk counts', () => desk.needsCounts(db));
  for (const { what, plan } of await explainLists(db, { customerId, serial }))
    plans.push(`[${target.kind}] ${what}\n${plan.map((line) => `    ${line}`).join('\n')}`);
  await database.close();

  say(`[${target.kind}] HTTP…`);
  const server = await startServer(target.env, port);
  const signIn = async (username: string, password: string) => {
    const res = await fetch(`${server.base}${urlOf(endpoints.authenticate)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: clientDigest(password) }),
    });
    return ((await res.json()) as { userDetails: { accessToken: string } }).userDetails.accessToken;
  };
  const code = found?.customer.code as string;
  const customer = await signIn(`seed${Number(code.slice(1))}`, SEED_PASSWORD);
  const staff = await signIn('admin', 'Admin@12345');
  const measure = async (what: string, path: string, opts: Parameters<typeof http>[1]) =>
    rows.push({ db: target.kind, what, ...(await http(path, opts, server.base)) });
  await measure('GET /api/health (bare route)', urlOf(endpoints.health), { method: 'GET' });
  await measure('list, one customer', urlOf(endpoints.listRequests), {
    token: customer,
    body: { limit: 20 },
  });
  await measure('list, staff (all)', urlOf(endpoints.listRequests), { token: staff, body: { limit: 20 } });
  await measure('search by serial, staff', urlOf(endpoints.listRequests), {
    token: staff,
    body: { search: serial },
  });
  await measure('view', urlOf(endpoints.viewRequest), {
    token: customer,
    body: { req_code: found?.request.reqCode },
  });
  await measure('create (1 item)', urlOf(endpoints.addRequest), {
    token: customer,
    fresh: () => ({
      idempotency_key: randomUUID(),
      courier_name: 'DTDC',
      docket_number: 'D1',
      narration: 'bench',
      items: [{ item_id: 1, brand_id: 1, model_number: 'M1', serial_number: `B${randomUUID().slice(0, 8)}` }],
    }),
  });
  await measure('service desk counts, staff', urlOf(endpoints.actionCounts), { token: staff, body: {} });
  await measure('to quote (needs charges), staff', urlOf(endpoints.listRequests), {
    token: staff,
    body: { needs: 'charges', limit: 20 },
  });
  // Staff-wide report aggregates are the heaviest calls: measured last so their backlog skews nothing else.
  await measure('report completed, one customer', urlOf(endpoints.completedReport), {
    token: customer,
    body: {},
  });
  await measure('report completed, staff (all)', urlOf(endpoints.completedReport), { token: staff, body: {} });
  await measure('report pending, staff (all)', urlOf(endpoints.pendingReport), { token: staff, body: {} });
  await measure('report summary, one customer', urlOf(endpoints.reportSummary), { token: customer, body: {} });
  await measure('report summary, staff (all)', urlOf(endpoints.reportSummary), { token: staff, body: {} });
  notes.push(`${target.kind}: server peak RSS ${server.peakMb().toFixed(0)} MB`);
  await server.stop();
  await target.drop();
}

// BENCH_DATABASES=postgres (or pglite) measures one of them, when only its figures are wanted.
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
if (DATABASES.includes('pglite')) await benchTarget(pgliteTarget(), 3811);
if (DATABASES.includes('postgres')) {
  const pgTarget = await postgresTarget();
  if (pgTarget) await benchTarget(pgTarget, 3812);
  else notes.push('postgres: not reachable, skipped');
}

say(`\n${REQUESTS} requests, ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}\n`);
say(
  `${'db'.padEnd(9)}${'what'.padEnd(40)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`,
);
for (const r of rows) {
  say(
    `${r.db.padEnd(9)}${r.what.padEnd(40)}${r.rps.toFixed(0).padStart(9)}${r.p50.toFixed(1).padStart(9)}${r.p99.toFixed(1).padStart(9)}${String(r.errors).padStart(8)}`,
  );
}
for (const kind of ['pglite', 'postgres']) {
  const q = rows.find((r) => r.db === kind && r.what === 'query: list, one customer');
  const h = rows.find((r) => r.db === kind && r.what === 'list, one customer');
  if (q && h)
    notes.push(`${kind}: list over HTTP runs at ${((100 * h.rps) / q.rps).toFixed(0)}% of its bare query's rate`);
}
say(`\n${notes.join('\n')}`);
say(`\nPlans of the list queries (EXPLAIN ANALYZE, as the app runs them):\n${plans.join('\n')}`);
const sizes = routeSizes();
if (sizes.length)
  say(
    `\nJavaScript to show a route (gzip):\n${sizes.map((s) => `  ${s.route.padEnd(22)}${s.kb.toFixed(1)} kB`).join('\n')}`,
  );
else say('\n(build the web app first for the bundle sizes: npm run build)');
if (sizes.length) printScores(await lighthouseScores(3813), say);
