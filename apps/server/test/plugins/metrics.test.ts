import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';
import { createRequest } from '../helpers/requests';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestContext;
beforeAll(async () => {
  // A slow mail server, so the confirmation of a new request waits in the outbox for a moment.
  t = await startTestApp({ METRICS_TOKEN: TOKEN }, { smtpDelayMs: 1500 });
});
afterAll(() => t.close());

const scrape = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A sample's value in the Prometheus text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ').at(-1)) : undefined;
}

describe('GET /metrics', () => {
  it('does not exist without the token, nor with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('a-wrong-token-0123456789')).statusCode).toBe(404);
    // The token only in the bearer scheme: bare, or under another scheme, it does not open the path.
    for (const authorization of [TOKEN, `Basic ${TOKEN}`, `bearer${TOKEN}`, ` Bearer ${TOKEN}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 8)).toBe(404);
    }
    expect((await scrape(TOKEN)).statusCode).toBe(200);
  });

  it('counts calls by route pattern and status with their latency, failed sign-ins, queries and the process', async () => {
    await t.post('/login/authenticate', { username: ADMIN.username, password: digest('wrong-one') });
    await t.post('/login/authenticate', { username: ADMIN.username, password: digest('wrong-two') });
    const admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    await t.post('/requestrepair/getrequestrepairList', {}, admin);
    const res = await scrape(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'auth_failed_logins_total{reason="invalid"}')).toBe(2);
    expect(sample(text, 'http_requests_total{route="/api/login/authenticate",method="POST",status="401"}')).toBe(2);
    expect(
      sample(text, 'http_requests_total{route="/api/requestrepair/getrequestrepairList",method="POST",status="200"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{route="/api/requestrepair/getrequestrepairList",method="POST",status="200"}',
      ),
    ).toBe(1);
    expect(sample(text, 'db_query_duration_seconds_count')).toBeGreaterThan(0);
    // The pool's connections where there is a pool (PostgreSQL).
    if (t.database.kind === 'postgres') expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    // Raw URLs never become labels (an id in a path would make a series per id).
    expect(text).not.toMatch(/route="[^"]*\?/);
  });

  it('shows the outbox waiting per channel, with the age of the oldest message', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    await createRequest(t, customer);
    await createRequest(t, customer);
    const text = (await scrape(TOKEN)).body;
    expect(sample(text, 'outbox_waiting_messages{channel="mail"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'outbox_oldest_waiting_seconds{channel="mail"}')).toBeGreaterThan(0);
    expect(sample(text, 'outbox_waiting_messages{channel="whatsapp"}')).toBe(0);
    expect(sample(text, 'outbox_waiting_messages{channel="sms"}')).toBe(0);
  });
});
