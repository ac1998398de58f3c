import type { TActionCountsReply, TItemPromise, TRequestListReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { clockCounts } from '../../src/features/desk/desk.repository';
import { backfillAtRisk } from '../../src/features/item-flow';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { createRequest } from '../helpers/requests';

/**
 * The service desk's clock queues (issue 28 item 3, decision 059): requests late, and at risk, as simulated
 * time passes, through pauses, a pause after the due and items leaving the clock. At every step the queues
 * and their counts must be exactly what the contract's `itemPromise` says of each item (the request view's
 * items), and the counts a recount. Calendar: Monday to Saturday 10:00–19:00 India time, 2 days by default
 * (1,080 working minutes; at risk in the last 216).
 */
let clock = new Date('2026-11-30T05:30:00Z'); // Monday 30 November, 11:00 in India
const at = (ist: string) => {
  clock = new Date(`${ist.replace(' ', 'T')}:00+05:30`);
};
let t: TestContext;
let staff: string;
let customer: string;
const mine: string[] = [];

async function queue(clockQueue: 'at_risk' | 'late', token = staff, limit = 100) {
  const res = await t.post<TRequestListReply>(
    '/requestrepair/getrequestrepairList',
    { clock: clockQueue, limit },
    token,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.requestrepair_list;
}
async function counts() {
  const res = await t.post<TActionCountsReply>('/requestrepair/getActionCounts', {}, staff);
  expect(res.statusCode).toBe(200);
  return res.body.clock_counts;
}
async function raise() {
  const code = (await createRequest(t, customer)).req_code;
  mine.push(code);
  return code;
}

/**
 * What `itemPromise` says of every request (through the request view), against the queues, their order, their
 * rows' time left and the counts; and the counts against a recount of the stored rows.
 */
async function expectQueuesAgreeWithPromises() {
  const states = new Map<string, TItemPromise['clock_state'][]>();
  for (const code of mine)
    states.set(
      code,
      (await itemsOf(t, staff, code)).map((i) => i.clock_state),
    );
  const late = mine.filter((c) => states.get(c)?.includes('late'));
  const atRisk = mine.filter((c) => !late.includes(c) && states.get(c)?.includes('at_risk'));
  const [lateRows, riskRows, n] = [await queue('late'), await queue('at_risk'), await counts()];
  const when = clock.toISOString();
  expect(lateRows.map((r) => r.req_code).sort(), when).toEqual([...late].sort());
  expect(riskRows.map((r) => r.req_code).sort(), when).toEqual([...atRisk].sort());
  for (const r of lateRows) expect(r.promise?.clock_state, when).toBe('late');
  for (const r of riskRows) expect(r.promise?.clock_state, when).toBe('at_risk');
  expect(n, when).toEqual({ at_risk: atRisk.length, late: late.length });
  const [recount] = rowsOf<{ late: number; at_risk: number }>(
    await t.db.execute(sql`
      select count(*) filter (where late_at < ${when}::timestamptz)::int as late,
        count(*) filter (where late_at >= ${when}::timestamptz and at_risk_at <= ${when}::timestamptz)::int as at_risk
      from repair_requests`),
  );
  expect(n, when).toEqual(recount);
  // Counted no further than one past what the badge shows (decision 084): exact below it, one past it above.
  if (!recount) throw new Error('no recount');
  for (const shown of [0, 1, 2]) {
    expect(await clockCounts(t.db, clock, shown), `${when} shown ${shown}`).toEqual({
      late: Math.min(recount.late, shown + 1),
      at_risk: Math.min(recount.at_risk, shown + 1),
    });
  }
  return { late, atRisk };
}

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const week = [null, ...Array(6).fill({ open: '10:00', close: '19:00' })];
  const saved = await t.post(
    '/admin/saveWorkingCalendar',
    { calendar: { week, holidays: [] }, default_days: 2 },
    staff,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  const c = await signUp(t);
  customer = (await login(t, c.username, c.password)).accessToken;
});
afterAll(() => t?.close());

describe('the at-risk and late queues', () => {
  let a: string;
  let b: string;
  let c: string;
  let e: string;

  it('are empty while every promise is on track, and a request not yet received is in neither', async () => {
    at('2026-11-30 11:00');
    [a, b, c, e] = [await raise(), await raise(), await raise(), await raise()];
    await raise(); // stays pending: no promise
    for (const code of [a, b, c, e]) await walk(t, staff, code, 1, ['received']); // due Wednesday 11:00
    at('2026-11-30 12:00');
    expect(await expectQueuesAgreeWithPromises()).toEqual({ late: [], atRisk: [] });
    const [row] = (await t.post<TRequestListReply>('/requestrepair/getrequestrepairList', { search: a }, staff)).body
      .requestrepair_list;
    expect(row?.promise).toEqual({
      due_at: '2026-12-02T05:30:00.000Z',
      clock_state: 'on_track',
      minutes_left: 1020,
      if_parts_arrive: null,
      turnaround: { amount: 2, unit: 'days' },
    });
  });

  it('hold a request from 20 % of its turnaround before its due; a pause takes it out', async () => {
    at('2026-12-01 16:23'); // Tuesday: 217 working minutes left
    expect((await expectQueuesAgreeWithPromises()).atRisk).toEqual([]);
    at('2026-12-01 16:24'); // exactly 216 left: at risk
    expect((await expectQueuesAgreeWithPromises()).atRisk.sort()).toEqual([a, b, c, e].sort());
    at('2026-12-01 17:00');
    await walk(t, staff, c, 1, ['estimated']); // the charges wait for the customer: paused
    await walk(t, staff, b, 1, ['estimated']);
    await walk(t, customer, b, 1, ['declined']); // done: its clock stops
    const { atRisk } = await expectQueuesAgreeWithPromises();
    expect(atRisk.sort()).toEqual([a, e].sort());
    const [first] = await queue('at_risk');
    expect(first?.promise).toMatchObject({ clock_state: 'at_risk', minutes_left: 180 });
  });

  it('hold a request once past its due, but not one paused before it; one paused after it stays late', async () => {
    at('2026-12-02 12:00'); // Wednesday, an hour past the due
    await walk(t, staff, e, 1, ['estimated']); // paused after its due: still late
    const { late, atRisk } = await expectQueuesAgreeWithPromises();
    expect(late.sort()).toEqual([a, e].sort());
    expect(atRisk).toEqual([]);
    const rows = await queue('late');
    expect(rows.find((r) => r.req_code === a)?.promise).toMatchObject({ clock_state: 'late', minutes_left: -60 });
    // C, paused since Tuesday 17:00 (before its due), is neither.
    expect((await itemsOf(t, staff, c))[0]?.clock_state).toBe('paused');
  });

  it('move a paused request by its pause when it ends, and it falls late later', async () => {
    at('2026-12-02 12:00');
    // Paused Tuesday 17:00 to Wednesday 12:00: 4 working hours, so due Wednesday 15:00, at risk from 11:24.
    await walk(t, customer, c, 1, ['approved']);
    expect((await itemsOf(t, staff, c))[0]?.due_at).toBe('2026-12-02T09:30:00.000Z');
    expect((await expectQueuesAgreeWithPromises()).atRisk).toEqual([c]);
    at('2026-12-02 15:01');
    expect((await expectQueuesAgreeWithPromises()).late.sort()).toEqual([a, c, e].sort());
  });

  it('let go of items that are done', async () => {
    at('2026-12-02 16:00');
    await walk(t, staff, a, 1, ['estimated']);
    await walk(t, customer, a, 1, ['declined']);
    expect((await expectQueuesAgreeWithPromises()).late.sort()).toEqual([c, e].sort());
  });

  it('agree with itemPromise at every instant of a week, new promises among them', async () => {
    at('2026-12-02 16:00');
    const f = await raise();
    await walk(t, staff, f, 1, ['received']);
    const g = await raise();
    await walk(t, staff, g, 1, ['received', 'estimated']); // paused from the start
    for (let ms = clock.getTime(); ms < new Date('2026-12-07T14:00:00Z').getTime(); ms += 97 * 60_000) {
      clock = new Date(ms);
      await expectQueuesAgreeWithPromises();
    }
  }, 120_000);

  it('page most urgent first', async () => {
    at('2026-12-04 18:00');
    const all = await queue('late', staff, 100);
    expect(all.length).toBeGreaterThan(2);
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: TRequestListReply } = await t.post<TRequestListReply>(
        '/requestrepair/getrequestrepairList',
        { clock: 'late', limit: 1, ...(cursor ? { cursor } : {}) },
        staff,
      );
      pages.push(...res.body.requestrepair_list.map((r) => r.req_code));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(pages).toEqual(all.map((r) => r.req_code));
    const left = all.map((r) => r.promise?.minutes_left ?? 0);
    expect(left).toEqual([...left].sort((x, y) => x - y));
  });

  it('are backfilled for promises stored before the at-risk instant was (migration 0025)', async () => {
    const read = async () =>
      rowsOf<{ id: string; item: string; request: string; late: string }>(
        await t.db.execute(sql`
          select i.id, i.at_risk_at::text as item, r.at_risk_at::text as request, r.late_at::text as late
          from request_items i join repair_requests r on r.id = i.request_id order by i.id`),
      );
    const before = await read();
    await t.db.execute(sql`update request_items set at_risk_at = null`);
    await t.db.execute(sql`update repair_requests set at_risk_at = null`);
    expect(await backfillAtRisk(t.db)).toBe(before.filter((r) => r.item !== null).length);
    expect(await read()).toEqual(before);
    expect(await backfillAtRisk(t.db)).toBe(0);
  });

  it('are the service desk’s: a customer gets not found', async () => {
    expect((await t.post('/requestrepair/getrequestrepairList', { clock: 'late' }, customer)).statusCode).toBe(404);
    expect((await t.post('/requestrepair/getActionCounts', {}, customer)).statusCode).toBe(404);
    expect((await t.post('/requestrepair/getrequestrepairList', { clock: 'soon' }, staff)).statusCode).toBe(400);
  });
});
