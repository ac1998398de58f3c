import fs from 'node:fs';
import path from 'node:path';
import {
  AppMsg,
  ColleagueMsg,
  fillText,
  MobileMsg,
  type TCustomerListReply,
  type TProfile,
  type TThreadReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tellMobilesTaken } from '../../src/features/profile';
import { serverRoot } from '../../src/lib/server-root';
import { login, setPasswordFromWelcome, signUp, signupForm } from '../helpers/accounts';
import { ADMIN, startTestApp } from '../helpers/app';
import { walk } from '../helpers/items';
import { messagingSettings, saveMessaging, startWithPhones, verifyMobile } from '../helpers/phones';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';
import { startTwin } from '../helpers/twin';
import { until, webhooksSettled } from '../helpers/wait';

/**
 * Issue 40, item 5 (decision 089): a mobile number is the customer's for WhatsApp and SMS once its account's
 * admin typed a code sent to it; a verified number is one account's at a time (the newest verification takes
 * it, the account that had it is told), messages from it reach only that account, and a number set or changed
 * by anyone is not verified until its customer verifies it. Numbers held before: the first holder keeps its
 * own, the rest are told to verify.
 */
let env: Awaited<ReturnType<typeof startWithPhones>>;
let admin: string;
const t = () => env.t;
let phoneSeq = 0;
const uniqueMobile = () => `6${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phoneSeq).padStart(3, '0')}`;

async function customer(mobile = uniqueMobile()) {
  const c = await signUp(t(), 'Secret@123', { mobile });
  const session = await login(t(), c.username, c.password);
  return { ...c, token: session.accessToken, code: session.customercode, mobile, digits: `91${mobile}` };
}
const profileOf = async (token: string) =>
  (await t().post<{ profile: TProfile }>('/profile/getProfile', {}, token)).body.profile;
const verifiedAt = async (token: string) => (await profileOf(token)).company?.mobile_verified_at ?? null;
const smsTo = (digits: string) => env.sms.received.filter((s) => s.to === digits);
const sendCode = (token: string) =>
  t().post<{ status: number; message: string; channel: string }>('/profile/sendMobileCode', {}, token);
const verify = (token: string, otp: string) =>
  t().post<{ status: number; message: string; profile: TProfile }>('/profile/verifyMobile', { otp }, token);
/** The code SMS to a number after `since` messages had reached the provider. */
const codeSms = (digits: string, since: number) =>
  until('the code SMS', () => env.sms.received.slice(since).find((s) => s.to === digits && s.templateId === 'tplcode'));
const updateProfile = (token: string, mobile: string) =>
  t().post(
    '/profile/updateProfile',
    { contactperson: 'Priya', address: '12 Anna Salai', city: 'Chennai', pincode: '600002', mobile },
    token,
  );
const inboxOf = (digits: string) =>
  rows<{ outcome: string; reason: string | null; customer_id: string | null }>(
    t().db,
    sql`select outcome, reason, customer_id from whatsapp_inbox where from_phone = ${`+${digits}`} order by id`,
  );
const customerIdOf = async (code: string) =>
  (await rows<{ id: string }>(t().db, sql`select id from customers where code = ${code}`))[0]?.id;

beforeAll(async () => {
  env = await startWithPhones();
  admin = (await login(t(), ADMIN.username, ADMIN.password)).accessToken;
  await saveMessaging(t(), admin, messagingSettings());
});

describe('what the profile offers', () => {
  it('says the mobile can be verified and WhatsApp updates can go once SMS and WhatsApp are on', async () => {
    const c = await customer();
    expect((await profileOf(c.token)).company).toMatchObject({ mobile_verifiable: true, whatsapp_available: true });
  });
});
afterAll(() => env?.close());

