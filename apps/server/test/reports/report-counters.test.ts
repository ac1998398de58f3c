import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTogether } from '../../src/db/sql/together';
import { counterShifts, foldCounters } from '../../src/features/item-flow/request-state.repository';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest, requestBody } from '../helpers/requests';

type Summary = {
  groups: Record<string, { requests: number; items: number; charges: number }>;
  weekly: { week: string; group: string; requests: number }[];
};

let t: TestContext;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

/** The same figures counted from every request (or one customer's, by one of their requests), as the counters must give them. */
async function counted(customerOf?: string) {
  const whose = customerOf
    ? sql`where customer_id = (select customer_id from repair_requests where req_code = ${customerOf})`
    : sql``;
  const groups = await rows<{ g: string; requests: number; items: number; charges: string }>(
    t.db,
    sql`select group_status as g, count(*)::int as requests, sum(item_count)::int as items, sum(charges_total) as charges
        from repair_requests ${whose} group by 1`,
  );
  return Object.fromEntries(
    groups.map((r) => [r.g, { requests: r.requests, items: r.items, charges: Number(r.charges) }]),
  );
}

describe('staff-wide report counters', () => {
  it('match the requests after creates, moves, quotes and cancels, also when moves run at once', async () => {
    const customers = await Promise.all([signUp(t), signUp(t)]);
    const tokens = await Promise.all(customers.map(async (c) => (await login(t, c.username, c.password)).accessToken));
    const two = [
      { item_id: 1, brand_id: 1, model_number: 'A1', serial_number: 'CNT1' },
      { item_id: 2, brand_id: 2, model_number: 'A2', serial_number: 'CNT2' },
    ];
    const codes: string[] = [];
    for (const token of tokens) {
      for (let i = 0; i < 3; i++) codes.push((await createRequest(t, token, requestBody({}, two))).req_code);
    }
    const [a, b, c, d] = codes as [string, string, string, string];
    // Both items of one request move at the same time: the request's group changes once in each.
    await Promise.all([walk(t, staff, a, 1, ['received']), walk(t, staff, a, 2, ['received'])]);
    await walk(t, staff, b, 1, ['received']);
    const [item] = await itemsOf(t, staff, b);
    await t.post(
      '/requestrepair/updateChargesRequestRepair',
      { item_id: item?.item_id, version: item?.version, service_charge: 999.99, parts_charge: 100, gst_percent: 18 },
      staff,
    );
    // Quoted charges count once the customer approves them.
    await walk(t, tokens[0] as string, b, 1, ['approved']);
    await walk(t, tokens[0] as string, c, 1, ['cancelled']);
    await walk(t, tokens[0] as string, c, 2, ['cancelled']);
    await walk(t, staff, d, 1, [
      'received',
      'estimated',
      'approved',
      'in_repair',
      'repaired',
      'dispatched',
      'delivered',
    ]);
    await walk(t, staff, d, 2, ['cancelled']);

    const summary = await t.post<Summary>('/reports/getReportSummary', {}, staff);
    const expected = await counted();
    for (const g of ['pending', 'in_progress', 'completed']) {
      expect(summary.body.groups[g], g).toEqual(expected[g] ?? { requests: 0, items: 0, charges: 0 });
    }
    expect(summary.body.groups.completed?.requests).toBe(2);
    expect(summary.body.groups.in_progress?.charges).toBeGreaterThan(1000);
    // The weekly chart adds up to the same requests.
    const weeklyTotal = summary.body.weekly.reduce((n, w) => n + w.requests, 0);
    expect(weeklyTotal).toBe(Object.values(expected).reduce((n, g) => n + g.requests, 0));
    // Each customer's summary, and their completed list's totals, equal a recount of their own requests,
    // before and after the pending changes are folded (decision 062).
    for (const pass of ['deltas', 'folded']) {
      if (pass === 'folded') await foldCounters(t.db);
      for (const [i, token] of tokens.entries()) {
        const own = await t.post<Summary>('/reports/getReportSummary', {}, token);
        const mine = await counted(codes[i * 3]);
        for (const g of ['pending', 'in_progress', 'completed']) {
          expect(own.body.groups[g], `customer ${i} ${g} (${pass})`).toEqual(
            mine[g] ?? { requests: 0, items: 0, charges: 0 },
          );
        }
        expect(own.body.weekly.reduce((n, w) => n + w.requests, 0)).toBe(3);
        const done = await t.post<{ totals: unknown }>('/reports/getCompletedRequestList', {}, token);
        expect(done.body.totals).toEqual(mine.completed ?? { requests: 0, items: 0, charges: 0 });
      }
    }
    // And the staff list's totals agree with its own rows.
    const list = await t.post<{ totals: { requests: number }; completedrequest_list: unknown[] }>(
      '/reports/getCompletedRequestList',
      { limit: 100 },
      staff,
    );
    expect(list.body.totals.requests).toBe(list.body.completedrequest_list.length);
  });

  it('count whole India days for a date range', async () => {
    const token = (await login(t, (await signUp(t)).username, 'Secret@123')).accessToken;
    await createRequest(t, token);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const inRange = await t.post<Summary>('/reports/getReportSummary', { from: today, to: today }, staff);
    const all = await t.post<Summary>('/reports/getReportSummary', {}, staff);
    expect(inRange.body.groups.pending).toEqual(all.body.groups.pending);
    const before = await t.post<Summary>('/reports/getReportSummary', { from: '2020-01-01', to: '2020-01-31' }, staff);
    expect(before.body.groups.pending?.requests).toBe(0);
    // The customer's own summary counts the same whole days from their counters.
    const own = await t.post<Summary>('/reports/getReportSummary', { from: today, to: today }, token);
    expect(own.body.groups.pending?.requests).toBe(1);
    const ownBefore = await t.post<Summary>('/reports/getReportSummary', { to: '2020-01-31' }, token);
    expect(ownBefore.body.groups.pending?.requests).toBe(0);
  });

  it('stay equal to counting through folds, also two folds at once while requests are raised', async () => {
    const token = (await login(t, (await signUp(t)).username, 'Secret@123')).accessToken;
    const raising = Promise.all(Array.from({ length: 10 }, () => createRequest(t, token)));
    await Promise.all([foldCounters(t.db), foldCounters(t.db)]);
    await raising;
    const before = await t.post<Summary>('/reports/getReportSummary', {}, staff);
    const moved = await foldCounters(t.db);
    const [left] = await rows<{ n: number }>(
      t.db,
      sql`select ((select count(*) from report_daily_deltas) + (select count(*) from desk_queue_deltas))::int as n`,
    );
    expect(left?.n).toBe(0);
    const after = await t.post<Summary>('/reports/getReportSummary', {}, staff);
    expect(after.body).toEqual(before.body);
    const expected = await counted();
    for (const g of ['pending', 'in_progress', 'completed']) {
      expect(after.body.groups[g], g).toEqual(expected[g] ?? { requests: 0, items: 0, charges: 0 });
    }
    // The ten creates left changes that this fold or the two before it moved.
    expect(moved).toBeGreaterThanOrEqual(0);
    const [queued] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from repair_requests where 'receipt' = any(needs)`,
    );
    const counts = await t.post<{ counts: Record<string, number> }>('/requestrepair/getActionCounts', {}, staff);
    expect(counts.body.counts.receipt).toBe(queued?.n);
  });

  it('keep 100 concurrent creates apart: unique, readable codes and exact totals', async () => {
    const token = (await login(t, (await signUp(t)).username, 'Secret@123')).accessToken;
    const made = await Promise.all(Array.from({ length: 100 }, () => createRequest(t, token)));
    const codes = made.map((m) => m.req_code);
    expect(new Set(codes).size).toBe(100);
    for (const code of codes) expect(code).toMatch(/^RR-\d{4}-\d{6}$/);
    const summary = await t.post<Summary>('/reports/getReportSummary', {}, staff);
    expect(summary.body.groups.pending).toEqual((await counted()).pending);
  });
});

// Only PostgreSQL runs transactions side by side; PGlite runs one at a time by design (decision 012).
describe.skipIf(!process.env.TEST_DATABASE_URL)('counter writes', () => {
  it('wait on no other transaction: a request is raised while another holds its own counter changes open', async () => {
    const token = (await login(t, (await signUp(t)).username, 'Secret@123')).accessToken;
    let raised = '';
    const held = new Error('held open, then rolled back');
    await t.db
      .transaction(async (tx) => {
        // What a create in flight has written to today's counters and the receipt queue, not yet committed.
        await writeTogether(
          tx,
          counterShifts(
            [
              {
                state: {
                  customerId: '00000000-0000-0000-0000-000000000000',
                  group: 'pending',
                  items: 1,
                  charges: 0,
                  needs: [],
                },
                at: sql`now()`,
                sign: 1,
              },
            ],
            [{ needs: 'receipt', delta: 1 }],
          ),
        );
        // A counter row locked by the transaction above would hold this create until the test times out.
        raised = (await createRequest(t, token)).req_code;
        throw held;
      })
      .catch((err: unknown) => {
        if (err !== held) throw err;
      });
    expect(raised).toMatch(/^RR-/);
    const summary = await t.post<Summary>('/reports/getReportSummary', {}, staff);
    expect(summary.body.groups.pending).toEqual((await counted()).pending);
  });
});
