import { expect, test } from '@playwright/test';
import { AppMsg } from '@svc/contract';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { mailCount, mailedCode } from './support/mail';

test('a customer recovers the password with the mailed code', async ({ page, request }) => {
  const c = await createCustomer(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText(AppMsg.enterIdentifier)).toBeVisible();
  const before = await mailCount(c.email);
  await page.getByLabel(/^User name or email/).fill(c.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText(AppMsg.resetSent)).toBeVisible();
  const code = await mailedCode(c.email, before);
  await page.getByRole('textbox', { name: 'Verification code' }).first().fill(code);
  await page.getByLabel(/^New password/).fill('Recovered@1');
  await page.getByLabel(/^Confirm password/).fill('Recovered@1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(AppMsg.passwordReset)).toBeVisible();
  await loginViaUi(page, c.username, 'Recovered@1');
});

test('an unknown account gets the same answer', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(/^User name or email/).fill('nobody-here');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText(AppMsg.resetSent)).toBeVisible();
});
