import {
  AdminMsg,
  DEFAULT_WORKING_CALENDAR,
  type TTurnaroundSettingsReply,
  TurnaroundMsg,
  type TWorkingCalendar,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { turnaroundFeature } from '../src/features/turnaround';
import { ReadCache } from '../src/lib/read-cache';
import { login, signUp } from './helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from './helpers/app';

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
    expect(s).toMatchObject({ statusFlag: 0, calendar: DEFAULT_WORKING_CALENDAR, default_days: 5, rules: [] });
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
    expect(s.default_days).toBe(7);
    expect(await audits()).toBe((before ?? 0) + 1);
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
    expect(await turnaroundFor(laptop, madurai)).toBe(7); // the default saved above
    expect(await turnaroundFor(laptop, null)).toBe(7);
    await t.post('/admin/saveTurnaroundRule', { item_id: laptop, branch_id: null, working_days: 4 }, admin);
    expect(await turnaroundFor(laptop, madurai)).toBe(4);
    expect(await turnaroundFor(laptop, null)).toBe(4);
    await t.post('/admin/saveTurnaroundRule', { item_id: laptop, branch_id: madurai, working_days: 9 }, admin);
    expect(await turnaroundFor(laptop, madurai)).toBe(9);
    expect(await turnaroundFor(laptop, salem)).toBe(4);
    expect(await turnaroundFor(laptop, null)).toBe(4);
    // A branch's rule alone: other branches and the item keep the default.
    await t.post('/admin/saveTurnaroundRule', { item_id: phone, branch_id: salem, working_days: 2 }, admin);
    expect(await turnaroundFor(phone, salem)).toBe(2);
    expect(await turnaroundFor(phone, madurai)).toBe(7);
    const s = await settings();
    expect(s.rules).toEqual([
      { item_id: laptop, item_name: 'Turnaround laptop', branch_id: null, branch_name: null, working_days: 4 },
      { item_id: laptop, item_name: 'Turnaround laptop', branch_id: madurai, branch_name: 'Madurai', working_days: 9 },
      { item_id: phone, item_name: 'Turnaround phone', branch_id: salem, branch_name: 'Salem', working_days: 2 },
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
    expect(await turnaroundFor(laptop, salem)).toBe(5);
    expect(await turnaroundFor(laptop, madurai)).toBe(8);
    expect(await audits()).toBe((before ?? 0) + 2);
  });

  it('refuse an unknown item or branch and days out of 1..90, and store nothing', async () => {
    const before = await settings();
    const auditsBefore = await audits();
    const cases: [unknown, string][] = [
      [{ item_id: 999_999, branch_id: null, working_days: 3 }, TurnaroundMsg.unknownItem],
      [{ item_id: laptop, branch_id: 999_999, working_days: 3 }, TurnaroundMsg.unknownBranch],
      [{ item_id: laptop, branch_id: null, working_days: 0 }, TurnaroundMsg.enterWorkingDays],
      [{ item_id: laptop, branch_id: null, working_days: 91 }, TurnaroundMsg.enterWorkingDays],
      [{ item_id: laptop, branch_id: null, working_days: '3' }, TurnaroundMsg.enterWorkingDays],
    ];
    for (const [body, message] of cases) {
      const res = await t.post<Reply>('/admin/saveTurnaroundRule', body, admin);
      expect(res.statusCode, message).toBe(400);
      expect(messages(res), message).toContain(message);
    }
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
    expect(await feature().turnaroundFor(laptop, madurai)).toBe(5);
    const again = await t.post<Reply>('/admin/removeTurnaroundRule', key, admin);
    expect(again.statusCode).toBe(200);
    expect(await audits()).toBe((before ?? 0) + 1);
    await t.post('/admin/removeTurnaroundRule', { item_id: laptop, branch_id: null }, admin);
    expect(await feature().turnaroundFor(laptop, madurai)).toBe(7);
  });
});
