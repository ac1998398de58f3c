import { expect, test } from '@playwright/test';
import { Msg } from '@svc/contract';
import { createCustomer, digest, loginViaUi, storedSession } from './support/accounts';

test('after an hour idle the session expires: toast, user data removed, root page after 2 s', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  await page.clock.install();
  await loginViaUi(page, c.username, c.password);
  const deadline = Number(await page.evaluate(() => localStorage.getItem('IdleTimeOut')));
  expect(deadline - (await page.evaluate(() => Date.now()))).toBeGreaterThan(3_590_000);

  await page.clock.fastForward('59:00');
  await expect(page).toHaveURL(/\/requestrepair$/);
  expect(await storedSession(page)).not.toBeNull();

  await page.clock.fastForward('01:05');
  await expect(page.getByText(Msg.sessionExpired).first()).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await page.clock.fastForward(2100);
  await expect(page).toHaveURL(/\/login$/);
});

test('activity in one tab keeps the other tab signed in (shared IdleTimeOut)', async ({ context, request }) => {
  const c = await createCustomer(request);
  const a = await context.newPage();
  await loginViaUi(a, c.username, c.password);
  const b = await context.newPage();
  await b.goto('/reports');
  await expect(b).toHaveURL(/\/reports$/);
  const later = Date.now() + 3_000_000;
  await a.evaluate((v) => localStorage.setItem('IdleTimeOut', String(v)), later);
  // Tab b reads the deadline tab a moved on; b's own activity can only move it later still.
  await expect
    .poll(async () => Number(await b.evaluate(() => localStorage.getItem('IdleTimeOut'))))
    .toBeGreaterThanOrEqual(later);
});

test('a body status 401 refreshes the token once and retries the call', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  // The landing screen's own calls finish first: one sent with the forged token would refresh on the old
  // page, and a navigation that cuts off its answer leaves a rotated refresh token behind.
  await page.waitForLoadState('networkidle');
  const before = await storedSession(page);
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('userDetails') as string);
    localStorage.setItem('userDetails', JSON.stringify({ ...s, accessToken: 'expired.or.forged' }));
  });
  const refreshes: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/login/refreshToken') && refreshes.push(r.url()));
  await page.goto('/profile');
  await expect(page.getByText(c.gstin)).toBeVisible();
  const after = await storedSession(page);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
  expect(after?.accessToken).not.toBe('expired.or.forged');
  expect(refreshes).toHaveLength(1);
});

test('a refresh answered 498 logs the user out', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  const s = await storedSession(page);
  // the session ends on the server (as after a logout elsewhere); the next call gets 401, the refresh 498
  await request.post('/api/login/logout', { data: { refreshToken: s?.refreshToken } });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
});

test('a browser that signed in before still gets in while someone else guesses the password (device cookie)', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  const device = (await page.context().cookies()).find((k) => k.name === 'svc_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
  await page.evaluate(() => localStorage.clear());

  // Someone else (another client, without this browser's cookie) guesses until new browsers are locked out.
  for (let i = 0; i < 5; i++) {
    await request.post('/api/login/authenticate', { data: { username: c.username, password: digest(`Wrong@${i}`) } });
  }
  const stranger = await request.post('/api/login/authenticate', {
    data: { username: c.username, password: digest(c.password) },
  });
  expect(stranger.status()).toBe(429);
  // The owner's browser is not: it signs in as usual.
  await loginViaUi(page, c.username, c.password);
});
