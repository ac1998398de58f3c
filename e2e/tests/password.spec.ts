import { expect, test } from '@playwright/test';
import { Msg } from '@svc/contract';
import { expectAccessible } from './support/a11y';
import { createCustomer, digest, loginViaUi, storedSession } from './support/accounts';

async function openDialog(page: import('@playwright/test').Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  return page.getByRole('dialog', { name: 'Change Password' });
}

test('the dialog shows the user name and every message of the specification', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel('Username')).toHaveValue(c.username);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(Msg.enterOldPassword)).toBeVisible();
  await expect(dialog.getByText(Msg.enterNewPassword)).toBeVisible();
  await expect(dialog.getByText(Msg.enterConfirmPassword)).toBeVisible();
  await dialog.getByLabel(/^New Password/).fill('abc');
  await dialog.getByLabel(/^Confirm Password/).fill('abd');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(Msg.passwordMin6)).toBeVisible();
  await expect(dialog.getByText(Msg.passwordsDoNotMatch)).toBeVisible();
});

test('a wrong old password is caught when the field is left, and Save is disabled', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  const dialog = await openDialog(page);
  await dialog.getByLabel(/^Old Password/).fill('NotMine@1');
  await dialog.getByLabel(/^New Password/).focus();
  await expect(dialog.getByText(Msg.oldPasswordIncorrect)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel(/^Old Password/).fill(c.password);
  await dialog.getByLabel(/^New Password/).focus();
  await expect(dialog.getByText(Msg.oldPasswordIncorrect)).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('a password change shows both toasts and forces a logout after 2 s', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  const before = await storedSession(page);
  const dialog = await openDialog(page);
  await dialog.getByLabel(/^Old Password/).fill(c.password);
  await dialog.getByLabel(/^New Password/).fill('Changed@99');
  await dialog.getByLabel(/^Confirm Password/).fill('Changed@99');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(Msg.passwordChanged)).toBeVisible();
  await expect(page.getByText(Msg.forcedLogout)).toBeVisible();
  await expect(page).toHaveURL(/\/requestrepair$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  expect(await storedSession(page)).toBeNull();
  const old = await request.post('/api/login/authenticate', {
    data: { username: c.username, password: digest(c.password) },
  });
  expect((await old.json()).status).toBe(402);
  const refreshed = await request.post('/api/login/refreshToken', { data: { refreshToken: before?.refreshToken } });
  expect((await refreshed.json()).status).toBe(498);
  await loginViaUi(page, c.username, 'Changed@99');
});

test('a failed change shows "Something went to be wrong"', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  const dialog = await openDialog(page);
  await dialog.getByLabel(/^Old Password/).fill(c.password);
  await dialog.getByLabel(/^New Password/).fill('Changed@99');
  await dialog.getByLabel(/^Confirm Password/).fill('Changed@99');
  await page.route('**/api/login/ChangePassword', (route) => route.fulfill({ status: 500, body: '{}' }));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(Msg.passwordChangeFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/requestrepair$/);
});
