import { expect, test } from '@playwright/test';
import { AppMsg, Msg } from '@svc/contract';
import { messages as ta } from '../../apps/web/src/i18n/catalogues/ta';
import { expectAccessible } from './support/a11y';
import { newCustomer, storedSession, uniqueGstin } from './support/accounts';
import { fillSignup, pick } from './support/forms';
import { expectNothingOverflows } from './support/layout';
import { mailCount, mailedCode } from './support/mail';
import { shot, shotBoth } from './support/shots';

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
  // An empty GSTIN is no GSTIN (a person, an unregistered business): the specification has no "Please enter GSTIN".
  await expect(page.getByText(Msg.enterValidGstin, { exact: true })).toHaveCount(0);
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

test('on a phone, a person without a GSTIN signs up, sees it on the profile and raises a request', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const c = { ...newCustomer(), companyname: 'Meena Sundaram', contactperson: 'Meena Sundaram' };
  await page.goto('/signup');
  await expect(page.getByLabel(/^GSTIN \(optional\)$/)).toBeVisible();
  await expect(page.getByText('Leave it empty if you are not registered for GST', { exact: false })).toBeVisible();
  await shotBoth(page, 'signup-person', 375);
  // The same in Tamil: the GSTIN says it is optional there too.
  await page.getByTestId('language-toggle').click();
  await expect(page.getByLabel(ta.gstinOptional, { exact: true })).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${ta.nameOrCompany}`))).toBeVisible();
  await shot(page, 'signup-person-ta');
  await page.getByTestId('language-toggle').click();
  await expect(page.getByLabel(/^GSTIN \(optional\)$/)).toBeVisible();
  await fillSignup(page, c, '');
  await expectNothingOverflows(page);
  await expectAccessible(page);
  await shot(page, 'signup-person-filled');
  const before = await mailCount(c.email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .first()
    .fill(await mailedCode(c.email, before));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(AppMsg.accountCreated)).toBeVisible();

  await page.getByLabel(/^User name/).fill(c.username);
  await page.getByLabel(/^Password/).fill(c.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/requestrepair$/);
  await expect(page.getByTestId('customer-name')).toHaveText('Meena Sundaram');

  await page.goto('/profile');
  const details = page.locator('dl');
  await expect(details.getByText('Name or company name')).toBeVisible();
  await expect(details.getByText('Meena Sundaram').first()).toBeVisible();
  await expect(details.getByText('Not registered for GST')).toBeVisible();
  await expectNothingOverflows(page);
  await shotBoth(page, 'profile-person', 375);

  await page.goto('/requestrepair/add');
  const row = page.getByTestId('item-row-1');
  await pick(page, 'Item', 'Mobile Phone', row);
  await pick(page, 'Brand', 'Samsung', row);
  await row.getByLabel(/^Model Number/).fill('Galaxy M34');
  await row.getByLabel(/^Serial Number/).fill(`R58${Date.now()}`);
  await row.getByLabel(/^Problem/).fill('Screen cracked');
  await page.getByLabel(/^Courier \/ Service Name/).fill('India Post');
  await page.getByLabel(/^Docket Number/).fill(`EM${Date.now()}IN`);
  await page.getByLabel(/^Narration/).fill('Phone in a padded box');
  await page.getByRole('button', { name: 'Raise request' }).click();
  await expect(page).toHaveURL(/\/requestrepair\/view\?code=RR-\d{4}-\d{6}$/, { timeout: 20_000 });
  const code = new URL(page.url()).searchParams.get('code') as string;
  await expect(page.getByText(`Request ${code} has been raised.`)).toBeVisible();
  await expect(page.getByText('Galaxy M34').first()).toBeVisible();
  await shot(page, 'request-by-person');
});
