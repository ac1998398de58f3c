import fs from 'node:fs';
import path from 'node:path';
import { ServerMsg } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/lib/common-passwords';
import { clientDigest } from '../../src/lib/passwords';
import { login, signUp, signupForm } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The structured security lines logged since `from`, as objects. */
const events = (from: number) =>
  t.logs
    .slice(from)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => typeof l.security === 'string');

describe('security events', () => {
  it('logs failed sign-ins, a lockout, wrong codes, a reused refresh token and refused access, one line each, with no secret', async () => {
    const c = await signUp(t);
    const from = t.logs.length;
    const wrong = digest('Wrong@12345');
    for (let i = 0; i < 5; i++) await t.post('/login/authenticate', { username: c.username, password: wrong });
    await t.post('/login/authenticate', { username: c.username, password: digest(c.password) });
    await t.post('/login/authenticate', { username: 'nobody-here', password: wrong });

    const form = signupForm();
    await t.post('/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin });
    const code = await t.smtp.codeFor(form.email);
    const bad = code === '000000' ? '111111' : '000000';
    await t.post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: bad });

    const other = await signUp(t);
    const s = await login(t, other.username, other.password);
    await t.post('/login/refreshToken', { refreshToken: s.refreshToken });
    await t.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`,
    );
    await t.post('/login/refreshToken', { refreshToken: s.refreshToken });
    const fresh = await login(t, other.username, other.password);
    await t.post('/admin/getEmployeeList', {}, fresh.accessToken);

    const seen = events(from);
    const of = (name: string) => seen.filter((e) => e.security === name);
    expect(of('login_failed').filter((e) => e.username === c.username.toLowerCase())).toHaveLength(4);
    expect(of('login_failed').find((e) => e.username === 'nobody-here')).toMatchObject({ reason: 'unknown user' });
    expect(of('account_locked').map((e) => e.reason)).toEqual(['too many failures', 'attempt while locked']);
    expect(of('code_failed')).toEqual([
      expect.objectContaining({ purpose: 'signup', reason: 'wrong code', level: 40 }),
    ]);
    expect(of('refresh_token_reused')).toEqual([expect.objectContaining({ outcome: 'session revoked' })]);
    expect(of('access_refused')).toEqual([
      expect.objectContaining({ role: 'customer', route: '/api/admin/getEmployeeList', needs: 'admin' }),
    ]);
    // Never a password digest, a code or a token in any line.
    const text = t.logs.slice(from).join('\n');
    for (const secret of [wrong, digest(c.password), s.refreshToken, fresh.accessToken])
      expect(text).not.toContain(secret);
    // A code is six digits: not standing alone anywhere (times and durations hold long runs of digits).
    for (const six of [bad, code]) expect(text).not.toMatch(new RegExp(`(?<![\\d.])${six}(?![\\d])`));
  });
});

describe('common passwords', () => {
  it('ships the 10,000 most common passwords as SHA-256 digests and finds them', () => {
    const file = path.resolve(import.meta.dirname, '../../resources/common-passwords.sha256');
    expect(fs.statSync(file).size).toBe(10_000 * 32);
    for (const common of ['123456', 'password', 'qwerty', 'iloveyou', 'dragon'])
      expect(isCommonPassword(clientDigest(common)), common).toBe(true);
    for (const rare of ['Tq9#vLm2@Chennai', 'Secret@123x', ''])
      expect(isCommonPassword(clientDigest(rare)), rare).toBe(false);
    expect(isCommonPassword('not base64 of 32 bytes')).toBe(false);
  });

  it('refuses one at sign-up, on its field, storing nothing, and at password change and for an employee', async () => {
    const form = signupForm();
    await t.post('/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin });
    const otp = await t.smtp.codeFor(form.email);
    const from = t.logs.length;
    const refused = await t.post<{ message: string; issues: { path: string; message: string }[] }>(
      '/login/insertCustomer',
      {
        ...form,
        password: digest('iloveyou'),
        otp,
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'password', message: ServerMsg.commonPassword }]);
    expect(await rows(t.database.db, sql`select 1 from users where username = ${form.username}`)).toHaveLength(0);
    // The code was not spent: the same code creates the account with a better password.
    expect(
      (await t.post('/login/insertCustomer', { ...form, password: digest('Tq9#vLm2@Chennai'), otp })).statusCode,
    ).toBe(200);
    expect(events(from).map((e) => e.security)).toContain('common_password_refused');

    const me = await login(t, form.username, 'Tq9#vLm2@Chennai');
    const change = await t.post<{ message: string }>(
      '/login/ChangePassword',
      { customercode: me.customercode, oldpassword: digest('Tq9#vLm2@Chennai'), password: digest('password1') },
      me.accessToken,
    );
    expect(change.statusCode).toBe(400);
    expect(change.body.message).toBe(ServerMsg.commonPassword);
    expect((await login(t, form.username, 'Tq9#vLm2@Chennai')).username).toBe(form.username);

    const admin = await login(t, ADMIN.username, ADMIN.password);
    const employee = await t.post<{ message: string }>(
      '/admin/saveEmployee',
      {
        employee_name: 'Kavya',
        username: `kavya${Date.now().toString(36)}`,
        password: digest('123456789'),
        user_role: 'staff',
        branch_id: 1,
        device_id: 'D-1',
        passcode: '4821',
      },
      admin.accessToken,
    );
    expect(employee.statusCode).toBe(400);
    expect(employee.body.message).toBe(ServerMsg.commonPassword);
  });
});
