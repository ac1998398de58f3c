import {
  AdminMsg,
  DEFAULT_WORKING_CALENDAR,
  type TTurnaroundSettingsReply,
  TurnaroundMsg,
  type TWorkingCalendar,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { turnaroundFeature } from '../../src/features/turnaround';
import { ReadCache } from '../../src/lib/read-cache';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';

let t: TestContext;
let admin: string;
let staff: string;
let customer: string;
let madurai: number;
let salem: number;
let laptop: number;
let phone: number;
type Reply = { status: number; message: string; code: string; issues?: { path: string; message: string }[] };
const messages = (r: { body: Reply }) => (r.body.issues ?? []).map((i) => i.message);
const settings = async () => (await t.post<TTurnaroundSettingsReply>('/admin/getTurnaroundSettings', {}, admin)).body;
const audits = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from audit_log where entity = 'turnaround'`),
  )[0]?.n;

const d = (amount: number) => ({ amount, unit: 'days' });
const h = (amount: number) => ({ amount, unit: 'hours' });
const days = (n: number) => ({ working_days: n, working_hours: null });
const open = { open: '09:30', close: '18:00' };
const calendar = (o: Partial<TWorkingCalendar> = {}): TWorkingCalendar => ({
  week: [null, open, open, open, open, open, { open: '10:00', close: '14:00' }],
  holidays: ['2026-12-25', '2026-01-15'],
  ...o,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const branch = async (name: string) =>
    Number((await t.post<Reply>('/admin/saveBranch', { name, address: '' }, admin)).body.code);
  madurai = await branch('Madurai');
  salem = await branch('Salem');
  const item = async (name: string) =>
    Number((await t.post<Reply>('/admin/saveMaster', { kind: 'item', name }, admin)).body.code);
  laptop = await item('Turnaround laptop');
  phone = await item('Turnaround phone');
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
  await t.post('/admin/saveEmployee', e, admin);
  staff = (await login(t, 'meena', 'Strong@123')).accessToken;
  const c = await signUp(t);
  customer = (await login(t, c.username, c.password)).accessToken;
});
afterAll(() => t.close());

describe('turnaround settings', () => {
  it('start as Monday to Saturday 10:00–19:00, Sunday closed, no holidays, five working days, no rules', async () => {
    const s = await settings();
    expect(s).toMatchObject({
      statusFlag: 0,
      calendar: DEFAULT_WORKING_CALENDAR,
      default_days: 5,
      default_hours: null,
      rules: [],
    });
    expect(s.items.map((i) => i.name)).toContain('Turnaround laptop');
    expect(s.branches.map((b) => b.name)).toEqual(expect.arrayContaining(['Madurai', 'Salem']));
  });

  it('save the calendar and the default; holidays come back once each, in date order; the history records it', async () => {
    const before = await audits();
    const body = { calendar: calendar({ holidays: ['2026-12-25', '2026-01-15', '2026-12-25'] }), default_days: 7 };
    const saved = await t.post<Reply>('/admin/saveWorkingCalendar', body, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(AdminMsg.saved);
    const s = await settings();
    expect(s.calendar).toEqual(calendar({ holidays: ['2026-01-15', '2026-12-25'] }));
    expect([s.default_days, s.default_hours]).toEqual([7, null]);
    expect(await audits()).toBe((before ?? 0) + 1);
  });

  it('take the default in working hours instead of days (decision 092), and back', async () => {
    const inHours = await t.post<Reply>(
      '/admin/saveWorkingCalendar',
      { calendar: calendar(), default_hours: 4 },
      admin,
    );
    expect(inHours.statusCode, JSON.stringify(inHours.body)).toBe(200);
    expect(await settings()).toMatchObject({ default_days: null, default_hours: 4 });
    const { turnaroundFor } = turnaroundFeature({ db: t.db, cache: new ReadCache(0) }).turnaround;
    expect(await turnaroundFor(phone, null)).toEqual(h(4));
    const [entry] = rowsOf<{ before: unknown; after: unknown }>(
      await t.db.execute(
        sql`select before, after from audit_log where entity = 'turnaround' and entity_id = 'calendar' order by id desc limit 1`,
      ),
    );
    expect(entry?.before).toMatchObject({ default_days: 7, default_hours: null });
    expect(entry?.after).toMatchObject({ default_days: null, default_hours: 4 });
    await t.post('/admin/saveWorkingCalendar', { calendar: calendar(), default_days: 7 }, admin);
    expect(await settings()).toMatchObject({ default_days: 7, default_hours: null });
  });

  it('refuse a bad calendar with a message on its field, and store nothing', async () => {
    const before = await settings();
    const auditsBefore = await audits();
    const cases: [unknown, string][] = [
      [
        { calendar: calendar({ week: [null, null, null, null, null, null, null] }), default_days: 5 },
        TurnaroundMsg.keepOneWorkingDay,
      ],
      [
        {
          calendar: calendar({ week: [null, { open: '19:00', close: '10:00' }, null, null, null, null, null] }),
          default_days: 5,
        },
        TurnaroundMsg.closeAfterOpen,
      ],
      [
        {
          calendar: calendar({ week: [null, { open: '9:00', close: '18:00' }, null, null, null, null, null] }),
          default_days: 5,
        },
        TurnaroundMsg.enterTime,
      ],
      [{ calendar: calendar({ holidays: ['2026-02-30'] }), default_days: 5 }, TurnaroundMsg.enterHolidayDate],
      [{ calendar: calendar({ holidays: ['25-12-2026'] }), default_days: 5 }, TurnaroundMsg.enterHolidayDate],
      [
        { calendar: calendar({ holidays: Array.from({ length: 367 }, () => '2026-12-25') }), default_days: 5 },
        TurnaroundMsg.tooManyHolidays,
      ],
      [{ calendar: calendar(), default_days: 0 }, TurnaroundMsg.enterWorkingDays],
      [{ calendar: calendar(), default_days: 91 }, TurnaroundMsg.enterWorkingDays],
      [{ calendar: calendar(), default_days: 2.5 }, TurnaroundMsg.enterWorkingDays],
      [{ calendar: calendar(), default_days: 0.5 }, TurnaroundMsg.enterWorkingDays],
      [{ calendar: calendar(), default_hours: 0 }, TurnaroundMsg.enterWorkingHours],
      [{ calendar: calendar(), default_hours: 25 }, TurnaroundMsg.enterWorkingHours],
      [{ calendar: calendar(), default_hours: 4, default_days: 1 }, TurnaroundMsg.hoursOrDays],
      [{ calendar: calendar() }, TurnaroundMsg.hoursOrDays],
    ];
    for (const [body, message] of cases) {
      const res = await t.post<Reply>('/admin/saveWorkingCalendar', body, admin);
      expect(res.statusCode, message).toBe(400);
      expect(messages(res), message).toContain(message);
    }
    // Six days of hours, not seven; a field the call does not know.
    const short = { calendar: { ...calendar(), week: calendar().week.slice(0, 6) }, default_days: 5 };
    expect((await t.post('/admin/saveWorkingCalendar', short, admin)).statusCode).toBe(400);
    const extra = { calendar: calendar(), default_days: 5, timezone: 'UTC' };
    expect((await t.post('/admin/saveWorkingCalendar', extra, admin)).statusCode).toBe(400);
    expect(await settings()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('do not exist for staff, customers or anyone signed out', async () => {
    const calls: [string, unknown][] = [
      ['/admin/getTurnaroundSettings', {}],
      ['/admin/saveWorkingCalendar', { calendar: calendar(), default_days: 3 }],
      ['/admin/saveTurnaroundRule', { item_id: laptop, branch_id: null, working_days: 3 }],
      ['/admin/removeTurnaroundRule', { item_id: laptop, branch_id: null }],
    ];
    const before = await settings();
    for (const [url, body] of calls) {
      for (const token of [customer, staff]) expect((await t.post(url, body, token)).statusCode, url).toBe(404);
      expect((await t.post(url, body)).statusCode, url).toBe(401);
    }
    expect(await settings()).toEqual(before);
  });
});

describe('turnaround rules', () => {
  const feature = () => turnaroundFeature({ db: t.db, cache: new ReadCache(0) }).turnaround;

  it("answer a branch's rule over the item's rule over the company's default", async () => {
    const { turnaroundFor } = feature();
    expect(await turnaroundFor(laptop, madurai)).toEqual(d(7)); // the default saved above
    expect(await turnaroundFor(laptop, null)).toEqual(d(7));
    await t.post('/admin/saveTurnaroundRule', { item_id: laptop, branch_id: null, working_days: 4 }, admin);
    expect(await turnaroundFor(laptop, madurai)).toEqual(d(4));
    expect(await turnaroundFor(laptop, null)).toEqual(d(4));
    await t.post('/admin/saveTurnaroundRule', { item_id: laptop, branch_id: madurai, working_days: 9 }, admin);
    expect(await turnaroundFor(laptop, madurai)).toEqual(d(9));
    expect(await turnaroundFor(laptop, salem)).toEqual(d(4));
    expect(await turnaroundFor(laptop, null)).toEqual(d(4));
    // A branch's rule alone: other branches and the item keep the default.
    await t.post('/admin/saveTurnaroundRule', { item_id: phone, branch_id: salem, working_days: 2 }, admin);
    expect(await turnaroundFor(phone, salem)).toEqual(d(2));
    expect(await turnaroundFor(phone, madurai)).toEqual(d(7));
    const s = await settings();
    expect(s.rules).toEqual([
      { item_id: laptop, item_name: 'Turnaround laptop', branch_id: null, branch_name: null, ...days(4) },
      { item_id: laptop, item_name: 'Turnaround laptop', branch_id: madurai, branch_name: 'Madurai', ...days(9) },
      { item_id: phone, item_name: 'Turnaround phone', branch_id: salem, branch_name: 'Salem', ...days(2) },
    ]);
  });

  it('keep one rule per item and branch: a second save replaces it, for every branch too', async () => {
    const before = await audits();
    await t.post('/admin/saveTurnaroundRule', { item_id: laptop, branch_id: null, working_days: 5 }, admin);
    await t.post('/admin/saveTurnaroundRule', { item_id: laptop, branch_id: madurai, working_days: 8 }, admin);
    const rows = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from turnaround_rules where item_id = ${laptop}`),
    );
    expect(rows[0]?.n).toBe(2);
    const { turnaroundFor } = feature();
    expect(await turnaroundFor(laptop, salem)).toEqual(d(5));
    expect(await turnaroundFor(laptop, madurai)).toEqual(d(8));
    expect(await audits()).toBe((before ?? 0) + 2);
  });

  it('take a rule in working hours: a same-day promise, replacing the rule in days (decision 092)', async () => {
    const before = await audits();
    const saved = await t.post<Reply>(
      '/admin/saveTurnaroundRule',
      { item_id: phone, branch_id: null, working_hours: 4 },
      admin,
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const { turnaroundFor } = feature();
    expect(await turnaroundFor(phone, madurai)).toEqual(h(4));
    expect(await turnaroundFor(phone, salem)).toEqual(d(2)); // Salem's own rule, in days, still comes first
    await t.post('/admin/saveTurnaroundRule', { item_id: phone, branch_id: salem, working_hours: 1 }, admin);
    expect(await turnaroundFor(phone, salem)).toEqual(h(1));
    const rules = (await settings()).rules.filter((r) => r.item_id === phone);
    expect(rules.map((r) => [r.branch_id, r.working_days, r.working_hours])).toEqual([
      [null, null, 4],
      [salem, null, 1],
    ]);
    const [entry] = rowsOf<{ before: unknown; after: unknown }>(
      await t.db.execute(
        sql`select before, after from audit_log where entity = 'turnaround' and entity_id = ${`rule:${phone}:${salem}`} order by id desc limit 1`,
      ),
    );
    expect(entry).toEqual({
      before: { working_days: 2, working_hours: null },
      after: { item_id: phone, branch_id: salem, working_days: null, working_hours: 1 },
    });
    // Back to days for the tests below.
    await t.post('/admin/saveTurnaroundRule', { item_id: phone, branch_id: salem, working_days: 2 }, admin);
    await t.post('/admin/removeTurnaroundRule', { item_id: phone, branch_id: null }, admin);
    expect(await audits()).toBe((before ?? 0) + 4);
  });

  it('refuse an unknown item or branch, days out of 1..90, hours out of 1..24 or both, and store nothing', async () => {
    const before = await settings();
    const auditsBefore = await audits();
    const cases: [unknown, string][] = [
      [{ item_id: 999_999, branch_id: null, working_days: 3 }, TurnaroundMsg.unknownItem],
      [{ item_id: laptop, branch_id: 999_999, working_days: 3 }, TurnaroundMsg.unknownBranch],
      [{ item_id: laptop, branch_id: null, working_days: 0 }, TurnaroundMsg.enterWorkingDays],
      [{ item_id: laptop, branch_id: null, working_days: 91 }, TurnaroundMsg.enterWorkingDays],
      [{ item_id: laptop, branch_id: null, working_days: '3' }, TurnaroundMsg.enterWorkingDays],
      [{ item_id: laptop, branch_id: null, working_days: 0.5 }, TurnaroundMsg.enterWorkingDays],
      [{ item_id: laptop, branch_id: null, working_hours: 0 }, TurnaroundMsg.enterWorkingHours],
      [{ item_id: laptop, branch_id: null, working_hours: 25 }, TurnaroundMsg.enterWorkingHours],
      [{ item_id: laptop, branch_id: null, working_hours: 2.5 }, TurnaroundMsg.enterWorkingHours],
      [{ item_id: laptop, branch_id: null, working_hours: '4' }, TurnaroundMsg.enterWorkingHours],
      [{ item_id: laptop, branch_id: null, working_days: 3, working_hours: 4 }, TurnaroundMsg.hoursOrDays],
      [{ item_id: laptop, branch_id: null }, TurnaroundMsg.hoursOrDays],
    ];
    for (const [body, message] of cases) {
      const res = await t.post<Reply>('/admin/saveTurnaroundRule', body, admin);
      expect(res.statusCode, message).toBe(400);
      expect(messages(res), message).toContain(message);
    }
    // The database refuses what the schema would: hours beyond 24, or both units (decision 092).
    for (const bad of [sql`(${phone}, null, 25)`, sql`(${phone}, 3, 4)`, sql`(${phone}, null, null)`])
      await expect(
        t.db.execute(sql`insert into turnaround_rules (item_id, working_days, working_hours) values ${bad}`),
      ).rejects.toThrow();
    // No branch named at all is not "every branch": the field must say null.
    expect((await t.post('/admin/saveTurnaroundRule', { item_id: laptop, working_days: 3 }, admin)).statusCode).toBe(
      400,
    );
    expect(await settings()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it("remove a branch's rule, so the item's rule applies again; removing it twice answers the same", async () => {
    const before = await audits();
    const key = { item_id: laptop, branch_id: madurai };
    const gone = await t.post<Reply>('/admin/removeTurnaroundRule', key, admin);
    expect(gone.body.message).toBe(TurnaroundMsg.ruleRemoved);
    expect(await feature().turnaroundFor(laptop, madurai)).toEqual(d(5));
    const again = await t.post<Reply>('/admin/removeTurnaroundRule', key, admin);
    expect(again.statusCode).toBe(200);
    expect(await audits()).toBe((before ?? 0) + 1);
    await t.post('/admin/removeTurnaroundRule', { item_id: laptop, branch_id: null }, admin);
    expect(await feature().turnaroundFor(laptop, madurai)).toEqual(d(7));
  });
});
