import {
  addDays,
  indiaToday,
  type TRequestItem,
  type TRequestListReply,
  type TTrackReply,
  type TViewItemReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { createRequest } from '../helpers/requests';

/**
 * The promised date per item (issue 28, decision 053): set at receipt from the turnaround rule or the default
 * and the company calendar, moved by the paused working time, flagged at risk and late as simulated time
 * passes. The calendar: Monday to Saturday 10:00–19:00 India time, Wednesday 2 December 2026 a holiday.
 */
let clock = new Date('2026-11-30T05:30:00Z'); // Monday 30 November, 11:00 in India
const at = (iso: string) => {
  clock = new Date(iso);
};
let t: TestContext;
let admin: string;
let staff: string;
let customer: string;
let other: string;
let madurai: number;
type Reply = { code: string; statusFlag: number };

const promise = (i: TRequestItem | undefined) => ({
  due_at: i?.due_at,
  clock_state: i?.clock_state,
  minutes_left: i?.minutes_left,
});
async function first(token: string, reqCode: string) {
  const [item] = await itemsOf(t, token, reqCode);
  return item;
}
async function trackKey(reqCode: string) {
  const link = await t.post<{ tracking_url: string }>(
    '/requestrepair/getTrackingLink',
    { req_code: reqCode },
    customer,
  );
  return new URL(link.body.tracking_url).searchParams.get('k') ?? '';
}
async function trackOf(reqCode: string) {
  return (await t.post<TTrackReply>('/track/view', { k: await trackKey(reqCode) })).body;
}
const parts = () => ({ remark: 'Panel ordered', expected_on: addDays(indiaToday(clock), 5) });
async function toParts(token: string, reqCode: string, expectedOn = parts().expected_on) {
  const item = await first(token, reqCode);
  const res = await t.post(
    '/requestrepair/updateItemStatus',
    {
      item_id: item?.item_id,
      version: item?.version,
      status: 'waiting_for_parts',
      ...parts(),
      expected_on: expectedOn,
    },
    token,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const week = [null, ...Array(6).fill({ open: '10:00', close: '19:00' })];
  const saved = await t.post(
    '/admin/saveWorkingCalendar',
    { calendar: { week, holidays: ['2026-12-02'] }, default_days: 2 },
    admin,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  madurai = Number((await t.post<Reply>('/admin/saveBranch', { name: 'Madurai', address: '' }, admin)).body.code);
  await t.post('/admin/saveTurnaroundRule', { item_id: 1, branch_id: madurai, working_days: 3 }, admin);
  const e = {
    employee_name: 'Meena',
    employee_name_tamil: 'மீனா',
    username: 'meena',
    password: digest('Strong@123'),
    user_role: 'staff',
    branch_id: madurai,
    device_id: 'TAB-02',
    passcode: '4821',
  };
  expect((await t.post('/admin/saveEmployee', e, admin)).statusCode).toBe(200);
  staff = (await login(t, 'meena', 'Strong@123')).accessToken;
  const c = await signUp(t);
  customer = (await login(t, c.username, c.password)).accessToken;
  const o = await signUp(t);
  other = (await login(t, o.username, o.password)).accessToken;
});
afterAll(() => t?.close());

describe('the promised date', () => {
  it("is set at receipt from the receiving staff's branch rule, else the default, over the calendar", async () => {
    at('2026-11-30T05:30:00Z');
    const a = (await createRequest(t, customer)).req_code;
    const b = (await createRequest(t, customer)).req_code;
    expect(promise(await first(customer, a))).toEqual({ due_at: null, clock_state: null, minutes_left: null });
    // The admin has no branch: the company's default, 2 days = 1080 working minutes; Wednesday is a holiday.
    await walk(t, admin, a, 1, ['received']);
    expect(promise(await first(customer, a))).toEqual({
      due_at: '2026-12-03T05:30:00.000Z', // Thursday 11:00
      clock_state: 'on_track',
      minutes_left: 1080,
    });
    // Madurai's staff receive the other: Madurai's rule for the item, 3 days.
    await walk(t, staff, b, 1, ['received']);
    expect((await first(customer, b))?.due_at).toBe('2026-12-04T05:30:00.000Z'); // Friday 11:00
    const stored = rowsOf<{ days: number; branch: number | null }>(
      await t.db.execute(
        sql`select turnaround_days as days, branch_id as branch from request_items where due_at is not null order by due_at`,
      ),
    );
    // Each item keeps the branch it was received at (none for the admin), for its reports and digest.
    expect(stored.map((r) => [r.days, r.branch])).toEqual([
      [2, null],
      [3, madurai],
    ]);
  });

  it('pauses while the charges wait for an answer and while parts are awaited, and moves the due by that time', async () => {
    at('2026-11-30T05:30:00Z');
    const code = (await createRequest(t, customer)).req_code;
    await walk(t, admin, code, 1, ['received']);
    at('2026-12-01T04:30:00Z'); // Tuesday 10:00: quoted
    await walk(t, admin, code, 1, ['estimated']);
    expect(promise(await first(customer, code))).toEqual({
      due_at: '2026-12-03T05:30:00.000Z',
      clock_state: 'paused',
      minutes_left: 600,
    });
    // Thursday 12:00, still unanswered: the due has moved by the 660 paused minutes, the minutes left not at all.
    at('2026-12-03T06:30:00Z');
    const waiting = { due_at: '2026-12-04T07:30:00.000Z', clock_state: 'paused', minutes_left: 600 };
    expect(promise(await first(customer, code))).toEqual(waiting);
    expect((await trackOf(code)).items[0]).toMatchObject(waiting);
    await walk(t, customer, code, 1, ['approved']);
    expect(promise(await first(customer, code))).toEqual({ ...waiting, clock_state: 'on_track' });
    // In repair, then on parts from Thursday 12:00 to Monday 10:00: 1500 working minutes (Sunday closed).
    await walk(t, admin, code, 1, ['in_repair']);
    await toParts(admin, code);
    at('2026-12-07T04:30:00Z');
    const onParts = { due_at: '2026-12-08T05:30:00.000Z', clock_state: 'paused', minutes_left: 600 };
    expect(promise(await first(customer, code))).toEqual(onParts);
    expect((await trackOf(code)).items[0]).toMatchObject(onParts);
    await walk(t, admin, code, 1, ['in_repair']);
    expect(promise(await first(customer, code))).toEqual({ ...onParts, clock_state: 'on_track' });
    const [row] = rowsOf<{ due_at: Date | string; paused_since: unknown }>(
      await t.db.execute(sql`select due_at, paused_since from request_items where status = 'in_repair'`),
    );
    expect(new Date(row?.due_at ?? 0).toISOString()).toBe('2026-12-08T05:30:00.000Z');
    expect(row?.paused_since).toBeNull();

    // Simulated time runs on: Monday 18:00 leaves 120 of 1080 minutes (≤ 20 %): at risk; Tuesday 12:00 is late.
    at('2026-12-07T12:30:00Z');
    expect(promise(await first(staff, code))).toMatchObject({ clock_state: 'at_risk', minutes_left: 120 });
    at('2026-12-08T06:30:00Z');
    expect(promise(await first(staff, code))).toMatchObject({ clock_state: 'late', minutes_left: -60 });
    const item = await first(customer, code);
    const card = await t.post<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: item?.item_id }, customer);
    expect(card.body.request_item).toMatchObject({ due_at: '2026-12-08T05:30:00.000Z', clock_state: 'late' });

    // A pause that begins after the due does not move it: the promise was already missed.
    await toParts(admin, code);
    at('2026-12-09T06:30:00Z');
    expect(promise(await first(customer, code))).toMatchObject({
      due_at: '2026-12-08T05:30:00.000Z',
      clock_state: 'late',
    });
    await walk(t, admin, code, 1, ['in_repair', 'repaired', 'dispatched']);
    // Sent back: the promise stays to read, its clock stops.
    expect(promise(await first(customer, code))).toEqual({
      due_at: '2026-12-08T05:30:00.000Z',
      clock_state: null,
      minutes_left: null,
    });
    // The timeline says why the date moved: the entries that ended a pause hold the due they moved it to (the
    // pause after the due moved nothing, so its end holds none), on the account and on the tracking page.
    const moved = [
      ['approved', '2026-12-04T07:30:00.000Z'],
      ['in_repair', '2026-12-08T05:30:00.000Z'],
    ];
    const view = await t.post<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: item?.item_id }, customer);
    const entries = view.body.request_tracking_details;
    expect(entries.filter((e) => e.due_moved_to).map((e) => [e.status, e.due_moved_to])).toEqual(moved);
    expect(entries.filter((e) => e.status === 'in_repair').map((e) => e.due_moved_to)).toEqual([
      null,
      '2026-12-08T05:30:00.000Z',
      null,
    ]);
    const timeline = (await trackOf(code)).items[0]?.timeline ?? [];
    expect(timeline.filter((e) => e.due_moved_to).map((e) => [e.status, e.due_moved_to])).toEqual(moved);
  });

  it('while parts are awaited, promises the due as it will be if they arrive on the expected day, on every screen', async () => {
    // Received Monday 11:00 (2 days; Wednesday a holiday): due Thursday 11:00. On parts from Monday 12:00,
    // expected Friday: the due as the clock stands would be before the parts come (decision 053, 2026-11-28).
    at('2026-11-30T05:30:00Z');
    const code = (await createRequest(t, customer)).req_code;
    await walk(t, admin, code, 1, ['received', 'estimated']);
    await walk(t, customer, code, 1, ['approved']);
    await walk(t, admin, code, 1, ['in_repair']);
    at('2026-11-30T06:30:00Z');
    await toParts(admin, code, '2026-12-04');
    at('2026-11-30T07:30:00Z'); // Monday 13:00
    // Until Friday 10:00: Monday 7 h, Tuesday 9 h, Thursday 9 h = 1500 minutes after Thursday 11:00: Saturday 18:00.
    const ifParts = { due_at: '2026-12-05T12:30:00.000Z', expected_on: '2026-12-04' };
    // The flags are the clock's: the due as it stands (moved by the hour waited so far), paused.
    const flags = { due_at: '2026-12-03T06:30:00.000Z', clock_state: 'paused', minutes_left: 1020 };
    const item = await first(customer, code);
    expect({ ...promise(item), if_parts_arrive: item?.if_parts_arrive }).toEqual({
      ...flags,
      if_parts_arrive: ifParts,
    });
    const card = await t.post<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: item?.item_id }, customer);
    expect(card.body.request_item).toMatchObject({ ...flags, if_parts_arrive: ifParts });
    expect((await trackOf(code)).items[0]).toMatchObject({ ...flags, if_parts_arrive: ifParts });
    const list = await t.post<TRequestListReply>('/requestrepair/getrequestrepairList', { search: code }, customer);
    expect(list.body.requestrepair_list.find((r) => r.req_code === code)?.promise).toEqual({
      ...flags,
      if_parts_arrive: ifParts,
      turnaround: { amount: 2, unit: 'days' },
    });
    // The tracking page (/t) writes it in the reader's language.
    const k = await trackKey(code);
    const page = async (lang: string) => (await t.app.inject({ method: 'GET', url: `/t?k=${k}&lang=${lang}` })).body;
    expect(await page('en')).toContain('Promised by 05-12-2026 18:00 if the parts arrive by 04-12-2026');
    expect(await page('ta')).toContain('உதிரிபாகங்கள் 04-12-2026க்குள் வந்தால், 05-12-2026 18:00க்குள்');

    // The expected day comes without the parts: no projection beyond now, the clock's own due.
    at('2026-12-04T06:30:00Z'); // Friday 12:00
    expect((await first(customer, code))?.if_parts_arrive).toBeNull();
    // Back in repair: nothing projected.
    await walk(t, admin, code, 1, ['in_repair']);
    expect((await first(customer, code))?.if_parts_arrive).toBeNull();
  });

  it("is not shown to another customer: someone else's request and item answer not found", async () => {
    at('2026-11-30T05:30:00Z');
    const code = (await createRequest(t, customer)).req_code;
    await walk(t, admin, code, 1, ['received']);
    const item = await first(customer, code);
    const view = await t.post('/requestrepair/viewrequestrepair', { req_code: code }, other);
    expect(view.statusCode).toBe(404);
    expect(JSON.stringify(view.body)).not.toContain('due_at');
    const card = await t.post('/requestrepair/viewRRItemdetails', { item_id: item?.item_id }, other);
    expect(card.statusCode).toBe(404);
  });
});
