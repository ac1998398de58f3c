import { AppMsg, Code } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { startTestApp, type TestContext } from '../helpers/app';

let t: TestContext;
let customer: { username: string; password: string };
beforeAll(async () => {
  t = await startTestApp();
  customer = await signUp(t);
});
afterAll(() => t.close());

type Refresh = { status: number; tokenReult?: { accessToken: string; refreshToken: string; status: number } };
const refresh = (token: string) => t.post<Refresh>('/login/refreshToken', { refreshToken: token });
const profile = (token: string) => t.post('/profile/getProfile', {}, token);

describe('access tokens', () => {
  it('open a protected call and are refused when missing, tampered or expired', async () => {
    const s = await login(t, customer.username, customer.password);
    expect((await profile(s.accessToken)).statusCode).toBe(200);
    const none = await t.post('/profile/getProfile', {});
    expect(none.body).toEqual({ status: Code.unauthorized, message: AppMsg.unauthorized });
    const [h, p, sig] = s.accessToken.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p as string, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect((await profile(`${h}.${tamperedPayload}.${sig}`)).body.status).toBe(Code.unauthorized);
    expect((await profile(`${h}.${p}.${(sig as string).slice(0, -2)}xx`)).body.status).toBe(Code.unauthorized);
    const none2 = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect((await profile(none2)).body.status).toBe(Code.unauthorized);

    const key = new TextEncoder().encode(await t.signingKey());
    const claims = JSON.parse(Buffer.from(p as string, 'base64url').toString());
    const expired = await new SignJWT({ sid: claims.sid, role: claims.role, cc: claims.cc })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect((await profile(expired)).body.status).toBe(Code.unauthorized);
  });
});

describe('POST /api/login/refreshToken', () => {
  it('rotates: answers a new pair under tokenReult that works', async () => {
    const s = await login(t, customer.username, customer.password);
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.body.tokenReult?.status).toBe(Code.ok);
    expect(res.body.tokenReult?.refreshToken).not.toBe(s.refreshToken);
    expect((await profile(res.body.tokenReult?.accessToken as string)).statusCode).toBe(200);
    expect((await refresh(res.body.tokenReult?.refreshToken as string)).statusCode).toBe(200);
  });

  it('keeps two tabs refreshing with the same token at once both working', async () => {
    const s = await login(t, customer.username, customer.password);
    const [a, b] = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect(a.body.status).toBe(Code.ok);
    expect(b.body.status).toBe(Code.ok);
    expect((await refresh(a.body.tokenReult?.refreshToken as string)).body.status).toBe(Code.ok);
    expect((await refresh(b.body.tokenReult?.refreshToken as string)).body.status).toBe(Code.ok);
  });

  it('revokes the whole family when an old token is reused later, answering 498', async () => {
    const s = await login(t, customer.username, customer.password);
    const next = (await refresh(s.refreshToken)).body.tokenReult!;
    await t.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`,
    );
    const reuse = await refresh(s.refreshToken);
    expect(reuse.body).toMatchObject({ status: Code.expiredToken, message: AppMsg.tokenExpired });
    expect((await refresh(next.refreshToken)).body.status).toBe(Code.expiredToken);
    expect((await profile(next.accessToken)).body.status).toBe(Code.unauthorized);
  });

  it('answers 498 for an unknown, an expired and a malformed token', async () => {
    expect((await refresh('made-up-token')).body.status).toBe(Code.expiredToken);
    const s = await login(t, customer.username, customer.password);
    await t.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 second'`);
    expect((await refresh(s.refreshToken)).body.status).toBe(Code.expiredToken);
    expect((await t.post('/login/refreshToken', { refreshToken: 42 })).statusCode).toBe(400);
    expect((await t.post('/login/refreshToken', { refreshToken: 'x'.repeat(600) })).statusCode).toBe(400);
  });

  it('answers 498 once the session passed its maximum lifetime', async () => {
    const s = await login(t, customer.username, customer.password);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await refresh(s.refreshToken)).body.status).toBe(Code.expiredToken);
    expect((await profile(s.accessToken)).body.status).toBe(Code.unauthorized);
  });
});

describe('POST /api/login/logout', () => {
  it('revokes the session on the server', async () => {
    const s = await login(t, customer.username, customer.password);
    // a call first, so that the session check is cached: logout must still end it at once
    expect((await profile(s.accessToken)).statusCode).toBe(200);
    const res = await t.post('/login/logout', { refreshToken: s.refreshToken });
    expect(res.body.status).toBe(Code.ok);
    expect((await profile(s.accessToken)).body.status).toBe(Code.unauthorized);
    expect((await refresh(s.refreshToken)).body.status).toBe(Code.expiredToken);
  });
});
