import fs from 'node:fs';
import path from 'node:path';
import type {
  TActionCountsReply,
  TPrintReply,
  TRequestItem,
  TRequestListReply,
  TTrackReply,
  TViewItemReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { queueMorningDigest } from '../../src/features/morning-digest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { itemsOf, walk } from '../helpers/items';
import { createRequest } from '../helpers/requests';

/**
 * A declined, not repairable or cancelled item carries no promise and no message about one (issue 39 point 4,
 * decision 093): not on the request, its item card, its print, the request list, the tracking link's reply and
 * page (in both languages), nor in the service desk's late and at-risk queues, their counts or the morning
 * digest, even once it is sent back. Calendar: Monday to Saturday 10:00–19:00 India time, 2 working days.
 * Every item is received on Monday 30 November 2026 at 11:00 (due Wednesday 11:00, at risk from 07:24 of
 * working time before it), and looked at on Friday, when a running promise would long be late.
 */
let clock = new Date('2026-11-30T05:30:00Z');
const at = (ist: string) => {
  clock = new Date(`${ist.replace(' ', 'T')}:00+05:30`);
};
const DESK_MAIL = 'desk@withdrawn.test';
let t: TestContext;
let admin: string;
let customer: string;
type Name = 'declined' | 'partsOff' | 'notRepairable' | 'cancelled' | 'declinedBack' | 'running';
const code = {} as Record<Name, string>;
const NO_PROMISE = { due_at: null, clock_state: null, minutes_left: null, if_parts_arrive: null, turnaround: null };
const promiseOf = (i: TRequestItem | undefined) => ({
  due_at: i?.due_at,
  clock_state: i?.clock_state,
  minutes_left: i?.minutes_left,
  if_parts_arrive: i?.if_parts_arrive,
  turnaround: i?.turnaround,
});
const first = async (c: string) => (await itemsOf(t, customer, c))[0];
async function trackKey(c: string) {
  const link = await t.post<{ tracking_url: string }>('/requestrepair/getTrackingLink', { req_code: c }, customer);
  return new URL(link.body.tracking_url).searchParams.get('k') ?? '';
}

beforeAll(async () => {
  t = await startTestApp({ DIGEST_POLL_MS: '3600000' }, { now: () => clock });
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const week = [null, ...Array(6).fill({ open: '10:00', close: '19:00' })];
  const cal = { calendar: { week, holidays: [] }, default_days: 2 };
  expect((await t.post('/admin/saveWorkingCalendar', cal, admin)).statusCode).toBe(200);
  const company = { ...(await companyForm(t, admin)), email: DESK_MAIL };
  expect((await t.post('/admin/saveCompanySettings', company, admin)).statusCode).toBe(200);
  const c = await signUp(t);
  customer = (await login(t, c.username, c.password)).accessToken;
  for (const name of ['declined', 'partsOff', 'notRepairable', 'cancelled', 'declinedBack', 'running'] as const)
    code[name] = (await createRequest(t, customer)).req_code;

  at('2026-11-30 11:00');
  for (const name of ['declined', 'partsOff', 'notRepairable', 'declinedBack', 'running'] as const)
    await walk(t, admin, code[name], 1, ['received']);
  // Quoted at 12:00 and declined the next day: the answer ends a pause of 9 working hours, which used to move
  // the promise and say so on the timeline.
  at('2026-11-30 12:00');
  await walk(t, admin, code.declined, 1, ['estimated']);
  await walk(t, admin, code.declinedBack, 1, ['estimated']);
  await walk(t, admin, code.partsOff, 1, ['estimated', 'approved', 'in_repair']);
  await walk(t, admin, code.notRepairable, 1, ['estimated', 'approved', 'in_repair']);
  at('2026-11-30 13:00');
  await walk(t, admin, code.partsOff, 1, ['waiting_for_parts']);
  at('2026-12-01 12:00');
  await walk(t, customer, code.declined, 1, ['declined']);
  await walk(t, customer, code.declinedBack, 1, ['declined']);
  // Parts never came: not repairable, ending the parts' pause; the other found not repairable on the bench.
  await walk(t, admin, code.partsOff, 1, ['not_repairable']);
  await walk(t, admin, code.notRepairable, 1, ['not_repairable']);
  await walk(t, customer, code.cancelled, 1, ['cancelled']);
  at('2026-12-01 15:00');
  await walk(t, admin, code.declinedBack, 1, ['dispatched']);
  at('2026-12-02 12:00');
  await walk(t, admin, code.declinedBack, 1, ['delivered']);
}, 120_000);
afterAll(() => t?.close());

const WITHDRAWN = ['declined', 'partsOff', 'notRepairable', 'cancelled', 'declinedBack'] as const;

describe('an item whose repair is off', () => {
  it('carries no promise on the request, its item card, its print and the request list', async () => {
    at('2026-12-04 12:00'); // Friday: the running one is late
    expect(promiseOf(await first(code.running))).toMatchObject({
      clock_state: 'late',
      turnaround: { amount: 2, unit: 'days' },
    });
    const list = await t.post<TRequestListReply>('/requestrepair/getrequestrepairList', { limit: 50 }, customer);
    const rows = new Map(list.body.requestrepair_list.map((r) => [r.req_code, r.promise]));
    expect(rows.get(code.running)?.clock_state).toBe('late');
    for (const name of WITHDRAWN) {
      const item = await first(code[name]);
      expect(promiseOf(item), name).toEqual(NO_PROMISE);
      const card = await t.post<TViewItemReply>(
        '/requestrepair/viewRRItemdetails',
        { item_id: item?.item_id },
        customer,
      );
      expect(promiseOf(card.body.request_item), name).toEqual(NO_PROMISE);
      // No word on the timeline of a date that moved, though the decline ended a pause (and, for partsOff,
      // not repairable ended the wait for parts).
      expect(
        card.body.request_tracking_details.map((e) => e.due_moved_to),
        name,
      ).not.toContainEqual(expect.any(String));
      const print = await t.post<TPrintReply>('/requestrepair/printRRItemdetails', { req_code: code[name] }, customer);
      expect(promiseOf(print.body.request_item_details[0] as TRequestItem), name).toEqual(NO_PROMISE);
      expect(rows.get(code[name]) ?? null, name).toBeNull();
    }
    // As stored: nothing to be late for, nothing paused, and the decline's entry holds no moved date.
    const stored = rowsOf<{ code: string; due: unknown; risk: unknown; paused: unknown; moved: number }>(
      await t.db.execute(sql`select r.req_code as code, i.due_at as due, i.at_risk_at as risk, i.paused_since as paused,
          (select count(*)::int from tracking_entries e where e.item_id = i.id and e.due_moved_to is not null) as moved
        from request_items i join repair_requests r on r.id = i.request_id where r.req_code in (${sql.join(
          WITHDRAWN.map((n) => sql`${code[n]}`),
          sql`, `,
        )})`),
    );
    expect(stored.map((s) => [s.due, s.risk, s.paused, s.moved])).toEqual(WITHDRAWN.map(() => [null, null, null, 0]));
    // Nor do the mails of the moves that took the repair off, or of what followed (decision 055).
    const mails = rowsOf<{ subject: string; body: string }>(
      await t.db.execute(
        sql`select subject, body from mail_outbox where subject similar to ${`(${WITHDRAWN.map((n) => code[n]).join('|')}):%`}`,
      ),
    );
    const off = mails.filter((m) => /Charges declined|Not repairable|Cancelled|Dispatched|Delivered/.test(m.subject));
    expect(off.length).toBeGreaterThanOrEqual(WITHDRAWN.length);
    for (const m of off) expect(m.body, m.subject).not.toContain('Promised');
  });

  it('carries none on the tracking link: its reply, and its page in English and Tamil', async () => {
    for (const name of WITHDRAWN) {
      const k = await trackKey(code[name]);
      const track = await t.post<TTrackReply>('/track/view', { k });
      const [item] = track.body.items;
      expect(promiseOf(item as unknown as TRequestItem), name).toEqual(NO_PROMISE);
      expect(
        item?.timeline.every((e) => e.due_moved_to === null),
        name,
      ).toBe(true);
      for (const lang of ['en', 'ta']) {
        const page = (await t.app.inject({ method: 'GET', url: `/t?k=${k}&lang=${lang}` })).body;
        expect(page, `${name} ${lang}`).toContain(`data-testid="track-item-1"`);
        for (const mark of ['data-testid="promise"', 'data-testid="due-moved"', 'data-testid="promised-within"'])
          expect(page, `${name} ${lang}`).not.toContain(mark);
        expect(page, name).not.toMatch(/Promised|உறுதியளித்த/);
      }
    }
    // The running one's page does say it, so the marks above are the ones the page writes.
    const running = (await t.app.inject({ method: 'GET', url: `/t?k=${await trackKey(code.running)}&lang=en` })).body;
    expect(running).toContain('data-testid="promise"');
    expect(running).toContain('Promised within 2 working days of receipt.');
  });

  it('is in neither of the desk’s clock queues nor their counts, even when it would have been at risk or late', async () => {
    const queue = async (clockQueue: 'late' | 'at_risk') =>
      (
        await t.post<TRequestListReply>('/requestrepair/getrequestrepairList', { clock: clockQueue, limit: 100 }, admin)
      ).body.requestrepair_list.map((r) => r.req_code);
    const counts = async () =>
      (await t.post<TActionCountsReply>('/requestrepair/getActionCounts', {}, admin)).body.clock_counts;
    // Tuesday 17:00: 180 of 1,080 working minutes left, every promise of Monday 11:00 would be at risk.
    at('2026-12-01 17:00');
    expect(await queue('at_risk')).toEqual([code.running]);
    expect(await queue('late')).toEqual([]);
    expect(await counts()).toEqual({ at_risk: 1, late: 0 });
    at('2026-12-04 12:00');
    expect(await queue('late')).toEqual([code.running]);
    expect(await queue('at_risk')).toEqual([]);
    expect(await counts()).toEqual({ at_risk: 0, late: 1 });
  });

  it('lost the promise kept before migration 0036, by its statements: declined and not repairable, not the running', async () => {
    // As the rows stood before 0036: the declined ones' due moved by their wait and said on the decline's entry.
    const moved = '2026-12-03T05:30:00.000Z';
    const ids = (names: Name[]) =>
      sql.join(
        names.map((n) => sql`${code[n]}`),
        sql`, `,
      );
    const items = sql`(select i.id from request_items i join repair_requests r on r.id = i.request_id
      where r.req_code in (${ids(['declined', 'declinedBack', 'partsOff', 'notRepairable'])}))`;
    await t.db.execute(sql`update request_items set due_at = ${moved}, at_risk_at = ${moved}, paused_since = null
      where id in ${items}`);
    await t.db.execute(sql`update tracking_entries set due_moved_to = ${moved}
      where item_id in ${items} and status in ('declined', 'not_repairable')`);
    const running =
      await t.db.execute(sql`select i.due_at from request_items i join repair_requests r on r.id = i.request_id
      where r.req_code = ${code.running}`);
    const statements = fs
      .readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0036_turnaround_in_hours.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/.test(statement));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    for (const name of WITHDRAWN) {
      expect(promiseOf(await first(code[name])), name).toEqual(NO_PROMISE);
      const card = await t.post<TViewItemReply>(
        '/requestrepair/viewRRItemdetails',
        { item_id: (await first(code[name]))?.item_id },
        customer,
      );
      expect(
        card.body.request_tracking_details.every((e) => e.due_moved_to === null),
        name,
      ).toBe(true);
    }
    const [left] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from tracking_entries where due_moved_to is not null and item_id in ${items}`,
      ),
    );
    expect(left?.n).toBe(0);
    const after =
      await t.db.execute(sql`select i.due_at from request_items i join repair_requests r on r.id = i.request_id
      where r.req_code = ${code.running}`);
    expect(rowsOf(after)).toEqual(rowsOf(running));
  });

  it('is not in the morning digest', async () => {
    const run = await queueMorningDigest({ db: t.db, publicUrl: 'https://service.example.in', now: clock });
    expect(run).toMatchObject({ outcome: 'done', queued: 1 });
    const [mail] = rowsOf<{ body: string; to_address: string }>(
      await t.db.execute(sql`select body, to_address from mail_outbox where dedupe_key = 'digest:none:2026-12-04'`),
    );
    expect(mail?.to_address).toBe(DESK_MAIL);
    expect(mail?.body).toContain(code.running);
    for (const name of WITHDRAWN) expect(mail?.body, name).not.toContain(code[name]);
  });
});
