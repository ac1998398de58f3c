import { expect, test } from '@playwright/test';
import { GSTIN_EXAMPLE, ItemStatusMsg, Msg } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi, newCustomer } from './support/accounts';
import { raise, token } from './support/api';
import { fillSignup, pick } from './support/forms';
import { mailCount, mailedCode } from './support/mail';
import { shot, shotBoth } from './support/shots';

const PHONE = { width: 375, height: 740 };

test('a phone user with a wrong GSTIN who presses "Send verification code" is taken to it, and it has focus', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const c = newCustomer();
  await page.goto('/signup');
  await fillSignup(page, c, `${c.gstin.slice(0, 14)}${c.gstin.endsWith('A') ? 'B' : 'A'}`);
  const send = page.getByRole('button', { name: 'Send verification code' });
  await send.scrollIntoViewIfNeeded();
  const gstin = page.getByLabel(/^GSTIN/);
  await expect(gstin).not.toBeInViewport();
  await send.click();
  await expect(gstin).toBeFocused();
  await expect(gstin).toBeInViewport();
  await expect(page.getByText(Msg.enterValidGstin, { exact: true })).toBeInViewport();
  await expectAccessible(page);
  await shot(page, 'signup-gstin-error');
});

test('the GSTIN example in the hint passes the check, and an empty Confirm password says so', async ({ page }) => {
  const c = newCustomer();
  await page.goto('/signup');
  await expect(page.getByText(`15 characters, for example ${GSTIN_EXAMPLE}`)).toBeVisible();
  await fillSignup(page, c, GSTIN_EXAMPLE);
  await expect(page.getByText(Msg.enterValidGstin, { exact: true })).toHaveCount(0);
  await page.getByLabel(/^Confirm password/).fill('');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText(Msg.enterConfirmPassword, { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Confirm password/)).toBeFocused();
});

test('after sign-up the sign-in form has the new user name filled in and waits for the password', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const c = newCustomer();
  await page.goto('/signup');
  await fillSignup(page, c, c.gstin);
  const before = await mailCount(c.email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .first()
    .fill(await mailedCode(c.email, before));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^User name/)).toHaveValue(c.username);
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await shotBoth(page, 'login-after-signup', 375);
  await page.getByLabel(/^Password/).fill(c.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/requestrepair$/);
});

test('the sign-in form takes an empty submit to the user name', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel(/^User name/)).toBeFocused();
  await expect(page.getByText(Msg.enterUserName, { exact: true })).toBeVisible();
});

test('a request without items is taken to its message, which goes once an item is added', async ({ page, request }) => {
  const c = await createCustomer(request);
  await page.setViewportSize(PHONE);
  await loginViaUi(page, c.username, c.password);
  await page.goto('/requestrepair/add');
  await page.getByRole('button', { name: 'Remove item 1' }).click();
  await page.getByLabel(/^Courier \/ Service Name/).fill('DTDC');
  await page.getByLabel(/^Docket Number/).fill('D-1');
  await page.getByLabel(/^Narration/).fill('One box');
  await page.getByRole('button', { name: 'Raise request' }).click();
  const message = page.getByRole('alert').filter({ hasText: Msg.addOneItem });
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
  await page.getByRole('button', { name: 'Add another item' }).click();
  await expect(message).toHaveCount(0);
  // The new row's own fields are now what is missing: the first of them gets the focus.
  await page.getByRole('button', { name: 'Raise request' }).click();
  await expect(page.getByTestId('item-row-1').getByRole('combobox', { name: 'Item' })).toBeFocused();
});

test('a refused photo shows its whole reason on a phone, no broken preview and no Try again; a dropped upload offers it', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  await page.setViewportSize(PHONE);
  await loginViaUi(page, c.username, c.password);
  await page.goto('/requestrepair/add');
  const row = page.getByTestId('item-row-1');
  await pick(page, 'Item', 'Laptop', row);
  await pick(page, 'Brand', 'Dell', row);
  await row.getByLabel(/^Model Number/).fill('Inspiron 15');
  await row.getByLabel(/^Serial Number/).fill(`SN${Date.now()}`);
  // Called a JPEG, but not an image at all: the server refuses it.
  await row
    .getByLabel(/choose photos/i)
    .setInputFiles([
      { name: 'scan-of-the-warranty-card.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') },
    ]);
  const failed = row.getByTestId('photo-failed');
  await expect(failed).toContainText('This file is not a JPEG, PNG or WebP image.');
  await expect(failed).toContainText('scan-of-the-warranty-card.jpg');
  await expect(failed.locator('img')).toHaveCount(0);
  await expect(failed.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const cut = await failed.evaluate(
    (el) =>
      [...el.querySelectorAll('p')].filter((p) => p.scrollWidth > p.clientWidth || p.scrollHeight > p.clientHeight + 1)
        .length,
  );
  expect(cut).toBe(0);
  const box = await failed.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= PHONE.width).toBe(true);
  await expect(page.getByText('Some photos cannot be sent: remove them to send the request.')).toBeVisible();
  await page.getByLabel(/^Courier \/ Service Name/).fill('DTDC');
  await page.getByLabel(/^Docket Number/).fill('D-1');
  await page.getByLabel(/^Narration/).fill('One box');
  await page.getByRole('button', { name: 'Raise request' }).click();
  await expect(failed).toBeFocused();
  await expect(failed).toBeInViewport();
  await expectAccessible(page);
  await shot(page, 'add-request-photo-refused');

  // A dropped connection is worth another try.
  await failed.getByRole('button', { name: /Remove photo/ }).click();
  await page.route('**/api/uploads/**', (route) => route.abort('connectionreset'), { times: 1 });
  await row
    .getByLabel(/choose photos/i)
    .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }]);
  await expect(failed).toContainText(Msg.serverNotReachable);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(row.getByTestId('photo-preview')).toHaveCount(1);
  await expect(row.getByTestId('photo-failed')).toHaveCount(0);
});

test('a staff dialog takes a refused save to the field in error', async ({ page, request }) => {
  const c = await createCustomer(request);
  const code = await raise(request, await token(request, c.username, c.password));
  await page.setViewportSize(PHONE);
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto(`/requestrepair/view?code=${code}`);
  await page.getByTestId('staff-actions-1').getByRole('button', { name: 'Record receipt' }).click();
  const dialog = page.getByRole('dialog');
  const docket = dialog.getByLabel(/^Docket number on the parcel/);
  await docket.fill('NOT-THE-PARCEL');
  // The person has moved on to the button; the refusal takes them back to the field.
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(ItemStatusMsg.docketMismatch)).toBeVisible();
  await expect(docket).toBeFocused();
  await expectAccessible(page);
  await shot(page, 'staff-dialog-docket-error');
});

/** A 1×1 PNG: a real image the server accepts. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