describe('the numbers held before (migration 0034)', () => {
  it('keeps a number with the account that had it first and tells the others, once, to verify theirs', async () => {
    const first = await customer();
    const later = await customer();
    const alone = await customer();
    // As before the migration: the later account changed its number to the first one's, nothing verified.
    await t().db.execute(sql`update customers set mobile = ${`+91${first.mobile}`} where code = ${later.code}`);
    await t().db.execute(sql`insert into audit_log (actor_id, entity, entity_id, action, before, after)
      select u.id, 'customer', ${later.code}, 'profile', ${JSON.stringify({ mobile: `+91${later.mobile}` })}::jsonb,
        ${JSON.stringify({ mobile: `+91${first.mobile}` })}::jsonb from users u where u.code = ${later.code}`);
    await t().db.execute(sql`update customers set mobile_verified_at = null`);
    // The migration's own statement, as the file holds it.
    const file = fs.readFileSync(
      path.join(serverRoot(), 'drizzle', '0034_rate_windows_and_verified_mobiles.sql'),
      'utf8',
    );
    const update = file
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .find((s) => s.startsWith('UPDATE "customers"'));
    expect(update).toBeDefined();
    await t().db.execute(sql.raw(update as string));
    expect(await verifiedAt(first.token)).not.toBeNull();
    expect(await verifiedAt(alone.token)).not.toBeNull();
    expect(await verifiedAt(later.token)).toBeNull();

    // The next start mails the account set aside, once however often the server starts.
    await tellMobilesTaken(t().db, t().settings);
    await tellMobilesTaken(t().db, t().settings);
    const told = await rows<{ to_address: string; subject: string; body: string }>(
      t().db,
      sql`select to_address, subject, body from mail_outbox where dedupe_key like 'mobile-taken:%'`,
    );
    expect(told.map((m) => m.to_address)).toEqual([later.email]);
    expect(told[0]?.subject).toBe('Please verify your mobile number');
    expect(told[0]?.body).toContain(`+91 ${first.mobile.slice(0, 5)} ${first.mobile.slice(5)}`);
    expect(told[0]?.body).toContain('https://service.example.in/profile');
  });
});

describe('a new number', () => {
  it('is not verified: no WhatsApp or SMS goes to it, and its WhatsApp messages reach nobody', async () => {
    const c = await customer();
    expect(await verifiedAt(c.token)).toBeNull();
    expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, c.token)).statusCode).toBe(200);
    const { req_code } = await createRequest(t(), c.token);
    await walk(t(), admin, req_code, 1, ['received']);
    // The mails went; nothing went to the phone.
    await until('the received mail', () =>
      t().smtp.mails.some((m) => m.to.includes(c.email) && /received/i.test(m.raw)),
    );
    expect(await rows(t().db, sql`select id from phone_outbox where to_phone = ${`+${c.digits}`}`)).toEqual([]);
    await env.whatsapp.incoming(c.digits, { text: 'Is it ready?' });
    await webhooksSettled(t());
    expect(await inboxOf(c.digits)).toEqual([
      { outcome: 'aside', reason: 'no account confirmed the number', customer_id: null },
    ]);
  });
});

