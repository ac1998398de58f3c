// npm run bench: figures of the main calls on a database of BENCH_REQUESTS (100,000) generated requests,
// on PGlite and on PostgreSQL. Each call is measured over HTTP (16 connections, autocannon) next to a bare
// route of the same server and to the same database query run in a loop without HTTP. The server runs in
// its own process so that its peak memory is its own. Prints tables; asserts nothing.
import { endpoints, MOVE_ITEMS_MAX, urlOf } from '@svc/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadSettings } from '../../apps/server/src/config/settings';
import { openDatabase } from '../../apps/server/src/db/client';
import { awaitingCountSql } from '../../apps/server/src/features/conversations';
import { deskQueries as desk } from '../../apps/server/src/features/desk';
import {
  dailyTotalsQueries as daily,
  reportQueries as reports,
  turnaroundQueries as turnaround,
} from '../../apps/server/src/features/reports';
import { requestQueries as repo } from '../../apps/server/src/features/requests';
import { firstStart, SEED_PASSWORD, seed } from '../../apps/server/src/features/setup';
import { courierCountsSql } from '../../apps/server/src/features/shipments';
import { clientDigest } from '../../apps/server/src/lib/passwords';
import { CUSTOMER_ROUTE_BUDGET_KB, routeSizes } from './bundle-size';
import { BENCH_HOOK_TOKEN, benchCalls, type Call } from './calls';
import { pgliteTarget, postgresTarget, type Target } from './databases';
import { explainLists } from './explain';
import { lighthouseScores } from './lighthouse';
import { printScores } from './lighthouse-print';
import { appWaiting, BENCH_METRICS_TOKEN, floorWaiting, outboxesEmpty } from './outbox-wait';
import { loop } from './query-loop';
import { appReceipts, asRate, consignments, floorReceipts, RECEIPTS } from './receipt-bench';
import { startFloor, startServer } from './server-process';
import { seedThread } from './thread-data';
import { trackingPageSizes } from './tracking-page-size';
import { SALES, seedSales } from './warranty-data';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
type Rate = { rps: number; p50: number; p99: number; errors: number };
type Row = Rate & { db: string; what: string; goal?: boolean; floor?: Rate };
// BENCH_CALLS=view,create measures only the calls whose names hold one of these words (and no Lighthouse).
const ONLY = (process.env.BENCH_CALLS ?? '').split(',').filter(Boolean);
const rows: Row[] = [];
const notes: string[] = [];
const plans: string[] = [];
const say = (s: string) => process.stdout.write(`${s}\n`);

