import { AppMsg, Msg, PeopleMsg, type TProfile, WELCOME_LINK_DAYS } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp, signupForm } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';
import { companyForm, LETTERHEAD } from '../helpers/company';
import { rows } from '../helpers/query';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

type Reply = { status: number; message: string; username?: string; issues?: { path: string; message: string }[] };
const setPassword = (key: string, password = 'Fresh@123') =>
  t.post<Reply>('/login/setPassword', { key, password: digest(password) });

describe('a customer created by staff', () => {
  it('is welcomed in their language with a link to set a password, valid for days and once', async () => {
    const form = signupForm();
    const created = await t.post<Reply>('/admin/saveCustomer', { ...form, language: 'ta' }, admin);
    expect(created.body.message).toBe(PeopleMsg.customerCreated);
    const mail = await t.smtp.welcomeKeyFor(form.email);
    // Tamil, names the user name and how long the link lasts; not a "password reset requested" mail.
    expect(mail.subject).toBe('உங்கள் சேவை பயன்பாடு கணக்கு: கடவுச்சொல்லை அமைக்கவும்');
    expect(mail.text).toContain(form.username);
    expect(mail.text).toContain(`${WELCOME_LINK_DAYS} நாட்கள்`);
    expect(mail.text).not.toMatch(/reset|மீட்பு/i);
    const [otp] = await rows<{ days: number }>(
      t.database.db,
      sql`select extract(epoch from expires_at - created_at) / 86400 as days from otp_codes where purpose = 'welcome' order by created_at desc limit 1`,
    );
    expect(Number(otp?.days)).toBeCloseTo(WELCOME_LINK_DAYS, 1);

    expect((await login(t, form.username, 'Fresh@123').catch(() => null))?.accessToken).toBeUndefined();
    // The page asks first whether its link works: it does, and asking uses nothing up.
    const check = () => t.post<Reply>('/login/checkWelcomeLink', { key: mail.key });
    expect((await check()).body).toEqual({ status: 200, message: 'OK', username: form.username });
    expect((await check()).statusCode).toBe(200);
    const set = await setPassword(mail.key);
    expect(set.body).toEqual({ status: 200, message: AppMsg.passwordSet, username: form.username });
    expect((await login(t, form.username, 'Fresh@123')).role).toBe('customer');
    // Once only: the same link again changes nothing.
    const again = await setPassword(mail.key, 'Other@1234');
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe(AppMsg.welcomeLinkExpired);
    expect((await login(t, form.username, 'Fresh@123')).role).toBe('customer');
    // A used link says so as its page opens, before any password is typed.
    const used = await check();
    expect(used.statusCode).toBe(400);
    expect(used.body.message).toBe(AppMsg.welcomeLinkExpired);
  });

  it('gets an English welcome when English is their language', async () => {
    const form = signupForm();
    await t.post<Reply>('/admin/saveCustomer', { ...form, language: 'en' }, admin);
    const mail = await t.smtp.welcomeKeyFor(form.email);
    expect(mail.subject).toBe('Your Service Application account: set your password');
    expect(mail.text).toContain(`valid for ${WELCOME_LINK_DAYS} days`);
  });

  it('is welcomed at the service company by its name once the settings have one, in either language', async () => {
    const welcome = async (language: 'en' | 'ta') => {
      const form = signupForm();
      await t.post<Reply>('/admin/saveCustomer', { ...form, language }, admin);
      return (await t.smtp.welcomeKeyFor(form.email)).text;
    };
    expect(await welcome('en')).toContain('An account has been made for you at the service centre, with the user name');
    const saved = await t.post('/admin/saveCompanySettings', await companyForm(t, admin), admin);
    expect(saved.statusCode).toBe(200);
    expect(await welcome('en')).toContain(`An account has been made for you at ${LETTERHEAD.name}, with the user name`);
    expect(await welcome('ta')).toContain(`${LETTERHEAD.name}-இல் உங்களுக்கு`);
  });

  it('refuses a link that expired, was tampered with or belongs to no account, setting nothing', async () => {
    const form = signupForm();
    await t.post<Reply>('/admin/saveCustomer', form, admin);
    const { key } = await t.smtp.welcomeKeyFor(form.email);
    const [userId, secret] = key.split('.') as [string, string];
    const other = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${userId}.${other}`,
      `00000000-0000-4000-8000-000000000000.${secret}`,
      'not-a-key',
      `${userId}.${secret}x`,
    ]) {
      const res = await setPassword(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.body), bad).toContain(AppMsg.welcomeLinkExpired);
      const checked = await t.post<Reply>('/login/checkWelcomeLink', { key: bad });
      expect(checked.statusCode, bad).toBe(400);
      expect(JSON.stringify(checked.body), bad).toContain(AppMsg.welcomeLinkExpired);
    }
    await t.database.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 minute' where purpose = 'welcome' and target = ${userId}`,
    );
    expect((await setPassword(key)).body.message).toBe(AppMsg.welcomeLinkExpired);
    const signIn = await t.post('/login/authenticate', { username: form.username, password: digest('Fresh@123') });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('a customer’s own details', () => {
  it('can be changed by the customer: contact person, address, city, pincode and mobile', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const aToken = (await login(t, a.username, a.password)).accessToken;
    const bToken = (await login(t, b.username, b.password)).accessToken;
    const bBefore = (await t.post<{ profile: TProfile }>('/profile/getProfile', {}, bToken)).body.profile;
    const change = {
      contactperson: 'Kavitha Raman',
      address: '7 North Veli Street',
      city: 'Madurai',
      pincode: '625001',
      mobile: '094430 12345',
    };
    const saved = await t.post<Reply & { profile: TProfile }>('/profile/updateProfile', change, aToken);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(PeopleMsg.profileSaved);
    expect(saved.body.profile.company).toMatchObject({ ...change, mobile: '+919443012345', gstin: a.gstin });
    const read = (await t.post<{ profile: TProfile }>('/profile/getProfile', {}, aToken)).body.profile;
    expect(read.company).toMatchObject({ ...change, mobile: '+919443012345', companyname: a.companyname });
    // Another customer's details are untouched.
    expect((await t.post<{ profile: TProfile }>('/profile/getProfile', {}, bToken)).body.profile).toEqual(bBefore);
    // The change is in the audit log, with what it was.
    const [audit] = await rows<{ before: { mobile: string }; after: { mobile: string } }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'profile' and entity_id = ${read.customercode}`,
    );
    expect(audit?.before.mobile).toBe('+919876543210');
    expect(audit?.after.mobile).toBe('+919443012345');
  });

  it('refuses bad input with the sign-up form’s messages and stores nothing', async () => {
    const c = await signUp(t);
    const token = (await login(t, c.username, c.password)).accessToken;
    const before = (await t.post<{ profile: TProfile }>('/profile/getProfile', {}, token)).body.profile;
    const good = { contactperson: 'A', address: 'B', city: 'C', pincode: '600001', mobile: '9876543210' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobile: '12345' }, 'mobile', Msg.enterValidMobile],
      [{ mobile: '' }, 'mobile', Msg.enterMobile],
      [{ address: '  ' }, 'address', Msg.enterAddress],
      [{ contactperson: '' }, 'contactperson', Msg.enterContactPerson],
      [{ pincode: '012345' }, 'pincode', Msg.enterValidPincode],
      [{ city: '' }, 'city', Msg.enterCity],
      [{ address: 'x'.repeat(301) }, 'address', ''],
    ];
    for (const [bad, path, message] of cases) {
      const res = await t.post<Reply>('/profile/updateProfile', { ...good, ...bad }, token);
      expect(res.statusCode, path).toBe(400);
      const issue = res.body.issues?.find((i) => i.path === path);
      expect(issue, path).toBeDefined();
      if (message) expect(issue?.message).toBe(message);
    }
    // The company's identity is not the customer's to change here.
    for (const extra of [{ gstin: before.company?.gstin }, { companyname: 'New name' }, { email: 'x@example.com' }]) {
      expect((await t.post('/profile/updateProfile', { ...good, ...extra }, token)).statusCode).toBe(400);
    }
    expect((await t.post<{ profile: TProfile }>('/profile/getProfile', {}, token)).body.profile).toEqual(before);
  });

  it('is a customer’s only: staff have no customer details here, and nobody unsigned', async () => {
    const body = { contactperson: 'A', address: 'B', city: 'C', pincode: '600001', mobile: '9876543210' };
    expect((await t.post('/profile/updateProfile', body, admin)).statusCode).toBe(404);
    expect((await t.post('/profile/updateProfile', body)).statusCode).toBe(401);
  });
});