describe('verifying the number', () => {
  it('sends a code by SMS to a customer without WhatsApp; a wrong code is refused, the right one verifies', async () => {
    const c = await customer();
    const since = env.sms.received.length;
    const sent = await sendCode(c.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatchObject({
      channel: 'sms',
      message: fillText(MobileMsg.mobileCodeSentSms, { mobile: `+91 ${c.mobile.slice(0, 5)} ${c.mobile.slice(5)}` }),
    });
    const sms = await codeSms(c.digits, since);
    const wrong = await verify(c.token, sms.variables.code === '000000' ? '000001' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe(AppMsg.otpInvalid);
    expect(await verifiedAt(c.token)).toBeNull();
    const right = await verify(c.token, sms.variables.code ?? '');
    expect(right.statusCode).toBe(200);
    expect(right.body.message).toBe(MobileMsg.mobileVerified);
    expect(right.body.profile.company?.mobile_verified_at).not.toBeNull();
    // Once: the same code again, and asking again, say it is verified already.
    expect((await verify(c.token, sms.variables.code ?? '')).body.message).toBe(MobileMsg.mobileVerifiedAlready);
    expect((await sendCode(c.token)).body.message).toBe(MobileMsg.mobileVerifiedAlready);
    // Now the status messages go to it.
    const { req_code } = await createRequest(t(), c.token);
    await walk(t(), admin, req_code, 1, ['received']);
    await until('the received SMS', () => smsTo(c.digits).some((s) => s.templateId === 'tplreceived'));
  });

  it('sends it on WhatsApp to a customer who took WhatsApp', async () => {
    const c = await customer();
    expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, c.token)).statusCode).toBe(200);
    const { channel } = await verifyMobile(env, c.token, c.digits);
    expect(channel).toBe('whatsapp');
    expect(await verifiedAt(c.token)).not.toBeNull();
  });

  it('is the account admin’s: a colleague can neither ask for the code nor verify', async () => {
    const owner = await customer();
    const email = `col.${owner.email}`;
    const invited = await t().post(
      '/account/inviteColleague',
      { name: 'Arun K', email, username: `col${owner.username}`.slice(0, 30), role: 'member' },
      owner.token,
    );
    expect(invited.statusCode, JSON.stringify(invited.body)).toBe(200);
    const username = await setPasswordFromWelcome(t(), email, 'Colleague@123');
    const colleague = (await login(t(), username, 'Colleague@123')).accessToken;
    for (const res of [await sendCode(colleague), await verify(colleague, '123456')]) {
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(ColleagueMsg.onlyAdminChangesCompany);
    }
    // Staff have no number of their own to verify.
    expect((await sendCode(admin)).statusCode).toBe(404);
  });

  it('ends with a change of number: the new one is not verified, and the old one’s code no longer works', async () => {
    const c = await customer();
    await verifyMobile(env, c.token, c.digits);
    // Saving the same number keeps it verified.
    expect((await updateProfile(c.token, c.mobile)).statusCode).toBe(200);
    expect(await verifiedAt(c.token)).not.toBeNull();
    const next = uniqueMobile();
    expect((await updateProfile(c.token, next)).statusCode).toBe(200);
    expect(await verifiedAt(c.token)).toBeNull();
    // A code sent to a number, then the number changed: the code was for the old one.
    const since = env.sms.received.length;
    await sendCode(c.token);
    const sms = await codeSms(`91${next}`, since);
    expect((await updateProfile(c.token, uniqueMobile())).statusCode).toBe(200);
    expect((await verify(c.token, sms.variables.code ?? '')).body.message).toBe(AppMsg.otpExpired);
    expect(await verifiedAt(c.token)).toBeNull();
  });

  it('by staff: a number the desk sets or changes is the customer’s to verify; one kept stays verified', async () => {
    const c = await customer();
    await verifyMobile(env, c.token, c.digits);
    const listed = async () =>
      (
        await t().post<TCustomerListReply>('/admin/getCustomerList', { search: c.code, limit: 10 }, admin)
      ).body.customer_list.find((r) => r.customercode === c.code);
    const row = await listed();
    expect(row?.mobile_verified).toBe(true);
    const save = (mobile: string) =>
      t().post(
        '/admin/saveCustomer',
        {
          customercode: c.code,
          companyname: row?.companyname,
          gstin: row?.gstin,
          mobile,
          city: row?.city,
          address: row?.address,
          contactperson: row?.contactperson,
          email: row?.email,
          pincode: row?.pincode,
          state: row?.state,
        },
        admin,
      );
    expect((await save(c.mobile)).statusCode).toBe(200);
    expect((await listed())?.mobile_verified).toBe(true);
    expect((await save(uniqueMobile())).statusCode).toBe(200);
    expect((await listed())?.mobile_verified).toBe(false);
    // A customer the desk creates: their number waits for them.
    const form = signupForm({ mobile: uniqueMobile() });
    expect((await t().post('/admin/saveCustomer', form, admin)).statusCode).toBe(200);
    const created = (
      await t().post<TCustomerListReply>('/admin/getCustomerList', { search: form.email, limit: 10 }, admin)
    ).body.customer_list[0];
    expect(created?.mobile_verified).toBe(false);
  });
});

