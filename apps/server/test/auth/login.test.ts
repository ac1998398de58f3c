import { AppMsg, Code, ServerMsg, ZUserDetails } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';

let t: TestContext;
beforeAll(async () => {
  // At debug, so that the log has a line for every call and the test below can search them (decision 096).
  t = await startTestApp({ LOG_LEVEL: 'debug' });
});
afterAll(() => t.close());

describe('POST /api/login/authenticate', () => {
  it('answers the session record with exactly its seven fields', async () => {
    const res = await t.post<{ status: number; userDetails: Record<string, unknown> }>('/login/authenticate', {
      username: ADMIN.username,
      password: digest(ADMIN.password),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(Code.ok);
    expect(Object.keys(res.body.userDetails).sort()).toEqual(
      ['accessToken', 'customercode', 'customername', 'lastLogin', 'refreshToken', 'role', 'username'].sort(),
    );
    expect(ZUserDetails.parse(res.body.userDetails).role).toBe('admin');
  });

  it('gives lastLogin as the time of the previous successful sign-in', async () => {
    const c = await signUp(t);
    const first = await login(t, c.username, c.password);
    expect(first.lastLogin).toBeNull();
    const second = await login(t, c.username, c.password);
    expect(second.lastLogin).not.toBeNull();
    expect(Date.now() - Date.parse(second.lastLogin as string)).toBeLessThan(60_000);
    expect(second.customername).toBe(c.companyname);
    expect(second.role).toBe('customer');
  });

  it('accepts the user name in any case and the email as the login', async () => {
    const c = await signUp(t);
    await expect(login(t, c.username.toUpperCase(), c.password)).resolves.toBeTruthy();
    await expect(login(t, c.email, c.password)).resolves.toBeTruthy();
  });

  it('answers a wrong password and an unknown user alike with 402', async () => {
    const wrong = await t.post('/login/authenticate', { username: ADMIN.username, password: digest('nope') });
    const unknown = await t.post('/login/authenticate', { username: 'nobody123', password: digest('nope') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual({ status: Code.invalidUser, message: AppMsg.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses wrong types without coercing them', async () => {
    const cases = [
      { username: 12345, password: digest('x') },
      { username: ['admin'], password: digest('x') },
      { username: 'admin', password: 12 },
      { username: 'admin', password: null },
      { username: 'admin' },
      {},
      { username: 'admin', password: digest(ADMIN.password), extra: 1 },
      { username: 'a'.repeat(255), password: digest('x') },
      { username: 'admin', password: 'not-a-digest' },
    ];
    for (const body of cases) {
      const res = await t.post<{ status: number; message: string }>('/login/authenticate', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(Code.badRequest);
      expect(res.body.message).toBe('Bad Request');
    }
  });

  it('refuses a body that is not JSON and one that is too large', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login/authenticate',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    const huge = await t.post('/login/authenticate', { username: 'x'.repeat(70_000), password: digest('x') });
    expect(huge.statusCode).toBe(413);
    // The body's status says the same as HTTP (issue 25: it said 400).
    expect(huge.body).toEqual({ status: 413, message: ServerMsg.tooLarge });
  });

  it('locks an account after five wrong passwords, and an unknown name the same way', async () => {
    const c = await signUp(t);
    for (const name of [c.username, 'ghostuser99']) {
      const replies = [];
      for (let i = 0; i < 6; i++) {
        replies.push(await t.post('/login/authenticate', { username: name, password: digest(`wrong${i}`) }));
      }
      expect(replies.slice(0, 4).map((r) => r.body.status)).toEqual([402, 402, 402, 402]);
      expect(replies[4]?.body).toEqual({ status: Code.tooMany, message: AppMsg.accountLocked });
      expect(replies[5]?.statusCode).toBe(429);
    }
    const right = await t.post('/login/authenticate', { username: c.username, password: digest(c.password) });
    expect(right.body).toEqual({ status: Code.tooMany, message: AppMsg.accountLocked });
  });

  it('never writes a password digest or a token to the log', async () => {
    const c = await signUp(t);
    const details = await login(t, c.username, c.password);
    await t.post('/login/refreshToken', { refreshToken: details.refreshToken });
    await t.post('/profile/getProfile', {}, details.accessToken);
    const all = t.logs.join('\n');
    expect(all).toContain('/api/login/authenticate');
    expect(all).not.toContain(digest(c.password));
    expect(all).not.toContain(details.accessToken);
    expect(all).not.toContain(details.refreshToken);
  });
});

describe('rate limits per address', () => {
  it('answers 429 past the limit of calls that need no login', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/login/forgotPassword',
          payload: { identifier: `someone${i}` },
          remoteAddress: '10.1.1.1',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/login/forgotPassword',
        payload: { identifier: 'x' },
        remoteAddress: '10.1.1.2',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
