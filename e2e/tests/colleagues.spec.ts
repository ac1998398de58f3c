import { expect, test } from '@playwright/test';
import { AppMsg, ColleagueMsg, fillMessage } from '@svc/contract';
import { messages as taPublic } from '../../apps/web/src/i18n/catalogues/ta';
import { messages as taPanel } from '../../apps/web/src/i18n/catalogues/ta-colleagues-panel';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { token } from './support/api';
import { expectNothingOverflows } from './support/layout';
import { mailedWelcomePath } from './support/mail';

// Colleagues on one business account (issue 29, decision 067), all on a phone.
const PHONE = { width: 375, height: 800 };
test.use({ viewport: PHONE });

test('the account admin invites a colleague by mail; the colleague sets a password, raises a request from a spreadsheet and sees its warranty', async ({
  browser,
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const serial = `COL${stamp}`.toUpperCase();
  // The company's sales records know the first serial: sold 10-01-2026 with 24 months of warranty.
  const admin = await token(request, 'admin', ADMIN_PASSWORD);
  const imported = await request.post('/api/admin/importSalesRecords', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      csv: `Invoice number,Date,Serial number,Model,Item,Brand,Warranty months\r\nINV-${stamp},10-01-2026,${serial}-1,Inspiron 15,Laptop,Dell,24\r\n`,
    },
  });
  expect(imported.status()).toBe(200);

  // The account admin: nobody on the account yet but them; the invitation form.
  const owner = await createCustomer(request);
  await loginViaUi(page, owner.username, owner.password);
  await page.goto('/profile');
  const people = page.getByTestId('colleagues');
  await expect(people.getByRole('heading', { name: 'People on this account' })).toBeVisible();
  await expect(people.getByTestId('colleagues-empty')).toBeVisible();
  await expect(people.getByTestId('colleague')).toHaveCount(1);
  await expect(people.getByTestId('colleague')).toContainText('Account admin');
  // A bad address is refused in place, nothing sent.
  const email = `arun${stamp}@example.com`;
  const username = `arun${stamp}`;
  await people.getByLabel(/^Name/).fill('Arun K');
  await people.getByLabel(/^E-mail/).fill('not-an-address');
  await people.getByLabel(/^User name/).fill(username);
  await people.getByRole('button', { name: 'Send invitation' }).click();
  await expect(people.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  await people.getByLabel(/^E-mail/).fill(email);
  await people.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(ColleagueMsg.colleagueInvited)).toBeVisible();
  const invited = people.getByTestId('colleague').filter({ hasText: username });
  await expect(invited).toContainText('Invited, not joined yet');
  await expect(invited.getByRole('combobox', { name: 'What Arun K may do' })).toHaveValue('Can raise requests');
  // The same address again: told clearly, the list unchanged.
  await people.getByLabel(/^Name/).fill('Arun again');
  await people.getByLabel(/^E-mail/).fill(email.toUpperCase());
  await people.getByLabel(/^User name/).fill(`${username}x`);
  await people.getByRole('button', { name: 'Send invitation' }).click();
  await expect(people.getByRole('alert')).toContainText(ColleagueMsg.colleagueAlreadyHere);
  await expect(people.getByTestId('colleague')).toHaveCount(2);
  await expectNothingOverflows(page);
  await expectAccessible(page);

  // The colleague: the mail caught by the SMTP server, the link on their phone, a password of their own.
  const { path, text } = await mailedWelcomePath(email);
  expect(text).toContain(username);
  expect(text).toContain(owner.companyname);
  const colleagueContext = await browser.newContext({ viewport: PHONE });
  const phone = await colleagueContext.newPage();
  await phone.goto(path);
  await expect(phone.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await phone.getByLabel(/^New password/).fill('Colleague@123');
  await phone.getByLabel(/^Confirm password/).fill('Colleague@123');
  await phone.getByRole('button', { name: 'Set password' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await expect(phone.getByText(AppMsg.passwordSet)).toBeVisible();
  await expect(phone.getByLabel(/^User name/)).toHaveValue(username);
  await phone.getByLabel(/^Password/).fill('Colleague@123');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).toHaveURL(/\/requestrepair$/);

  // A request from a spreadsheet: the row the sales records know says until when it is in warranty.
  await phone.goto('/requestrepair/add');
  const chooser = phone.waitForEvent('filechooser');
  await phone.getByRole('button', { name: 'Upload spreadsheet' }).click();
  await (await chooser).setFiles({
    name: 'units.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Item,Brand,Model Number,Serial Number,Problem',
        `Laptop,Dell,Inspiron 15,${serial}-1,No power`,
        `Printer,HP,LaserJet M1005,${serial}-2,Paper jam`,
      ].join('\r\n'),
    ),
  });
  await expect(phone.getByTestId('sheet-read')).toContainText('2 items read from units.csv');
  const row1 = phone.getByTestId('item-row-1');
  await expect(row1.getByTestId('warranty')).toHaveText('In warranty until 09-01-2028');
  await expect(phone.getByTestId('item-row-2').getByTestId('warranty')).toHaveCount(0);
  await expectNothingOverflows(phone);
  await expectAccessible(phone);
  await phone.getByLabel(/^Courier \/ Service Name/).fill('DTDC');
  await phone.getByLabel(/^Docket Number/).fill(`D${stamp}`);
  await phone.getByLabel(/^Narration/).fill('Two units from the branch office');
  await phone.getByRole('button', { name: 'Raise request' }).click();
  await expect(phone).toHaveURL(/\/requestrepair\/view\?code=RR-\d{4}-\d{6}$/, { timeout: 20_000 });
  const code = new URL(phone.url()).searchParams.get('code') ?? '';
  await expect(phone.getByText(`Arun K (${username})`)).toBeVisible();
  await expect(phone.getByTestId('item-card-1').getByTestId('warranty')).toHaveText('In warranty until 09-01-2028');
  // A colleague who may raise requests sees no invoices.
  await expect(phone.getByRole('heading', { name: 'Invoices' })).toHaveCount(0);
  await expectAccessible(phone);

  // Their profile: their role, the account's people, no invitation form.
  await phone.goto('/profile');
  await expect(phone.getByText('Your role: Can raise requests')).toBeVisible();
  // Their first sign-in: no sign-in before it, on the profile and on their own row alike (decision 094).
  await expect(phone.getByRole('definition').filter({ hasText: 'First login' })).toHaveCount(1);
  await expect(phone.getByTestId('colleague').filter({ hasText: username })).toContainText('First login');
  await expect(phone.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expectNothingOverflows(phone);
  await expectAccessible(phone);
  // In Tamil too.
  await phone.getByTestId('language-toggle').click();
  await expect(phone.getByRole('heading', { name: taPanel.colleaguesTitle })).toBeVisible();
  await expect(
    phone.getByText(taPanel.yourAccountRole.replace('{role}', taPanel.accountRole_member), { exact: true }),
  ).toBeVisible();
  await expectNothingOverflows(phone);
  await expectAccessible(phone);

  // The account admin sees the request their colleague raised, and who raised it: on the list's row, then
  // on the request.
  await page.goto('/requestrepair');
  await expect(page.getByRole('link', { name: code })).toBeVisible();
  await expect(page.getByTestId('raised-by-colleague')).toHaveText('Raised by: Arun K');
  await page.goto(`/requestrepair/view?code=${code}`);
  await expect(page.getByText(`Arun K (${username})`)).toBeVisible();

  // The colleague has the request list open on their phone (in Tamil, as they left it)…
  await phone.goto('/requestrepair');
  const openLink = phone.getByRole('link', { name: code });
  await expect(openLink).toBeVisible();

  // …when the account admin removes them: their next call ends the session and says why (decision 094).
  await page.goto('/profile');
  const joined = people.getByTestId('colleague').filter({ hasText: username });
  await expect(joined).toContainText('Joined');
  await joined.getByRole('button', { name: 'Remove Arun K' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(ColleagueMsg.colleagueRemoved)).toBeVisible();
  await expect(people.getByTestId('colleague').filter({ hasText: username })).toHaveCount(0);
  await expect(people.getByTestId('colleague')).toHaveCount(1);
  await openLink.click();
  await expect(phone).toHaveURL(/\/login$/, { timeout: 15_000 });
  const ended = phone.getByTestId('session-ended');
  await expect(ended).toHaveText(taPublic.removedFromAccount.replace('{company}', owner.companyname));
  await expectNothingOverflows(phone);
  await expectAccessible(phone);
  // In English too, and gone once closed.
  await phone.getByTestId('language-toggle').click();
  await expect(ended).toHaveText(fillMessage(ColleagueMsg.removedFromAccount, { company: owner.companyname }));
  await ended.getByRole('button', { name: 'Close' }).click();
  await expect(ended).toHaveCount(0);
  await phone.reload();
  await expect(phone.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(phone.getByTestId('session-ended')).toHaveCount(0);
});

test('staff see and manage an account’s colleagues from the customer list', async ({ page, request }) => {
  const owner = await createCustomer(request);
  const auth = await token(request, owner.username, owner.password);
  const stamp = Date.now().toString(36);
  const invited = await request.post('/api/account/inviteColleague', {
    headers: { authorization: `Bearer ${auth}` },
    data: { name: 'Meena S', email: `meena${stamp}@example.com`, username: `meena${stamp}`, role: 'member' },
  });
  expect(invited.status()).toBe(200);

  await page.setViewportSize({ width: 1366, height: 900 });
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/customers');
  await page.getByLabel('Search customers').fill(owner.email);
  await page.getByRole('button', { name: `Colleagues: ${owner.companyname}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('colleague')).toHaveCount(2);
  const meena = dialog.getByTestId('colleague').filter({ hasText: `meena${stamp}` });
  await meena.getByRole('combobox', { name: 'What Meena S may do' }).click();
  await page.getByRole('option', { name: 'Can also approve charges and see invoices' }).click();
  await expect(page.getByText(ColleagueMsg.colleagueRoleSaved)).toBeVisible();
  await expectAccessible(page);
  await meena.getByRole('button', { name: 'Remove Meena S' }).click();
  await page.getByRole('dialog', { name: 'Remove Meena S?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(ColleagueMsg.colleagueRemoved)).toBeVisible();
  await expect(dialog.getByTestId('colleague')).toHaveCount(1);
});
