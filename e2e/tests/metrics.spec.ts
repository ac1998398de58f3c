import { expect, test } from '@playwright/test';
import { METRICS_TOKEN } from '../playwright.config';
import { createCustomer, loginViaUi } from './support/accounts';

/** The value of a series (name and labels as Prometheus prints them), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('after a walk in the browser /metrics holds the calls, the database, the outboxes, failed sign-ins and the process', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  // One wrong password, then the real walk: sign in, the list, a new request's screen.
  await page.goto('/login');
  await page.getByLabel(/^User name/).fill(c.username);
  await page.getByLabel(/^Password/).fill('Wrong@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await loginViaUi(page, c.username, c.password);
  await page.getByRole('link', { name: 'New request' }).first().click();
  await expect(page).toHaveURL(/\/requestrepair\/add$/);

  expect((await request.get('/metrics')).status()).toBe(404);
  const res = await request.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status()).toBe(200);
  const text = await res.text();
  const signIn = 'route="/api/login/authenticate",method="POST"';
  expect(sample(text, `http_requests_total{${signIn},status="200"}`)).toBeGreaterThanOrEqual(1);
  expect(sample(text, `http_requests_total{${signIn},status="401"}`)).toBeGreaterThanOrEqual(1);
  expect(sample(text, `http_request_duration_seconds_count{${signIn},status="200"}`)).toBeGreaterThanOrEqual(1);
  expect(
    sample(text, 'http_requests_total{route="/api/requestrepair/getrequestrepairList",method="POST",status="200"}'),
  ).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'auth_failed_logins_total{reason="invalid"}')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'db_query_duration_seconds_count')).toBeGreaterThan(10);
  for (const channel of ['mail', 'whatsapp', 'sms']) {
    expect(sample(text, `outbox_waiting_messages{channel="${channel}"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, `outbox_oldest_waiting_seconds{channel="${channel}"}`)).toBeGreaterThanOrEqual(0);
  }
  expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
});
