import { AppMsg, Code, Msg } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, signUp, signupForm } from '../helpers/accounts';
import { digest, startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const countCustomers = async () => {
  const [row] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from customers`);
  return row?.n;
};

async function requestCode(form: ReturnType<typeof signupForm>) {
  const before = t.smtp.countFor(form.email);
  const res = await t.post('/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin });
  expect(res.body).toEqual({ status: Code.ok, message: AppMsg.otpSent });
  return t.smtp.codeFor(form.email, before);
}

describe('sign-up with OTP', () => {
  it('mails a code over SMTP and creates the account only with it', async () => {
    const form = signupForm();
    const code = await requestCode(form);
    const res = await t.post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: code });
    expect(res.body).toEqual({ status: Code.ok, message: AppMsg.accountCreated });
    const details = await login(t, form.username, 'Secret@123');
    expect(details.customercode).toMatch(/^C\d{6}$/);
  });

  it('refuses a wrong code, then refuses that address after five tries; the code stays good elsewhere', async () => {
    const form = signupForm();
    const code = await requestCode(form);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await countCustomers();
    for (let i = 1; i <= 4; i++) {
      const res = await t.post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: wrong });
      expect(res.body).toEqual({ status: Code.badRequest, message: AppMsg.otpInvalid });
    }
    const fifth = await t.post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: wrong });
    expect(fifth.body.message).toBe(AppMsg.otpTooManyTries);
    const right = await t.post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: code });
    expect(right.body.message).toBe(AppMsg.otpTooManyTries);
    expect(await countCustomers()).toBe(before);
    // Whoever guessed from that address did not void the code for its owner elsewhere (issue 25).
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/login/insertCustomer',
      payload: { ...form, password: digest('Secret@123'), otp: code },
      remoteAddress: '127.0.0.9',
    });
    expect(owner.json()).toMatchObject({ status: Code.ok });
    expect(await countCustomers()).toBe((before ?? 0) + 1);
  });

  it('uses a code once only', async () => {
    const form = signupForm();
    const code = await requestCode(form);
    await t.post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: code });
    const again = await t.post('/login/insertCustomer', {
      ...form,
      username: `${form.username}x`,
      gstin: makeGstin(),
      password: digest('Secret@123'),
      otp: code,
    });
    expect(again.body.status).not.toBe(Code.ok);
  });

  it('refuses an expired code', async () => {
    const form = signupForm();
    const code = await requestCode(form);
    await t.database.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 second' where target = ${form.email.toLowerCase()}`,
    );
    const res = await t.post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: code });
    expect(res.body).toEqual({ status: Code.badRequest, message: AppMsg.otpExpired });
  });

  it('a new code does not void the earlier one while it is unexpired (issue 25)', async () => {
    const form = signupForm();
    const first = await requestCode(form);
    await requestCode(form);
    const old = await t.post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: first });
    expect(old.body.status).toBe(Code.ok);
  });

  it('answers 202 for a user name in use and 201 for an existing customer', async () => {
    const existing = await signUp(t);
    const sameName = signupForm({ username: existing.username.toUpperCase() });
    const r1 = await t.post('/login/GetOTP', {
      email: sameName.email,
      username: sameName.username,
      gstin: sameName.gstin,
    });
    expect(r1.statusCode).toBe(409);
    expect(r1.body).toEqual({ status: Code.inUse, message: AppMsg.userNameInUse });
    const sameEmail = signupForm({ email: existing.email });
    const r2 = await t.post('/login/GetOTP', {
      email: sameEmail.email,
      username: sameEmail.username,
      gstin: sameEmail.gstin,
    });
    expect(r2.body).toEqual({ status: Code.exists, message: AppMsg.customerExists });
    const sameGstin = signupForm({ gstin: existing.gstin });
    const r3 = await t.post('/login/GetOTP', {
      email: sameGstin.email,
      username: sameGstin.username,
      gstin: sameGstin.gstin,
    });
    expect(r3.body.status).toBe(Code.exists);
  });

  it('validates every field of the form with the specification messages, storing nothing', async () => {
    const before = await countCustomers();
    const cases: [Record<string, string>, string, string][] = [
      [{ companyname: '' }, 'companyname', Msg.enterCompanyName],
      [{ gstin: '33ABCDE1234F1Z0' }, 'gstin', Msg.enterValidGstin],
      [{ mobile: '' }, 'mobile', Msg.enterMobile],
      [{ mobile: '12345' }, 'mobile', Msg.enterValidMobile],
      [{ city: '' }, 'city', Msg.enterCity],
      [{ address: '' }, 'address', Msg.enterAddress],
      [{ contactperson: '' }, 'contactperson', Msg.enterContactPerson],
      [{ email: '' }, 'email', Msg.enterEmail],
      [{ email: 'not-an-email' }, 'email', Msg.enterValidEmail],
      [{ pincode: '' }, 'pincode', Msg.enterPincode],
      [{ pincode: '012345' }, 'pincode', Msg.enterValidPincode],
      [{ state: '' }, 'state', Msg.selectState],
      [{ state: '27' }, 'gstin', AppMsg.gstinStateMismatch],
      [{ username: 'has space' }, 'username', AppMsg.userNameLettersDigits],
    ];
    for (const [override, path, message] of cases) {
      const res = await t.post<{ issues: { path: string; message: string }[] }>('/login/insertCustomer', {
        ...signupForm(override),
        password: digest('Secret@123'),
        otp: '123456',
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.body.issues, path).toContainEqual({ path, message });
    }
    expect(await countCustomers()).toBe(before);
  });
});

