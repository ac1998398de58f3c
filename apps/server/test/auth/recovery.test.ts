import { AppMsg, Code } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { digest, startTestApp, type TestContext } from '../helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('forgot password', () => {
  it('answers the same for a known and an unknown account, and mails only the known one', async () => {
    const c = await signUp(t);
    const before = t.smtp.countFor(c.email);
    const known = await t.post('/login/forgotPassword', { identifier: c.username });
    const unknown = await t.post('/login/forgotPassword', { identifier: 'nobody-at-all' });
    expect(known.body).toEqual({ status: Code.ok, message: AppMsg.resetSent });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.statusCode).toBe(known.statusCode);
    await t.smtp.codeFor(c.email, before);
    expect(t.smtp.mails.some((m) => m.raw.includes('nobody-at-all'))).toBe(false);
  });

  it('sets a new password with the mailed code and ends every session', async () => {
    const c = await signUp(t);
    const s = await login(t, c.username, c.password);
    const before = t.smtp.countFor(c.email);
    await t.post('/login/forgotPassword', { identifier: c.email });
    const code = await t.smtp.codeFor(c.email, before);
    const res = await t.post('/login/resetPassword', { identifier: c.email, otp: code, password: digest('Fresh@123') });
    expect(res.body).toEqual({ status: Code.ok, message: AppMsg.passwordReset });
    expect((await t.post('/profile/getProfile', {}, s.accessToken)).body.status).toBe(Code.unauthorized);
    await expect(login(t, c.username, 'Fresh@123')).resolves.toBeTruthy();
    const again = await t.post('/login/resetPassword', {
      identifier: c.email,
      otp: code,
      password: digest('Other@123'),
    });
    expect(again.body.status).toBe(Code.badRequest);
  });

  it('refuses a wrong code and an unknown account with the same message', async () => {
    const c = await signUp(t);
    const before = t.smtp.countFor(c.email);
    await t.post('/login/forgotPassword', { identifier: c.username });
    const code = await t.smtp.codeFor(c.email, before);
    const wrong = await t.post('/login/resetPassword', {
      identifier: c.username,
      otp: code === '999999' ? '000000' : '999999',
      password: digest('Fresh@123'),
    });
    const unknown = await t.post('/login/resetPassword', {
      identifier: 'ghost',
      otp: '123456',
      password: digest('Fresh@123'),
    });
    expect(wrong.body).toEqual({ status: Code.badRequest, message: AppMsg.otpInvalid });
    expect(unknown.body).toEqual(wrong.body);
    await expect(login(t, c.username, c.password)).resolves.toBeTruthy();
  });
});
