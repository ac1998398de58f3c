import {
  STATUS_TEXT_TA,
  type TActionCountsReply,
  type TRequestItem,
  type TRequestListReply,
  type TTrackReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { createRequest, requestBody } from '../helpers/requests';

/**
 * Same-day promises (issue 39 point 5, decision 092): a turnaround rule in working hours. Calendar: Monday to
 * Saturday 10:00–19:00 India time, Wednesday 2 December 2026 a holiday, 2 working days by default; item type 1
 * is promised 4 working hours (an express counter). The promise is counted in working hours by the same clock,
 * flagged at risk in its last 48 minutes, said "within 4 working hours" on every screen and mail in both
 * languages, and a rule in days beside it keeps working as before.
 */
let clock = new Date('2026-11-30T05:30:00Z');
const at = (ist: string) => {
  clock = new Date(`${ist.replace(' ', 'T')}:00+05:30`);
};
let t: TestContext;
let admin: string;
let customer: { token: string; email: string };
const HOURS = { amount: 4, unit: 'hours' };

const promiseOf = (i: TRequestItem | undefined) => ({
  due_at: i?.due_at,
  clock_state: i?.clock_state,
  minutes_left: i?.minutes_left,
  turnaround: i?.turnaround,
});
const first = async (code: string) => (await itemsOf(t, customer.token, code))[0];
const raise = async (itemId = 1) =>
  (
    await createRequest(
      t,
      customer.token,
      requestBody({}, [{ item_id: itemId, brand_id: 1, model_number: 'X-1', serial_number: `SNX${Date.now()}` }]),
    )
  ).req_code;
async function trackKey(code: string) {
  const link = await t.post<{ tracking_url: string }>(
    '/requestrepair/getTrackingLink',
    { req_code: code },
    customer.token,
  );
  return new URL(link.body.tracking_url).searchParams.get('k') ?? '';
}
/** The text of the customer's mail whose decoded subject starts with the request's code and `status`. */
async function mailOf(code: string, status: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const m of t.smtp.mails.filter((x) => x.to.includes(customer.email.toLowerCase())).reverse()) {
      const mail = await simpleParser(m.raw);
      if (mail.subject?.startsWith(`${code}: ${status}`)) return mail.text ?? '';
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no "${status}" mail for ${code}`);
}

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const week = [null, ...Array(6).fill({ open: '10:00', close: '19:00' })];
  const cal = { calendar: { week, holidays: ['2026-12-02'] }, default_days: 2 };
  expect((await t.post('/admin/saveWorkingCalendar', cal, admin)).statusCode).toBe(200);
  const rule = await t.post('/admin/saveTurnaroundRule', { item_id: 1, branch_id: null, working_hours: 4 }, admin);
  expect(rule.statusCode, JSON.stringify(rule.body)).toBe(200);
  const c = await signUp(t);
  customer = { token: (await login(t, c.username, c.password)).accessToken, email: c.email };
}, 120_000);
afterAll(() => t?.close());

describe('a turnaround in working hours', () => {
  it('promises the same day: received Monday 11:00, 4 working hours, due 15:00', async () => {
    at('2026-11-30 11:00');
    const code = await raise();
    await walk(t, admin, code, 1, ['received']);
    const sameDay = {
      due_at: '2026-11-30T09:30:00.000Z',
      clock_state: 'on_track',
      minutes_left: 240,
      turnaround: HOURS,
    };
    expect(promiseOf(await first(code))).toEqual(sameDay);
    const stored = rowsOf<{ days: number | null; hours: number | null }>(
      await t.db.execute(sql`select i.turnaround_days as days, i.turnaround_hours as hours from request_items i
        join repair_requests r on r.id = i.request_id where r.req_code = ${code}`),
    );
    expect(stored).toEqual([{ days: null, hours: 4 }]);
    const k = await trackKey(code);
    expect((await t.post<TTrackReply>('/track/view', { k })).body.items[0]).toMatchObject(sameDay);
    const page = async (lang: string) => (await t.app.inject({ method: 'GET', url: `/t?k=${k}&lang=${lang}` })).body;
    const en = await page('en');
    expect(en).toContain('Promised by 30-11-2026 15:00');
    expect(en).toContain('Promised within 4 working hours of receipt.');
    expect(await page('ta')).toContain('பொருளைப் பெற்றதிலிருந்து 4 வேலை மணிநேரத்திற்குள் தருவதாக உறுதியளித்துள்ளோம்.');
    expect(await mailOf(code, 'Received')).toContain(
      'Promised by 30-11-2026 15:00. Promised within 4 working hours of receipt.',
    );
    const list = await t.post<TRequestListReply>(
      '/requestrepair/getrequestrepairList',
      { search: code },
      customer.token,
    );
    expect(list.body.requestrepair_list[0]?.promise).toMatchObject({ ...sameDay, if_parts_arrive: null });

    // At risk in the last 20 % of four hours (48 minutes), on the desk's queue too; late a minute past 15:00.
    const queue = async (c: 'at_risk' | 'late') =>
      (
        await t.post<TRequestListReply>('/requestrepair/getrequestrepairList', { clock: c, limit: 100 }, admin)
      ).body.requestrepair_list.map((r) => r.req_code);
    at('2026-11-30 14:11');
    expect(promiseOf(await first(code))).toMatchObject({ clock_state: 'on_track', minutes_left: 49 });
    expect(await queue('at_risk')).not.toContain(code);
    at('2026-11-30 14:12');
    expect(promiseOf(await first(code))).toMatchObject({ clock_state: 'at_risk', minutes_left: 48 });
    expect(await queue('at_risk')).toContain(code);
    at('2026-11-30 15:01');
    expect(promiseOf(await first(code))).toMatchObject({ clock_state: 'late', minutes_left: -1 });
    expect(await queue('late')).toContain(code);
    const counts = await t.post<TActionCountsReply>('/requestrepair/getActionCounts', {}, admin);
    expect(counts.body.clock_counts.late).toBeGreaterThanOrEqual(1);
  });

  it("goes on at the next opening past the day's close, over a holiday, and a pause adds its working time", async () => {
    // Tuesday 17:00: two hours that day, Wednesday a holiday, two more on Thursday: 12:00.
    at('2026-12-01 17:00');
    const code = await raise();
    await walk(t, admin, code, 1, ['received']);
    expect(promiseOf(await first(code))).toMatchObject({ due_at: '2026-12-03T06:30:00.000Z', turnaround: HOURS });
    // Quoted Tuesday 18:30, approved Thursday 10:45: 30 + 45 working minutes waited, due 13:15, and the mail says
    // the new date and the promise in hours (Tamil).
    at('2026-12-01 18:30');
    await walk(t, admin, code, 1, ['estimated']);
    expect((await t.post('/profile/setLanguage', { language: 'ta' }, customer.token)).statusCode).toBe(200);
    at('2026-12-03 10:45');
    await walk(t, customer.token, code, 1, ['approved']);
    expect(promiseOf(await first(code))).toMatchObject({ due_at: '2026-12-03T07:45:00.000Z', clock_state: 'on_track' });
    const tamil = await mailOf(code, STATUS_TEXT_TA.approved.label);
    expect(tamil).toContain('03-12-2026 13:15க்குள் தருவதாக உறுதியளித்துள்ளோம்');
    expect(tamil).toContain('பொருளைப் பெற்றதிலிருந்து 4 வேலை மணிநேரத்திற்குள்');
    expect((await t.post('/profile/setLanguage', { language: 'en' }, customer.token)).statusCode).toBe(200);
  });

  it('leaves the rules in days as they were: another item type is promised the default two working days', async () => {
    at('2026-12-03 11:00');
    const code = await raise(2);
    await walk(t, admin, code, 1, ['received']);
    expect(promiseOf(await first(code))).toEqual({
      due_at: '2026-12-05T05:30:00.000Z', // Saturday 11:00
      clock_state: 'on_track',
      minutes_left: 1080,
      turnaround: { amount: 2, unit: 'days' },
    });
    expect(await mailOf(code, 'Received')).toContain('Promised within 2 working days of receipt.');
  });
});
