import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';

// Issue 39, item 10 (decision 096): a request is one line at debug and none at info; warnings always. (The
// framed admin password and codes without SMTP: log-secrets.test.ts.)

const started: TestContext[] = [];
afterAll(async () => {
  for (const t of started) await t.close();
});
async function app(env: Record<string, string>) {
  const t = await startTestApp(env);
  started.push(t);
  return t;
}
const lines = (t: TestContext, from = 0) =>
  t.logs
    .slice(from)
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map(
      (l) => JSON.parse(l) as { level: number; msg: string; req?: { url: string; method: string }; status?: number },
    );
const requestLines = (t: TestContext, from = 0) => lines(t, from).filter((l) => l.req);

describe('one line a request', () => {
  it('is not written at info; a warning is', async () => {
    const t = await app({});
    const from = t.logs.length;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.post('/login/authenticate', { username: ADMIN.username, password: digest(ADMIN.password) });
    await t.post('/login/authenticate', { username: ADMIN.username, password: digest('Wrong@12345') });
    expect(requestLines(t, from)).toEqual([]);
    expect(t.logs.slice(from).join('')).not.toMatch(/incoming request|request completed/);
    // The wrong password is a security event: a warning, written at info as at any level.
    const warned = lines(t, from).filter((l) => l.level === 40);
    expect(warned.map((l) => l.msg)).toContain('security: login failed');
  });

  it('is written once a call at debug, with its method, address (query values redacted), status and time', async () => {
    const t = await app({ LOG_LEVEL: 'debug' });
    const from = t.logs.length;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.post('/login/authenticate', { username: ADMIN.username, password: digest('Wrong@12345') });
    await t.app.inject({ method: 'GET', url: '/t?k=AAAAAAAAAAAAAAAAAAAAAA' });
    const seen = requestLines(t, from);
    expect(seen.map((l) => `${l.req?.method} ${l.req?.url} ${l.status}`)).toEqual([
      'GET /api/health 200',
      'POST /api/login/authenticate 401',
      'GET /t?k=[redacted] 404',
    ]);
    for (const l of seen) {
      expect(l.level).toBe(20);
      expect(l.msg).toBe('request');
      expect(typeof (l as { ms?: unknown }).ms).toBe('number');
    }
  });
});
