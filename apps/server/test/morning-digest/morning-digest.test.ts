import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/build-app';
import { loadSettings } from '../../src/config/settings';
import { rowsOf } from '../../src/db/rows';
import { queueMorningDigest } from '../../src/features/morning-digest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { walk } from '../helpers/items';
import { createRequest } from '../helpers/requests';

/**
 * The morning digest (issue 28, decision 060) over simulated time. The calendar: Monday to Saturday
 * 10:00–19:00 India time, Wednesday 2 December 2026 a holiday, 2 working days (1080 minutes) for every item.
 * Items received Monday 11:00 are due Thursday 11:00, so on Friday at 10:00 they are 480 minutes late.
 */
let clock = new Date('2026-11-30T05:30:00Z'); // Monday 30 November, 11:00 in India
const at = (iso: string) => {
  clock = new Date(iso);
};
const FRIDAY_OPENING = '2026-12-04T04:30:00Z';
const MADURAI_MAIL = 'madurai@digest.test';
const DESK_MAIL = 'desk@digest.test';
const PUBLIC_URL = 'https://service.example.in';

let t: TestContext;
let admin: string;
let madurai: number;
let trichy: number;
type Name = 'lateA' | 'done' | 'trichy' | 'noBranch' | 'paused' | 'lateD' | 'atRisk' | 'onTrack';
const code = {} as Record<Name, string>;
type Reply = { code: string; statusFlag: number; message: string };

/** A request of one item, received by `token` (its branch is the item's), then moved on. */
async function received(name: Name, token: string, more: Parameters<typeof walk>[4] = []) {
  code[name] = (await createRequest(t, customer)).req_code;
  await walk(t, token, code[name], 1, ['received', ...more]);
}
let customer: string;

async function employee(username: string, branchId: number) {
  const e = {
    employee_name: username,
    employee_name_tamil: '',
    username,
    password: digest('Strong@123'),
    user_role: 'staff',
    branch_id: branchId,
    device_id: `TAB-${username}`,
    passcode: '4821',
  };
  expect((await t.post('/admin/saveEmployee', e, admin)).statusCode).toBe(200);
  return (await login(t, username, 'Strong@123')).accessToken;
}

/** Another instance of the server on the same database, with its own log, whose clock is `now`. */
async function instance(now: string) {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  // PostgreSQL: a pool of its own, as a second process has; PGlite: the one in-process database, shared.
  const database = process.env.TEST_DATABASE_URL ? await t.database.reopen() : { ...t.database, close: async () => {} };
  const settings = loadSettings({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: t.smtp.url,
    PUBLIC_URL,
    WEB_DIST: '/nonexistent',
    OUTBOX_POLL_MS: '50',
    DIGEST_POLL_MS: '50',
    MESSAGE_WINDOW_SECONDS: '0',
  });
  const app: FastifyInstance = await buildApp({
    settings,
    database,
    logger: { level: 'info', stream },
    now: () => new Date(now),
  });
  await app.ready();
  return { app, logs };
}

