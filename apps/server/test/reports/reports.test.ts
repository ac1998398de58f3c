import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvAmount, csvField, csvLine } from '../../src/lib/csv';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { walk } from '../helpers/items';
import { createRequest } from '../helpers/requests';

let t: TestContext;
let alice: string;
let bob: string;
let staff: string;
let aliceCode: string;
const codes: { pending: string[]; in_progress: string[]; completed: string[] } = {
  pending: [],
  in_progress: [],
  completed: [],
};
type ListReply = Record<string, unknown> & {
  totals: { requests: number; items: number; charges: number };
  next_cursor: string | null;
};
const CALL = {
  completed: 'getCompletedRequestList',
  in_progress: 'getInProgressRequestList',
  pending: 'getPendingRequestList',
} as const;
const KEY = {
  completed: 'completedrequest_list',
  in_progress: 'inprogressrequest_list',
  pending: 'pendingrequest_list',
} as const;

beforeAll(async () => {
  t = await startTestApp();
  const a = await signUp(t, 'Secret@123', { companyname: '=HYPERLINK("http://evil")' });
  const b = await signUp(t);
  alice = (await login(t, a.username, a.password)).accessToken;
  aliceCode = (await login(t, a.username, a.password)).customercode;
  bob = (await login(t, b.username, b.password)).accessToken;
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  for (let i = 0; i < 3; i++) codes.pending.push((await createRequest(t, alice)).req_code);
  for (let i = 0; i < 2; i++) {
    const { req_code } = await createRequest(t, alice);
    await walk(t, staff, req_code, 1, ['received']);
    codes.in_progress.push(req_code);
  }
  for (let i = 0; i < 2; i++) {
    const { req_code } = await createRequest(t, alice);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    // Lakhs of rupees, written behind the quote: its stored GST too (18 % of 1,23,456.00, exact either way).
    await t.database.db.execute(sql`update request_items set service_charge = 100000, parts_charge = 23456, gst_percent = 18,
        gst_amount = 22222.08
      where request_id = (select id from repair_requests where req_code = ${req_code})`);
    await walk(t, staff, req_code, 1, ['approved', 'in_repair', 'repaired', 'dispatched', 'delivered']);
    codes.completed.push(req_code);
  }
  await createRequest(t, bob);
});
afterAll(() => t.close());

async function all(token: string, group: keyof typeof CALL, filters: Record<string, unknown> = {}) {
  const rows: { req_code: string; charges: number; item_count: number }[] = [];
  let cursor: string | null = null;
  let totals: ListReply['totals'] | undefined;
  do {
    const res: { body: ListReply } = await t.post<ListReply>(
      `/reports/${CALL[group]}`,
      { ...filters, limit: 2, ...(cursor ? { cursor } : {}) },
      token,
    );
    rows.push(...(res.body[KEY[group]] as typeof rows));
    totals = res.body.totals;
    cursor = res.body.next_cursor;
  } while (cursor);
  return { rows, totals };
}

describe('report lists', () => {
  it('list each group with the right requests, and totals that match the rows', async () => {
    for (const group of ['pending', 'in_progress', 'completed'] as const) {
      const { rows, totals } = await all(alice, group);
      expect(rows.map((r) => r.req_code).sort(), group).toEqual([...codes[group]].sort());
      expect(totals?.requests).toBe(rows.length);
      expect(totals?.items).toBe(rows.reduce((s, r) => s + r.item_count, 0));
      expect(totals?.charges).toBe(rows.reduce((s, r) => s + r.charges, 0));
    }
    const done = await all(alice, 'completed');
    // 1,00,000 + 23,456 = 1,23,456 plus 18% GST = 1,45,678.08 per request
    expect(done.totals?.charges).toBeCloseTo(2 * 145678.08, 2);
  });

  it("show a customer only their own, and staff everyone's with a customer filter", async () => {
    expect((await all(bob, 'pending')).rows).toHaveLength(1);
    expect((await all(bob, 'completed')).rows).toHaveLength(0);
    expect((await all(bob, 'pending', { customer_code: aliceCode })).rows).toHaveLength(1);
    expect((await all(staff, 'pending')).rows.length).toBe(4);
    expect((await all(staff, 'pending', { customer_code: aliceCode })).rows.map((r) => r.req_code).sort()).toEqual(
      [...codes.pending].sort(),
    );
  });

  it('filter by date range and search', async () => {
    expect((await all(alice, 'pending', { from: '2020-01-01', to: '2020-12-31' })).rows).toEqual([]);
    expect((await all(alice, 'pending', { search: codes.pending[0] })).rows.map((r) => r.req_code)).toEqual([
      codes.pending[0],
    ]);
    expect((await t.post('/reports/getPendingRequestList', { from: 'yesterday' }, alice)).statusCode).toBe(400);
    expect((await t.post('/reports/getPendingRequestList', {})).statusCode).toBe(401);
  });

  it('summarise all three groups and the weeks with the same numbers as the lists', async () => {
    const s = await t.post<{
      groups: Record<string, { requests: number; charges: number }>;
      weekly: { requests: number }[];
    }>('/reports/getReportSummary', {}, alice);
    for (const group of ['pending', 'in_progress', 'completed'] as const) {
      expect(s.body.groups[group]).toEqual((await all(alice, group)).totals);
    }
    expect(s.body.weekly.reduce((n, w) => n + w.requests, 0)).toBe(7);
  });

  it('break down a group by customer, item and brand for staff', async () => {
    const res = await t.post<{ rows: { name: string; requests: number }[] }>(
      '/reports/getBreakdown',
      { group: 'pending', by: 'customer' },
      staff,
    );
    expect(res.body.rows.reduce((n, r) => n + r.requests, 0)).toBe(4);
    const mine = await t.post<{ rows: { name: string; requests: number }[] }>(
      '/reports/getBreakdown',
      { group: 'pending', by: 'item' },
      bob,
    );
    expect(mine.body.rows.reduce((n, r) => n + r.requests, 0)).toBe(1);
  });
});

describe('CSV export', () => {
  it('streams exactly the rows the filters select, as UTF-8 with amounts a spreadsheet adds and no formulas', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/exportCsv',
      payload: { group: 'completed' },
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF"Request code"')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + codes.completed.length);
    for (const code of codes.completed) expect(res.body).toContain(`"${code}"`);
    // Amounts are bare numbers with paise (no grouping comma, no rupee sign, no quotes), so a column sums.
    expect(res.body).toContain(',145678.08\r\n');
    const amounts = lines.slice(1).map((line) => line.slice(line.lastIndexOf(',') + 1));
    for (const a of amounts) expect(a).toMatch(/^\d+\.\d{2}$/);
    const summed = amounts.reduce((sum, a) => sum + Number(a), 0);
    expect(summed).toBeCloseTo((await all(alice, 'completed')).totals?.charges ?? -1, 2);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const bobs = await t.app.inject({
      method: 'POST',
      url: '/api/reports/exportCsv',
      payload: { group: 'completed' },
      headers: { authorization: `Bearer ${bob}`, 'content-type': 'application/json' },
    });
    expect(bobs.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('writes an amount as a bare number with its paise', () => {
    expect(csvLine(['x', csvAmount(145678.08), csvAmount(100), csvAmount(0.5)])).toBe('"x",145678.08,100.00,0.50\r\n');
  });

  it('neutralises cells that a spreadsheet would run', () => {
    expect(csvField('=1+1')).toBe(`"'=1+1"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('-2')).toBe(`"'-2"`);
    expect(csvField('plain "quoted"')).toBe('"plain ""quoted"""');
  });
});