async function http(opts: Call, extra: Record<string, string>, base: string, seconds: number): Promise<Rate> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers, ...extra };
  // One call first, so that neither server's first-call costs (preparing statements) count.
  await fetch(`${base}${opts.path}`, {
    method: opts.method ?? 'POST',
    headers,
    body: opts.method === 'GET' ? undefined : JSON.stringify(opts.fresh ? opts.fresh() : opts.body),
  });
  const r = await autocannon({
    url: `${base}${opts.path}`,
    connections: CONNECTIONS,
    duration: seconds,
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

/** Two halves of one measure as one: their mean rate and median, the worse p99, every error. */
function meanRate(a: Rate | undefined, b: Rate | undefined): Rate {
  if (!a || !b) return (a ?? b) as Rate;
  return {
    rps: (a.rps + b.rps) / 2,
    p50: (a.p50 + b.p50) / 2,
    p99: Math.max(a.p99, b.p99),
    errors: a.errors + b.errors,
  };
}

async function benchTarget(target: Target, port: number) {
  say(`\n[${target.kind}] seeding ${REQUESTS} requests…`);
  const settings = loadSettings({ ADMIN_PASSWORD: 'Admin@12345', LOG_LEVEL: 'silent' });
  const database = await openDatabase(target.open);
  await database.migrate();
  await firstStart(database.db, settings, { info() {} });
  const db = database.db;
  if (target.seeded) notes.push(`${target.kind}: the kept database of ${REQUESTS} requests (BENCH_KEEP=1)`);
  else {
    const t0 = Date.now();
    await seed(database.db, { requests: REQUESTS });
    notes.push(`${target.kind}: seeded ${REQUESTS} requests in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    notes.push(`${target.kind}: seeded ${SALES} sales records in ${(await seedSales(db)).toFixed(0)} s`);
    if (process.env.BENCH_KEEP === '1') await db.execute(sql`create table if not exists bench_seeded ()`);
  }
  const [sample] = await repo.listRequests(db, { customerId: null, limit: 1, search: undefined });
  const found = await repo.findRequest(db, sample?.reqCode as string, null);
  const customerId = found?.request.customerId as string;
  const items = await repo.itemsOfRequest(db, found?.request.id as string);
  const serial = (items[0]?.serialNumber ?? 'SN').slice(0, 8);
  // Issue 30: a thread of 200 messages on the sample request, and 16 other requests of its customer to post to.
  const others = (await repo.listRequests(db, { customerId, limit: 17 })).filter(
    (r) => r.reqCode !== found?.request.reqCode,
  );
  const threadTook = await seedThread(db, found?.request.id as string, 200);
  notes.push(`${target.kind}: a thread of 200 messages written in ${threadTook.toFixed(1)} s`);
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
      // Totals come from the day counters (staff-wide or the customer's), as the service does.
      daily.dailyGroupTotals(db, undefined, undefined, { customerId: customer }),
    ]);
  await bare('report completed, one customer', completedQuery(customerId));
  await bare('report completed, staff (all)', completedQuery(null));
  await bare('report summary, one customer', () => daily.dailyWeekly(db, undefined, undefined, { customerId }));
  await bare('service desk counts', () => desk.needsCounts(db));
  await bare('desk counts, all in one statement', () =>
    desk.deskCounts(db, new Date(), { awaiting: awaitingCountSql(), couriers: courierCountsSql(12) }),
  );
  // The turnaround report (decision 061): the company's months, and per technician with the company's total.
  await bare('turnaround report, by month', () => turnaround.turnaroundSums(db, 'month'));
  await bare('turnaround report, by technician', () => turnaround.turnaroundSums(db, 'technician'));
  const months = await turnaround.turnaroundSums(db, 'month');
  const sum = (pick: (r: (typeof months)[number]) => number) => months.reduce((n, r) => n + pick(r), 0);
  notes.push(
    `${target.kind}: turnaround report over ${new Set(months.map((r) => r.key)).size} months: ${sum((r) => r.delivered)} delivered, ${sum((r) => r.onTime)} on time, ${sum((r) => r.late)} late`,
  );
  // The clock queues (decision 059): read at the moment of each call, as the server does.
  const sizes = await desk.clockCounts(db, new Date());
  notes.push(`${target.kind}: clock queues hold ${sizes.late} late and ${sizes.at_risk} at-risk requests`);
  for (const queue of ['at_risk', 'late'] as const)
    await bare(`${queue.replace('_', '-')} queue, staff`, () =>
      repo.listRequests(db, { customerId: null, clock: { queue, now: new Date() }, limit: 20 }),
    );
  await bare('clock counts (at risk, late)', () => desk.clockCounts(db, new Date()));
  for (const { what, plan } of await explainLists(db, { customerId, serial }))
    plans.push(`[${target.kind}] ${what}\n${plan.map((line) => `    ${line}`).join('\n')}`);
  // The seed's and the app's writes are flushed before each server is measured (a checkpoint), so that
  // neither is measured beside the database writing them out: the app, measured first, met the checkpoint
  // after the seed (its bare route at 5,500-10,400/s across runs on one machine, the floor's steady).
  await db.execute(sql`checkpoint`);
  await database.close();

  say(`[${target.kind}] HTTP…`);
  const calls = benchCalls({
    serial,
    reqCode: found?.request.reqCode as string,
    threadCode: found?.request.reqCode as string,
    postCodes: others.length ? others.map((r) => r.reqCode) : [found?.request.reqCode as string],
  }).filter((c) => !ONLY.length || ONLY.some((w) => c.what.includes(w)));
  // A consignment of 500 items received in one call (issue 42), each on a request of its own; the floor's
  // receipts are the other half of them, on the database while no server runs (PGlite has one process at a
  // time).
  const receipt = `receive ${MOVE_ITEMS_MAX} items (one call)`;
  const boxes = !ONLY.length || ONLY.some((w) => receipt.includes(w));
  const codes: string[] = [];
  let peakMb = 0;
  const settled = async (where: string, waiting: () => Promise<number>, what: string) => {
    const left = await outboxesEmpty(waiting);
    if (left) notes.push(`${target.kind}: ${left} messages still waiting in the ${where}'s outboxes before "${what}"`);
  };
  /**
   * The tracking events a phase kept and did not process are its own: left waiting, the next app's webhook
   * worker would work through them while its own intake is measured (1-5 % of the floor on PGlite until this).
   */
  const settleDeliveries = async () => {
    const settle = await openDatabase(target.open);
    await settle.db.execute(sql`update webhook_deliveries set processed_at = now() where processed_at is null`);
    await settle.close();
  };
  /** Every call over the app, for `seconds` each; with `receipts`, the consignments' receipts after them. */
  const appPhase = async (seconds: number, receipts: boolean) => {
    const server = await startServer(
      { ...target.env, METRICS_TOKEN: BENCH_METRICS_TOKEN, SHIPROCKET_WEBHOOK_TOKEN: BENCH_HOOK_TOKEN },
      port,
    );
    const signIn = async (username: string, password: string) => {
      const res = await fetch(`${server.base}${urlOf(endpoints.authenticate)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: clientDigest(password) }),
      });
      return ((await res.json()) as { userDetails: { accessToken: string } }).userDetails.accessToken;
    };
    const code = found?.customer.code as string;
    const tokens = {
      customer: await signIn(`seed${Number(code.slice(1))}`, SEED_PASSWORD),
      staff: await signIn('admin', 'Admin@12345'),
      none: undefined,
    };
    const rates = new Map<string, Rate>();
    for (const c of calls) {
      const auth: Record<string, string> = tokens[c.who] ? { authorization: `Bearer ${tokens[c.who]}` } : {};
      await settled('app', () => appWaiting(server.base), c.what);
      rates.set(c.what, await http(c, auth, server.base, seconds));
    }
    if (receipts) {
      codes.push(...(await consignments(server.base, tokens.customer, 2 * RECEIPTS)));
      await settled('app', () => appWaiting(server.base), receipt);
      const times = await appReceipts(server.base, tokens.staff, codes.slice(0, RECEIPTS));
      rows.push({ db: target.kind, what: receipt, ...asRate(times) });
      notes.push(`${target.kind}: ${receipt}: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} over the app`);
    }
    peakMb = Math.max(peakMb, server.peakMb());
    await server.stop();
    await settleDeliveries();
    return rates;
  };
  /** The same calls on the floor (floor-server.ts); the caller is a header there, not a token. */
  const floorPhase = async (seconds: number) => {
    // Written data is flushed first, so that neither side is measured beside the database writing it out.
    const flush = await openDatabase(target.open);
    await flush.db.execute(sql`checkpoint`);
    await flush.close();
    const floor = await startFloor(target.env, port);
    const rates = new Map<string, Rate>();
    for (const c of calls) {
      const who: Record<string, string> = c.who === 'customer' ? { 'x-customer-id': customerId } : {};
      await settled('floor', () => floorWaiting(floor.base), c.what);
      rates.set(c.what, await http(c, who, floor.base, seconds));
    }
    await floor.stop();
    await settleDeliveries();
    return rates;
  };
  // The app and its floor in the order floor, app, app, floor, half the time each (decision 104, 2026-12-03):
  // measured one after the other, whichever went first met the database still settling after the seed
  // (autovacuum), and a machine that drifts over the minutes favoured one side; this order cancels a steady
  // drift, and each figure is the mean of its two halves (p99: the worse).
  const half = SECONDS / 2;
  const floorFirst = await floorPhase(half);
  const appFirst = await appPhase(half, boxes);
  if (boxes) {
    const flush = await openDatabase(target.open);
    const times = await floorReceipts(flush.db, codes.slice(RECEIPTS));
    await flush.close();
    const row = rows.find((r) => r.db === target.kind && r.what === receipt);
    if (row) row.floor = asRate(times);
    notes.push(`${target.kind}: ${receipt}: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} on the floor`);
  }
  const appSecond = await appPhase(half, false);
  const floorSecond = await floorPhase(half);
  for (const c of calls) {
    const both = (a: Map<string, Rate>, b: Map<string, Rate>) => meanRate(a.get(c.what), b.get(c.what));
    const receiptRow = rows.findIndex((r) => r.db === target.kind && r.what === receipt);
    const row = { db: target.kind, what: c.what, goal: c.goal, ...both(appFirst, appSecond) };
    const halves = [floorFirst, appFirst, appSecond, floorSecond].map((m) => (m.get(c.what)?.rps ?? 0).toFixed(0));
    notes.push(
      `${target.kind}: ${c.what}: floor ${halves[0]}/s, app ${halves[1]}/s, app ${halves[2]}/s, floor ${halves[3]}/s`,
    );
    // The calls' rows before the receipt's, as the table has always listed them.
    if (receiptRow >= 0) rows.splice(receiptRow, 0, { ...row, floor: both(floorFirst, floorSecond) });
    else rows.push({ ...row, floor: both(floorFirst, floorSecond) });
  }
  notes.push(`${target.kind}: server peak RSS ${peakMb.toFixed(0)} MB`);
  await target.drop();
}

// BENCH_DATABASES=postgres (or pglite) measures one of them, when only its figures are wanted.
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
if (DATABASES.includes('pglite')) await benchTarget(pgliteTarget(), 3811);
if (DATABASES.includes('postgres')) {
  const pgTarget = await postgresTarget(REQUESTS);
  if (pgTarget) await benchTarget(pgTarget, 3812);
  else notes.push('postgres: not reachable, skipped');
}

say(`\n${REQUESTS} requests, ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}\n`);
const num = (n: number, w: number, d = 0) => n.toFixed(d).padStart(w);
say(
  `${'db'.padEnd(9)}${'what'.padEnd(40)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'floor/s'.padStart(9)}${'p99 ms'.padStart(9)}${'of floor'.padStart(10)}`,
);
for (const r of rows) {
  const floor = r.floor
    ? `${num(r.floor.rps, 9)}${num(r.floor.p99, 9, 1)}${`${num((100 * r.rps) / r.floor.rps, 7)} %`}`.padEnd(28)
    : '';
  say(
    `${r.db.padEnd(9)}${r.what.padEnd(40)}${num(r.rps, 9)}${num(r.p50, 9, 1)}${num(r.p99, 9, 1)}${String(r.errors).padStart(8)}${floor}`,
  );
}
// Issue 27: each call over the app against its floor; the goal is 80 % for the calls marked so.
for (const r of rows.filter((x) => x.floor && x.what !== 'GET /api/health (bare route)'))
  notes.push(
    `${r.db}: ${r.what} over the app runs at ${((100 * r.rps) / (r.floor as Rate).rps).toFixed(0)}% of its floor${r.goal ? ' (goal ≥ 80%)' : ''}${r.floor?.errors ? `, ${r.floor.errors} errors on the floor` : ''}`,
  );
say(`\n${notes.join('\n')}`);
say(`\nPlans of the list queries (EXPLAIN ANALYZE, as the app runs them):\n${plans.join('\n')}`);
// With BENCH_CALLS only those calls are wanted: no route sizes, no Lighthouse.
const sizes = ONLY.length ? [] : routeSizes();
if (ONLY.length) say('\n(BENCH_CALLS set: route sizes, the tracking page and Lighthouse left out)');
else if (sizes.length)
  say(
    `\nJavaScript to show a route (gzip; goal: a customer's route ≤ ${CUSTOMER_ROUTE_BUDGET_KB} kB):\n${sizes
      .map(
        (s) =>
          `  ${s.route.padEnd(22)}${s.kb.toFixed(1).padStart(6)} kB  ${s.customer ? (s.kb > CUSTOMER_ROUTE_BUDGET_KB ? 'customer, OVER' : 'customer') : 'staff'}`,
      )
      .join('\n')}`,
  );
else say('\n(build the web app first for the bundle sizes: npm run build)');
if (!ONLY.length) say(`\nThe tracking page, written by the server (gzip):\n${trackingPageSizes().join('\n')}`);
if (sizes.length) printScores(await lighthouseScores(3813), say);