/** Waits (up to 20 s) until `done` answers true. */
async function until(done: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('waited 20 s in vain');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const digestKeys = async (date: string) =>
  rowsOf<{ dedupe_key: string; to_address: string }>(
    await t.db.execute(
      sql`select dedupe_key, to_address from mail_outbox where dedupe_key like ${`digest:%:${date}`} order by dedupe_key`,
    ),
  );
const unsent = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from mail_outbox where sent_at is null`))[0]
    ?.n;
const digestsTo = (address: string, day: string) =>
  t.smtp.mails.filter((m) => m.to.includes(address) && m.raw.includes(`Morning digest`) && m.raw.includes(day));

beforeAll(async () => {
  // This instance looks for the digest once, at its start (Monday, no address set yet), then not for an hour.
  t = await startTestApp({ PUBLIC_URL, DIGEST_POLL_MS: '3600000' }, { now: () => clock });
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const week = [null, ...Array(6).fill({ open: '10:00', close: '19:00' })];
  const cal = { calendar: { week, holidays: ['2026-12-02'] }, default_days: 2 };
  expect((await t.post('/admin/saveWorkingCalendar', cal, admin)).statusCode).toBe(200);
  const branch = async (name: string, email: string) =>
    Number((await t.post<Reply>('/admin/saveBranch', { name, address: '', email }, admin)).body.code);
  madurai = await branch('Madurai', MADURAI_MAIL);
  trichy = await branch('Trichy', '');
  const company = { ...(await companyForm(t, admin)), email: DESK_MAIL };
  expect((await t.post('/admin/saveCompanySettings', company, admin)).statusCode).toBe(200);
  const meena = await employee('meena', madurai);
  const ravi = await employee('ravi', trichy);
  const c = await signUp(t);
  customer = (await login(t, c.username, c.password)).accessToken;

  await received('lateA', meena); // due Thursday 11:00
  await received('done', meena, ['estimated', 'declined']);
  await received('trichy', ravi);
  await received('noBranch', admin);
  at('2026-11-30T06:30:00Z'); // Monday 12:00: quoted, unanswered ever since
  await received('paused', meena, ['estimated']);
  at('2026-11-30T05:30:00Z');
  await received('lateD', meena);
  at('2026-12-01T05:30:00Z'); // Tuesday 11:00: due Friday 11:00, 60 minutes left at Friday's opening
  await received('atRisk', meena);
  at('2026-12-01T11:30:00Z'); // Tuesday 17:00: due Friday 17:00, 420 minutes left
  await received('onTrack', meena);
  at('2026-12-03T06:30:00Z'); // Thursday 12:00, an hour late: quoted; a pause begun late leaves it late
  await walk(t, meena, code.lateD, 1, ['estimated']);
}, 120_000);
afterAll(() => t?.close());

describe('the morning digest', () => {
  it('is not queued on a holiday, by a running instance', async () => {
    const holiday = await instance('2026-12-02T05:30:00Z'); // Wednesday 11:00
    try {
      await until(() => holiday.logs.some((l) => l.includes('the calendar has the day closed')));
    } finally {
      await holiday.app.close();
    }
    expect(await digestKeys('2026-12-02')).toEqual([]);
    // Nor on a Sunday, the week's closed day.
    const sunday = await queueMorningDigest({ db: t.db, publicUrl: PUBLIC_URL, now: new Date('2026-12-06T06:00:00Z') });
    expect(sunday).toEqual({ date: '2026-12-06', outcome: 'closed', queued: 0 });
  });

  it("is not queued before the day's opening", async () => {
    const early = await queueMorningDigest({ db: t.db, publicUrl: PUBLIC_URL, now: new Date('2026-12-04T04:29:00Z') });
    expect(early).toEqual({ date: '2026-12-04', outcome: 'early', queued: 0 });
    expect(await digestKeys('2026-12-04')).toEqual([]);
  });

  it('is mailed once per branch though two instances run it, to the branch or the company e-mail', async () => {
    const [one, two] = await Promise.all([instance(FRIDAY_OPENING), instance(FRIDAY_OPENING)]);
    const queued = (logs: string[]) =>
      logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'morning digest queued')?.queued as number | undefined;
    try {
      await until(() => queued(one.logs) !== undefined && queued(two.logs) !== undefined);
      await until(async () => (await unsent()) === 0);
    } finally {
      await Promise.all([one.app.close(), two.app.close()]);
    }
    // Madurai's to its own address; Trichy's (no address) and the admin's items (no branch) to the company's.
    expect(await digestKeys('2026-12-04')).toEqual(
      [
        { dedupe_key: `digest:${madurai}:2026-12-04`, to_address: MADURAI_MAIL },
        { dedupe_key: `digest:${trichy}:2026-12-04`, to_address: DESK_MAIL },
        { dedupe_key: 'digest:none:2026-12-04', to_address: DESK_MAIL },
      ].sort((a, b) => a.dedupe_key.localeCompare(b.dedupe_key)),
    );
    expect((queued(one.logs) ?? 0) + (queued(two.logs) ?? 0)).toBe(3);
    expect(digestsTo(MADURAI_MAIL, '04-12-2026')).toHaveLength(1);
    expect(digestsTo(DESK_MAIL, '04-12-2026')).toHaveLength(2);
  });

  it('lists the late items first, then those at risk; not the paused, the done nor those on track', async () => {
    const [raw] = digestsTo(MADURAI_MAIL, '04-12-2026');
    const mail = await simpleParser(raw?.raw ?? '');
    expect(mail.subject).toBe('Morning digest, Madurai, 04-12-2026: 2 late, 1 at risk');
    const text = mail.text ?? '';
    const order = [code.lateA, code.lateD, code.atRisk].map((c) => text.indexOf(`- ${c}:`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text.indexOf('LATE (2)')).toBeLessThan(text.indexOf('AT RISK'));
    for (const absent of [code.paused, code.done, code.onTrack, code.trichy, code.noBranch]) {
      expect(text).not.toContain(absent);
    }
    expect(text).toContain(`- ${code.lateA}: `);
    expect(text).toContain('Inspiron 15-3520 - Received');
    expect(text).toContain('Due 03-12-2026 11:00 - 8 h 00 min late (working time)');
    expect(text).toContain(`- ${code.lateD}: `);
    expect(text).toMatch(new RegExp(`${code.lateD}: .* - Charges quoted`));
    expect(text).toContain('Due 04-12-2026 11:00 - 1 h 00 min left (working time)');
    expect(text).toContain(`${PUBLIC_URL}/requestrepair/view?code=${encodeURIComponent(code.atRisk)}`);
    const desk = await Promise.all(digestsTo(DESK_MAIL, '04-12-2026').map((m) => simpleParser(m.raw)));
    expect(desk.map((m) => m.subject).sort()).toEqual([
      'Morning digest, Trichy, 04-12-2026: 1 late, 0 at risk',
      'Morning digest, no branch, 04-12-2026: 1 late, 0 at risk',
    ]);
  });

  it('goes nowhere when neither the branch nor the company has an e-mail; a run again queues nothing new', async () => {
    const again = await queueMorningDigest({ db: t.db, publicUrl: PUBLIC_URL, now: new Date(FRIDAY_OPENING) });
    expect(again).toEqual({ date: '2026-12-04', outcome: 'done', queued: 0 });
    const company = { ...(await companyForm(t, admin)), email: '' };
    expect((await t.post('/admin/saveCompanySettings', company, admin)).statusCode).toBe(200);
    const saturday = await queueMorningDigest({
      db: t.db,
      publicUrl: PUBLIC_URL,
      now: new Date('2026-12-05T05:00:00Z'),
    });
    expect(saturday.queued).toBe(1);
    expect((await digestKeys('2026-12-05')).map((r) => r.to_address)).toEqual([MADURAI_MAIL]);
  });
});

describe("a branch's e-mail", () => {
  it('is kept, listed, and a bad one refused with a clear message and nothing stored', async () => {
    const list = await t.post<{ branch_list: { id: number; email: string }[] }>('/admin/getBranchList', {}, admin);
    expect(list.body.branch_list.find((b) => b.id === madurai)?.email).toBe(MADURAI_MAIL);
    const bad = await t.post<Reply>('/admin/saveBranch', { id: madurai, name: 'Madurai', email: 'madurai@' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Please enter valid email');
    const after = await t.post<{ branch_list: { id: number; email: string }[] }>('/admin/getBranchList', {}, admin);
    expect(after.body.branch_list.find((b) => b.id === madurai)?.email).toBe(MADURAI_MAIL);
    const spaced = await t.post(
      '/admin/saveBranch',
      { id: trichy, name: 'Trichy', email: ' trichy@digest.test ' },
      admin,
    );
    expect(spaced.statusCode).toBe(200);
    const saved = await t.post<{ branch_list: { id: number; email: string }[] }>('/admin/getBranchList', {}, admin);
    expect(saved.body.branch_list.find((b) => b.id === trichy)?.email).toBe('trichy@digest.test');
  });
});