describe('a customer without a GSTIN (issue 39, decision 091)', () => {
  const gstinOf = async (email: string) =>
    (await rows<{ gstin: string }>(t.database.db, sql`select gstin from customers where email = ${email}`))[0]?.gstin;

  it('an individual signs up with name, mobile, email, address, city, state and pincode and an empty GSTIN', async () => {
    const form = signupForm({ gstin: '', companyname: 'Priya Raman', contactperson: 'Priya Raman' });
    const before = t.smtp.countFor(form.email);
    const otp = await t.post('/login/GetOTP', { email: form.email, username: form.username, gstin: '' });
    expect(otp.body).toEqual({ status: Code.ok, message: AppMsg.otpSent });
    const code = await t.smtp.codeFor(form.email, before);
    const res = await t.post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: code });
    expect(res.body).toEqual({ status: Code.ok, message: AppMsg.accountCreated });
    expect(await gstinOf(form.email)).toBe('');
    const details = await login(t, form.username, 'Secret@123');
    expect(details.customername).toBe('Priya Raman');
    const profile = await t.post<{ profile: { company: { gstin: string; companyname: string } } }>(
      '/profile/getProfile',
      {},
      details.accessToken,
    );
    expect(profile.body.profile.company).toMatchObject({ gstin: '', companyname: 'Priya Raman' });
  });

  it('two people without a GSTIN both sign up; neither collides with the other', async () => {
    const first = await signUp(t, 'Secret@123', { gstin: '' });
    // A GSTIN of blanks is no GSTIN either.
    const second = await signUp(t, 'Secret@123', { gstin: '   ' });
    expect(await gstinOf(first.email)).toBe('');
    expect(await gstinOf(second.email)).toBe('');
    await login(t, second.username, 'Secret@123');
  });

  it('the same email is still refused, with or without a GSTIN, and nothing is stored', async () => {
    const existing = await signUp(t, 'Secret@123', { gstin: '' });
    const before = await countCustomers();
    const again = signupForm({ gstin: '', email: existing.email.toUpperCase() });
    const r1 = await t.post('/login/GetOTP', { email: again.email, username: again.username, gstin: '' });
    expect(r1.statusCode).toBe(409);
    expect(r1.body).toEqual({ status: Code.exists, message: AppMsg.customerExists });
    expect(await countCustomers()).toBe(before);
  });

  it('a GSTIN typed is checked as before: a wrong one and one of another state are refused, storing nothing', async () => {
    const before = await countCustomers();
    for (const [gstin, message] of [
      ['33ABCDE1234F1Z0', Msg.enterValidGstin],
      ['ABC', Msg.enterValidGstin],
      [makeGstin('29'), AppMsg.gstinStateMismatch],
    ] as const) {
      const form = signupForm({ gstin });
      const otp = await t.post<{ issues: { path: string; message: string }[] }>('/login/GetOTP', {
        email: form.email,
        username: form.username,
        gstin,
      });
      if (message === Msg.enterValidGstin) {
        expect(otp.statusCode, gstin).toBe(400);
        expect(otp.body.issues, gstin).toContainEqual({ path: 'gstin', message });
      }
      const res = await t.post<{ issues: { path: string; message: string }[] }>('/login/insertCustomer', {
        ...form,
        password: digest('Secret@123'),
        otp: '123456',
      });
      expect(res.statusCode, gstin).toBe(400);
      expect(res.body.issues, gstin).toContainEqual({ path: 'gstin', message });
    }
    expect(await countCustomers()).toBe(before);
  });

  it('a registered customer signs up as before, and its GSTIN stays its own', async () => {
    const registered = await signUp(t);
    expect(await gstinOf(registered.email)).toBe(registered.gstin);
    const same = signupForm({ gstin: registered.gstin.toLowerCase() });
    const res = await t.post('/login/GetOTP', { email: same.email, username: same.username, gstin: same.gstin });
    expect(res.body).toEqual({ status: Code.exists, message: AppMsg.customerExists });
  });
});
