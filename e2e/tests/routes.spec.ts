import { expect, test } from '@playwright/test';
import { AppMsg, Msg } from '@svc/contract';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';

test('protected routes send a visitor with no session to /login', async ({ page }) => {
  for (const path of ['/requestrepair', '/requestrepair/add', '/requestrepair/view', '/reports', '/profile', '/']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
  await expectAccessible(page);
});

test('restricted routes send a signed-in user to the landing page', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  await expectAccessible(page);
  for (const path of ['/login', '/signup', '/forgot-password', '/']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/requestrepair$/);
  }
});

test('a wrong password shows the message in place and keeps what was typed', async ({ page, request }) => {
  const c = await createCustomer(request);
  await page.goto('/login');
  await page.getByLabel(/^User name/).fill(c.username);
  await page.getByLabel(/^Password/).fill('Wrong@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toContainText(AppMsg.invalidCredentials);
  await expect(page.getByLabel(/^User name/)).toHaveValue(c.username);
  await expect(page).toHaveURL(/\/login$/);
});

test('the server being unreachable shows "Server Not Reachable"', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/login/authenticate', (route) => route.abort('connectionrefused'));
  await page.getByLabel(/^User name/).fill('someone');
  await page.getByLabel(/^Password/).fill('Secret@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toContainText(Msg.serverNotReachable);
});

test('a failing load shows "Something Went Wrong" in place, and Try again recovers', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  let fail = true;
  await page.route('**/api/profile/getProfile', (route) =>
    fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' }) : route.fallback(),
  );
  await page.goto('/profile');
  await expect(page.getByRole('alert')).toContainText(Msg.somethingWentWrong, { timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(c.gstin)).toBeVisible();
});
