import { AppMsg, Code } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signupForm } from '../helpers/accounts';
import { digest, startTestApp, type TestContext } from '../helpers/app';

/**
 * Issue 25, item 4: nobody is locked out by a stranger. An attacker spread over several addresses
 * (127.0.0.2-5) sends 100 requests against one person; the owner, from 127.0.0.1, still gets in. And
 * however many wrong passwords arrive at once, at most five are evaluated.
 */
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ATTACKERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const from = (remoteAddress: string, url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const signIn = (address: string, username: string, password: string, cookie?: string) =>
  from(address, '/login/authenticate', { username, password }, cookie);
const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'];
  const line = (Array.isArray(set) ? set : [set]).find((c) => String(c).startsWith('svc_device='));
  return String(line).split(';')[0] as string;
};
async function until(ok: () => boolean) {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(ok()).toBe(true);
}
const securityEvents = (since: number) =>
  t.logs
    .slice(since)
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.includes('"security"'))
    .map((l) => JSON.parse(l) as { security: string; username?: string; reason?: string });

describe('nobody is locked out by a stranger', () => {
  it('100 wrong passwords at once for one account: at most five are evaluated', async () => {
    const c = await signUp(t);
    const since = t.logs.length;
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(ATTACKERS[i % ATTACKERS.length] as string, c.username, digest(`Wrong@${i}`)),
      ),
    );
    const name = c.username.toLowerCase();
    const events = securityEvents(since).filter((e) => e.username === name);
    // Each evaluated wrong password leaves one line: login_failed, or the lock on the fifth.
    const evaluated = events.filter(
      (e) => e.security === 'login_failed' || (e.security === 'account_locked' && e.reason === 'too many failures'),
    );
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.length).toBeGreaterThanOrEqual(1);
    expect(replies.filter((r) => r.statusCode === 401).length).toBe(evaluated.length - 1);
    expect(replies.filter((r) => r.statusCode === 429).length).toBe(100 - evaluated.length + 1);
  });

  it('the owner gets in from a browser that signed in before while an attacker sends 100 requests from four addresses', async () => {
    const c = await signUp(t);
    const owner = '127.0.0.1';
    // The owner signed in on this browser last week: it keeps the device cookie.
    const first = await signIn(owner, c.username, digest(c.password));
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^svc_device=[\w-]+\.\d+\.[\w-]{43}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(first.headers['set-cookie'])).toMatch(/SameSite=Strict/i);
    // The owner asked for a reset code before the attack.
    const mailsBefore = t.smtp.countFor(c.email);
    await from(owner, '/login/forgotPassword', { identifier: c.username });
    const ownersCode = await t.smtp.codeFor(c.email, mailsBefore);

    // 100 requests: wrong passwords, reset requests and codes, spread over four addresses.
    const attack = Array.from({ length: 100 }, (_, i) => {
      const address = ATTACKERS[i % ATTACKERS.length] as string;
      if (i % 4 === 0) return from(address, '/login/forgotPassword', { identifier: c.username });
      if (i % 4 === 1)
        return from(address, '/login/resetPassword', {
          identifier: c.username,
          otp: String(100000 + i),
          password: digest('Taken@12345'),
        });
      return signIn(address, c.username, digest(`Guess@${i}`));
    });
    const answers = await Promise.all(attack);
    expect(answers.filter((r) => r.statusCode === 200 && r.json().userDetails)).toHaveLength(0);
    // A browser that never signed in is locked out for a while (OWASP's trade) …
    const stranger = await signIn(owner, c.username, digest(c.password));
    expect(stranger.statusCode).toBe(429);
    // … the owner's browser is not.
    const back = await signIn(owner, c.username, digest(c.password), device);
    expect(back.statusCode).toBe(200);
    expect(back.json().userDetails.username).toBe(c.username);
    // And the code the owner got before the attack still sets a new password.
    const reset = await from(owner, '/login/resetPassword', {
      identifier: c.username,
      otp: ownersCode,
      password: digest('Fresh@12345'),
    });
    expect(reset.json()).toEqual({ status: Code.ok, message: AppMsg.passwordReset });
  });

  it('five reset requests from other addresses neither void the owner’s code nor stop the owner’s next request', async () => {
    const c = await signUp(t);
    const before = t.smtp.countFor(c.email);
    await from('127.0.0.1', '/login/forgotPassword', { identifier: c.email });
    const ownersCode = await t.smtp.codeFor(c.email, before);
    for (let i = 0; i < 5; i++) {
      const r = await from(ATTACKERS[i % 2] as string, '/login/forgotPassword', { identifier: c.email });
      expect(r.statusCode).toBe(200);
    }
    // The five codes the stranger caused reach the owner's mailbox (each valid, none voiding the first).
    await until(() => t.smtp.countFor(c.email) === before + 6);
    // The owner's next request is still answered with a mail …
    await from('127.0.0.1', '/login/forgotPassword', { identifier: c.email });
    await until(() => t.smtp.countFor(c.email) === before + 7);
    // … and the first code is still good.
    const reset = await from('127.0.0.1', '/login/resetPassword', {
      identifier: c.email,
      otp: ownersCode,
      password: digest('Fresh@12345'),
    });
    expect(reset.json()).toEqual({ status: Code.ok, message: AppMsg.passwordReset });
  });

  it('five GetOTP calls from other addresses for an unregistered e-mail do not block its sign-up', async () => {
    const form = signupForm();
    const ask = (address: string) =>
      from(address, '/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin });
    for (let i = 0; i < 5; i++) expect((await ask(ATTACKERS[i % 2] as string)).statusCode).toBe(200);
    const before = t.smtp.countFor(form.email);
    expect((await ask('127.0.0.1')).statusCode).toBe(200);
    const code = await t.smtp.codeFor(form.email, before);
    const created = await from('127.0.0.1', '/login/insertCustomer', {
      ...form,
      password: digest('Secret@123'),
      otp: code,
    });
    expect(created.json()).toMatchObject({ status: Code.ok });
  });

  it('a trusted browser has a budget of its own: five wrong passwords lock that browser only', async () => {
    const c = await signUp(t);
    const first = await signIn('127.0.0.1', c.username, digest(c.password));
    const device = deviceCookieOf(first);
    for (let i = 0; i < 5; i++) await signIn('127.0.0.1', c.username, digest(`No@${i}`), device);
    const locked = await signIn('127.0.0.1', c.username, digest(c.password), device);
    expect(locked.statusCode).toBe(429);
    // Another browser of the owner is not affected.
    const other = await signIn('127.0.0.6', c.username, digest(c.password));
    expect(other.statusCode).toBe(200);
    // A device cookie is bound to its account: it gives another account nothing.
    const d = await signUp(t);
    for (let i = 0; i < 5; i++) await signIn('127.0.0.7', d.username, digest(`No@${i}`));
    const borrowed = await signIn('127.0.0.7', d.username, digest(d.password), device);
    expect(borrowed.statusCode).toBe(429);
  });
});
