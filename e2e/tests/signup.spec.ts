import { expect, test } from '@playwright/test';
import { AppMsg, Msg } from '@svc/contract';
import { expectAccessible } from './support/a11y';
import { newCustomer, storedSession, uniqueGstin } from './support/accounts';
import { fillSignup } from './support/forms';
import { mailCount, mailedCode } from './support/mail';

test('a customer signs up with the OTP from a real SMTP delivery, then signs in and lands on /requestrepair', async ({
  page,
}) => {
  const c = newCustomer();
  await page.goto('/signup');
  await expectAccessible(page);
  // A GSTIN typed in small letters is taken in capitals.
  await fillSignup(page, c, c.gstin.toLowerCase());
  const before = await mailCount(c.email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await expectAccessible(page);
  const code = await mailedCode(c.email, before);

  // a wrong code first: the message shows in place and nothing is created
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .first()
    .fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('otp-error')).toContainText(AppMsg.otpInvalid);

  await page.getByRole('textbox', { name: 'Verification code' }).first().fill(code);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(AppMsg.accountCreated)).toBeVisible();

  await page.getByLabel(/^User name/).fill(c.username);
  await page.getByLabel(/^Password/).fill(c.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/requestrepair$/);
  await expect(page.getByTestId('customer-name')).toHaveText(c.companyname);
  await expect(page.getByTestId('last-login')).toHaveText('First login');
  const session = await storedSession(page);
  expect(Object.keys(session ?? {}).sort()).toEqual(
    ['accessToken', 'customercode', 'customername', 'lastLogin', 'refreshToken', 'role', 'username'].sort(),
  );
});

test('the sign-up form shows every message of the specification for its case', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  for (const message of [
    Msg.enterCompanyName,
    Msg.enterContactPerson,
    Msg.selectState,
    Msg.enterValidGstin,
    Msg.enterEmail,
    Msg.enterMobile,
    Msg.enterAddress,
    Msg.enterCity,
    Msg.enterPincode,
    Msg.enterUserName,
    Msg.enterPassword,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByLabel(/^Mobile/).fill('12345');
  await page.getByLabel(/^Pincode/).fill('012345');
  await page.getByLabel(/^Password/).fill('weak');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Karnataka (29)' }).click();
  await page.getByLabel(/^GSTIN/).fill(uniqueGstin('33'));
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText(Msg.enterValidEmail, { exact: true })).toBeVisible();
  await expect(page.getByText(Msg.enterValidMobile, { exact: true })).toBeVisible();
  await expect(page.getByText(Msg.enterValidPincode, { exact: true })).toBeVisible();
  await expect(page.getByText(Msg.passwordRule, { exact: true })).toBeVisible();
  await expect(page.getByText(AppMsg.gstinStateMismatch, { exact: true })).toBeVisible();
});