describe('a number verified by one account at a time', () => {
  it('moves to the account that verifies it last; the other is told, and its messages stop', async () => {
    const first = await customer();
    await verifyMobile(env, first.token, first.digits);
    const second = await customer(first.mobile);
    expect(await verifiedAt(second.token)).toBeNull();
    // Messages from the number reach the account that verified it, the first.
    expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, first.token)).statusCode).toBe(200);
    expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, second.token)).statusCode).toBe(200);
    const a = (await createRequest(t(), first.token)).req_code;
    await env.whatsapp.incoming(first.digits, { text: 'To the first' });
    await webhooksSettled(t());
    expect((await inboxOf(first.digits)).at(-1)).toMatchObject({
      outcome: 'thread',
      customer_id: await customerIdOf(first.code),
    });

    await verifyMobile(env, second.token, second.digits);
    expect(await verifiedAt(second.token)).not.toBeNull();
    expect(await verifiedAt(first.token)).toBeNull();
    const told = await rows<{ to_address: string }>(
      t().db,
      sql`select to_address from mail_outbox where dedupe_key like ${`mobile-taken:${await customerIdOf(first.code)}:%`}`,
    );
    expect(told.map((m) => m.to_address)).toEqual([first.email]);
    // From now on the number's messages are the second account's, and the first's news goes by mail only.
    const b = (await createRequest(t(), second.token)).req_code;
    await env.whatsapp.incoming(first.digits, { text: 'To the second' });
    await webhooksSettled(t());
    expect((await inboxOf(first.digits)).at(-1)).toMatchObject({
      outcome: 'thread',
      customer_id: await customerIdOf(second.code),
    });
    const threadOf = async (code: string) =>
      (await t().post<TThreadReply>('/conversations/getThread', { req_code: code }, admin)).body.messages.map(
        (m) => m.body,
      );
    expect(await threadOf(a)).toEqual(['To the first']);
    expect(await threadOf(b)).toEqual(['To the second']);
    const before = await rows(
      t().db,
      sql`select id from phone_outbox where request_id in
      (select id from repair_requests where req_code = ${a})`,
    );
    await walk(t(), admin, a, 1, ['received']);
    await until('the received mail', () =>
      t().smtp.mails.some((m) => m.to.includes(first.email) && m.raw.includes(a) && /received/i.test(m.raw)),
    );
    const after = await rows(
      t().db,
      sql`select id from phone_outbox where request_id in
      (select id from repair_requests where req_code = ${a})`,
    );
    expect(after.length).toBe(before.length);
  });

  it('verified by several accounts at once, on two instances: exactly one holds it', async () => {
    const twin = await startTwin(t());
    try {
      const mobile = uniqueMobile();
      const accounts = [await customer(mobile), await customer(mobile), await customer(mobile), await customer(mobile)];
      const codes: string[] = [];
      for (const a of accounts) {
        const since = env.sms.received.length;
        expect((await sendCode(a.token)).statusCode).toBe(200);
        codes.push((await codeSms(a.digits, since)).variables.code ?? '');
      }
      const replies = await Promise.all(
        accounts.map((a, i) =>
          (i % 2 ? twin.app : t().app).inject({
            method: 'POST',
            url: '/api/profile/verifyMobile',
            payload: { otp: codes[i] },
            headers: { authorization: `Bearer ${a.token}` },
          }),
        ),
      );
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const holders = await rows<{ code: string }>(
        t().db,
        sql`select code from customers where mobile = ${`+91${mobile}`} and mobile_verified_at is not null`,
      );
      expect(holders).toHaveLength(1);
      // The others are each told once.
      const told = await rows<{ n: number }>(
        t().db,
        sql`select count(distinct dedupe_key)::int as n from mail_outbox where dedupe_key like ${`mobile-taken:%:+91${mobile}`}`,
      );
      expect(told[0]?.n).toBe(3);
    } finally {
      await twin.close();
    }
  });
});

describe('with no phone channel on', () => {
  it('sends no code (a mail would prove the mailbox, not the phone) and says why', async () => {
    const bare = await startTestApp();
    try {
      const c = await signUp(bare, 'Secret@123');
      const token = (await login(bare, c.username, c.password)).accessToken;
      const res = await bare.post<{ message: string }>('/profile/sendMobileCode', {}, token);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(MobileMsg.mobileNoChannel);
      expect(await rows(bare.db, sql`select id from otp_codes where purpose = 'mobile'`)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
