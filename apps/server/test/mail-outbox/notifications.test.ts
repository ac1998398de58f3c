import { randomUUID } from 'node:crypto';
import { STATUS_TEXT, type TItemStatus } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { companyForm, LETTERHEAD } from '../helpers/company';
import { walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest, requestBody } from '../helpers/requests';
import { outboxesSettled, until } from '../helpers/wait';

const FLOW: TItemStatus[] = ['received', 'estimated', 'approved', 'in_repair', 'repaired', 'dispatched', 'delivered'];
const subjectOf = (raw: string) =>
  raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';

let t: TestContext;
beforeAll(async () => {
  // Slow SMTP (150 ms a mail), so that the server can be stopped while a mail is on its way.
  t = await startTestApp({}, { onDisk: true, smtpDelayMs: 150 });
});
afterAll(() => t.close());

async function statusMails(address: string, reqCode: string, n: number) {
  const mine = () => t.smtp.mails.filter((m) => m.to.includes(address) && subjectOf(m.raw).startsWith(reqCode));
  await until(`${n} mails about ${reqCode} to ${address}`, () => mine().length >= n);
  // Anything sent twice was queued before now: once the outboxes hold nothing to send, it has arrived too.
  await outboxesSettled(t);
  return mine().map((m) => subjectOf(m.raw));
}

describe('status mails', () => {
  it('mails the customer once for every status change, also when the server restarts half-way', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    let staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    const { req_code } = await createRequest(t, customer);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    await walk(t, customer, req_code, 1, ['approved']);
    await walk(t, staff, req_code, 1, ['in_repair']);
    // Stop while the outbox is still sending (the SMTP server is slow): what is in hand is finished and
    // recorded, the rest waits in the outbox for the next server.
    await t.restart();
    staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    await walk(t, staff, req_code, 1, ['repaired', 'dispatched']);
    // And once more with mails still queued: a server whose worker never got to them.
    await t.restart({ OUTBOX_POLL_MS: '60000' });
    staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    await walk(t, staff, req_code, 1, ['delivered']);
    await t.restart();
    // The confirmation of the raised request, then one mail a status.
    const subjects = await statusMails(c.email, req_code, FLOW.length + 1);
    expect(subjects).toHaveLength(FLOW.length + 1);
    // Each mail carries its status's customer-facing label (the browser test spells them out).
    const labels = (['pending', ...FLOW] as const).map((s) => STATUS_TEXT[s].label);
    expect(subjects.map((s) => s.split(': ')[1]?.split(' - ')[0]).sort()).toEqual([...labels].sort());
    const outbox = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from mail_outbox where subject like ${`${req_code}%`} and sent_at is not null`,
    );
    expect(outbox[0]?.n).toBe(FLOW.length + 1);
    // Three restarts of an on-disk embedded database: seconds each on a loaded machine.
  }, 120_000);

  it('sends no mail for a status the admin switched off, and still mails the others', async () => {
    const admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    const details = await companyForm(t, admin);
    const saved = await t.post(
      '/admin/saveCompanySettings',
      { ...details, muted_statuses: ['received', 'pending'] },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const { req_code } = await createRequest(t, customer);
    await walk(t, admin, req_code, 1, ['received', 'estimated']);
    const subjects = await statusMails(c.email, req_code, 1);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toContain('Charges quoted');
    await t.post('/admin/saveCompanySettings', { ...details, muted_statuses: [] }, admin);
  });

  it('keeps a mail the SMTP server refused and tries it again later', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    const { req_code } = await createRequest(t, customer);
    await t.restart({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    expect(admin).not.toBe(staff);
    await walk(t, staff, req_code, 1, ['received']);
    let failed: { attempts: number; last_error: string | null; sent_at: Date | null }[] = [];
    for (let i = 0; i < 100; i++) {
      failed = await rows(
        t.db,
        sql`select attempts, last_error, sent_at from mail_outbox where subject like ${`${req_code}: Received%`}`,
      );
      if (failed[0]?.last_error) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(failed[0]).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed[0]?.last_error).toBeTruthy();
    // The SMTP server is back: the retry goes out (made due now rather than waiting its 10 s).
    await t.restart();
    await rows(t.db, sql`update mail_outbox set next_attempt_at = now() where sent_at is null`);
    const subjects = await statusMails(c.email, req_code, 2);
    expect(subjects.filter((s) => s.includes('Received'))).toHaveLength(1);
    // Two restarts of an on-disk embedded database.
  }, 90_000);

  it('confirms a raised request to the customer and tells the service desk, once each', async () => {
    const admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    const details = await companyForm(t, admin);
    const desk = 'desk@service.example';
    await t.post('/admin/saveCompanySettings', { ...details, email: desk, muted_statuses: [] }, admin);
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const { req_code, body } = await createRequest(t, customer);

    expect(await statusMails(c.email, req_code, 1)).toEqual([`${req_code}: Request raised - 1 item`]);
    const [deskSubject, ...more] = await statusMails(desk, req_code, 1);
    expect(more).toEqual([]);
    expect(deskSubject).toMatch(new RegExp(`^${req_code}: New request from .+ - 1 item$`));
    const bodies = await rows<{ to_address: string; body: string }>(
      t.db,
      sql`select to_address, body from mail_outbox where dedupe_key like ${`request-raised:${req_code}:%`}`,
    );
    const mine = bodies.find((b) => b.to_address === c.email)?.body ?? '';
    expect(mine).toContain(`Please send them by Professional Couriers with docket number ${body.docket_number} to:`);
    expect(mine).toContain(LETTERHEAD.address);
    expect(mine).toContain(`Inspiron 15-3520 (serial number ${body.items[0]?.serial_number})`);
    expect(bodies.find((b) => b.to_address === desk)?.body).toContain(`docket number ${body.docket_number}`);

    // A request that is refused queues no mail: the mails belong to the create's transaction.
    const [before] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from mail_outbox`);
    const refused = await t.post(
      '/requestrepair/addrequestrepair',
      requestBody({}, [
        { item_id: 1, brand_id: 1, model_number: 'M1', serial_number: 'S1', problem: 'x', image_ids: [randomUUID()] },
      ]),
      customer,
    );
    expect(refused.body).toMatchObject({ status: 400 });
    const [after] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from mail_outbox`);
    expect(after?.n).toBe(before?.n);
    await t.post('/admin/saveCompanySettings', { ...details, muted_statuses: [] }, admin);
  });
});
