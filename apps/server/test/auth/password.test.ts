import { AppMsg, Code, Msg } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { digest, startTestApp, type TestContext } from '../helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/login/OldPasswordCheck', () => {
  it('answers statusFlag 0 for the right password and 1 for a wrong one', async () => {
    const c = await signUp(t);
    const s = await login(t, c.username, c.password);
    const ok = await t.post(
      '/login/OldPasswordCheck',
      { customercode: s.customercode, oldpassword: digest(c.password) },
      s.accessToken,
    );
    expect(ok.body.statusFlag).toBe(0);
    const bad = await t.post(
      '/login/OldPasswordCheck',
      { customercode: s.customercode, oldpassword: digest('nope') },
      s.accessToken,
    );
    expect(bad.body).toEqual({ statusFlag: 1, message: Msg.oldPasswordIncorrect });
  });

  it('needs a token, and treats another customer code as not found', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const sa = await login(t, a.username, a.password);
    const sb = await login(t, b.username, b.password);
    const noToken = await t.post('/login/OldPasswordCheck', {
      customercode: sa.customercode,
      oldpassword: digest(a.password),
    });
    expect(noToken.body.status).toBe(Code.unauthorized);
    const other = await t.post(
      '/login/OldPasswordCheck',
      { customercode: sb.customercode, oldpassword: digest(b.password) },
      sa.accessToken,
    );
    expect(other.statusCode).toBe(404);
  });

  it('locks like sign-in after five wrong passwords', async () => {
    const c = await signUp(t);
    const s = await login(t, c.username, c.password);
    for (let i = 0; i < 4; i++) {
      await t.post(
        '/login/OldPasswordCheck',
        { customercode: s.customercode, oldpassword: digest(`x${i}`) },
        s.accessToken,
      );
    }
    const fifth = await t.post(
      '/login/OldPasswordCheck',
      { customercode: s.customercode, oldpassword: digest('x5') },
      s.accessToken,
    );
    expect(fifth.body).toEqual({ status: Code.tooMany, message: AppMsg.accountLocked });
    const right = await t.post(
      '/login/OldPasswordCheck',
      { customercode: s.customercode, oldpassword: digest(c.password) },
      s.accessToken,
    );
    expect(right.statusCode).toBe(429);
  });
});

describe('POST /api/login/ChangePassword', () => {
  it('re-checks the old password on the server', async () => {
    const c = await signUp(t);
    const s = await login(t, c.username, c.password);
    const res = await t.post(
      '/login/ChangePassword',
      { customercode: s.customercode, oldpassword: digest('wrong'), password: digest('New@12345') },
      s.accessToken,
    );
    expect(res.body).toEqual({ status: false, message: Msg.oldPasswordIncorrect });
    await expect(login(t, c.username, c.password)).resolves.toBeTruthy();
  });

  it('answers status true, switches the password and ends the other sessions', async () => {
    const c = await signUp(t);
    const current = await login(t, c.username, c.password);
    const other = await login(t, c.username, c.password);
    const res = await t.post(
      '/login/ChangePassword',
      { customercode: current.customercode, oldpassword: digest(c.password), password: digest('New@12345') },
      current.accessToken,
    );
    expect(res.body).toEqual({ status: true, message: Msg.passwordChanged });
    expect((await t.post('/profile/getProfile', {}, other.accessToken)).body.status).toBe(Code.unauthorized);
    expect((await t.post('/login/refreshToken', { refreshToken: other.refreshToken })).body.status).toBe(
      Code.expiredToken,
    );
    expect((await t.post('/profile/getProfile', {}, current.accessToken)).statusCode).toBe(200);
    await expect(login(t, c.username, c.password)).rejects.toThrow();
    await expect(login(t, c.username, 'New@12345')).resolves.toBeTruthy();
  });

  it('refuses a password that is not a digest', async () => {
    const c = await signUp(t);
    const s = await login(t, c.username, c.password);
    const res = await t.post(
      '/login/ChangePassword',
      { customercode: s.customercode, oldpassword: digest(c.password), password: 'plain' },
      s.accessToken,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('answers the account with its company details', async () => {
    const c = await signUp(t);
    const s = await login(t, c.username, c.password);
    const res = await t.post<{ profile: { company: { gstin: string }; username: string } }>(
      '/profile/getProfile',
      {},
      s.accessToken,
    );
    expect(res.body.profile.username).toBe(c.username);
    expect(res.body.profile.company.gstin).toBe(c.gstin);
  });
});
