import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { messages as taPublic } from '../../apps/web/src/i18n/catalogues/ta';
import { messages as taApp } from '../../apps/web/src/i18n/catalogues/ta-app';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi, newCustomer } from './support/accounts';
import { raise, token, walk } from './support/api';
import { pick } from './support/forms';
import { expectNothingOverflows, expectStatusesWhole } from './support/layout';
import { mailCount, mailedCode } from './support/mail';

/** Every Tamil text of the screens, as the catalogues hold them. */
const ta = { ...taPublic, ...taApp };
/** A field's label, whole (a required field's label ends in an asterisk). */
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

test('the whole customer walk in Tamil: sign-up, sign-in, a request, its quote, the print as a PDF and the reports', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const c = newCustomer();
  await page.goto('/signup');
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { name: ta.signUpTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expectAccessible(page);

  await page.getByLabel(exact(ta.nameOrCompany)).fill(c.companyname);
  await page.getByLabel(exact(ta.contactPerson)).fill(c.contactperson);
  await pick(page, ta.state, 'Tamil Nadu (33)');
  await page.getByLabel(exact(ta.gstinOptional)).fill(c.gstin);
  await page.getByLabel(exact(ta.email)).fill(c.email);
  await page.getByLabel(exact(ta.mobile)).fill(c.mobile);
  await page.getByLabel(exact(ta.address)).fill(c.address);
  await page.getByLabel(exact(ta.city)).fill(c.city);
  await page.getByLabel(exact(ta.pincode)).fill(c.pincode);
  await page.getByLabel(exact(ta.userName)).fill(c.username);
  // A rule broken on the way: its message is in Tamil.
  await page.getByLabel(exact(ta.password)).fill('short');
  await page.getByLabel(exact(ta.confirmPassword)).fill('short');
  await page.getByRole('button', { name: ta.sendCode }).click();
  await expect(page.getByText(ta.passwordRule)).toBeVisible();
  await page.getByLabel(exact(ta.password)).fill(c.password);
  await page.getByLabel(exact(ta.confirmPassword)).fill(c.password);
  const before = await mailCount(c.email);
  await page.getByRole('button', { name: ta.sendCode }).click();
  await expect(page.getByRole('heading', { name: ta.otpTitle })).toBeVisible();
  await page
    .getByRole('textbox', { name: ta.otpLabel })
    .first()
    .fill(await mailedCode(c.email, before));
  await page.getByRole('button', { name: ta.createAccount }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The sign-in page stays in Tamil; the account keeps Tamil for every device.
  await expect(page.getByRole('heading', { name: ta.signInTitle })).toBeVisible();
  await page.getByLabel(exact(ta.userName)).fill(c.username);
  await page.getByLabel(exact(ta.password)).fill(c.password);
  await page.getByRole('button', { name: ta.signIn }).click();
  await expect(page).toHaveURL(/\/requestrepair$/);
  await expect(page.getByRole('link', { name: ta.menuRequestRepair })).toBeVisible();
  await expectAccessible(page);

  // A request, raised in Tamil.
  await page.getByRole('link', { name: ta.newRequest }).first().click();
  await pick(page, ta.item, 'Laptop');
  await pick(page, ta.brand, 'Dell');
  const serial = `TA${Date.now()}`;
  await page.getByLabel(exact(ta.modelNumber)).fill('Inspiron 14');
  await page.getByLabel(exact(ta.serialNumber)).fill(serial);
  await page.getByLabel(exact(ta.courierName)).fill('Professional Couriers');
  await page.getByLabel(exact(ta.docketNumber)).fill('PC-9001');
  await page.getByLabel(exact(ta.narration)).fill('ஒரு பெட்டியில்');
  await expectAccessible(page);
  await page.getByRole('button', { name: ta.submitRequest }).click();
  await expect(page).toHaveURL(/\/requestrepair\/view\?code=/);
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  const card = page.getByTestId('item-card-1');
  await expect(card.locator('[data-status-badge]')).toHaveText(ta.status_pending);

  // Staff quote it; the customer approves in Tamil.
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  await walk(request, staff, code, 1, ['received', 'estimated']);
  await page.reload();
  await expect(card.locator('[data-status-badge]')).toHaveText(ta.status_estimated);
  await expect(card).toContainText('₹5,487.60');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/tamil-request.png', fullPage: true }).catch(() => {});
  await card.getByRole('button', { name: ta.approveCharges }).click();
  await page.getByRole('button', { name: ta.yes }).click();
  await expect(card.locator('[data-status-badge]')).toHaveText(ta.status_approved);

  // The print in Tamil, as Chromium's PDF: its headings' words are real Tamil text, not boxes.
  await page.getByRole('link', { name: ta.print }).click();
  await expect(page.getByTestId('print-page')).toContainText(code);
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'svc-pdf-')), 'request-ta.pdf');
  await page.pdf({ path: pdf, format: 'A4', printBackground: true });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).normalize('NFC');
  expect(text).toContain(code);
  for (const heading of [ta.printTitle, ta.printItems, ta.printCustomerSignature]) {
    for (const word of heading.split(/\s+/)) expect(text).toContain(word.normalize('NFC'));
  }
  await page.emulateMedia({ media: 'screen' });

  // The reports, in Tamil.
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: ta.reportsTitle })).toBeVisible();
  await expect(page.getByRole('tab', { name: ta.tabInProgress })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/tamil-reports.png', fullPage: true }).catch(() => {});
});

test('the sign-in page in English loads no Tamil catalogue', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // (Only the toggle's own word, தமிழ், takes one weight of the Tamil font.)
  expect(loaded.filter((u) => /\/assets\/ta(-app)?-[\w-]+\.js$/.test(u))).toEqual([]);
  // Switching loads it; the choice survives a reload.
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { name: ta.signInTitle })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: ta.signInTitle })).toBeVisible();
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('Tamil screens are readable in full at 375 px: list, request, reports', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  expect(
    (
      await request.post('/api/profile/setLanguage', {
        headers: { authorization: `Bearer ${customer}` },
        data: { language: 'ta' },
      })
    ).status(),
  ).toBe(200);
  const code = await raise(request, customer, 3);
  await walk(request, staff, code, 1, ['received', 'estimated']);
  await walk(request, staff, code, 2, ['received', 'estimated']);
  await walk(request, customer, code, 2, ['declined']);
  await loginViaUi(page, c.username, c.password);
  await expect(page.getByRole('heading', { name: ta.requestsTitle })).toBeVisible();
  await expectStatusesWhole(page);
  await expectNothingOverflows(page);
  await page.goto(`/requestrepair/view?code=${code}`);
  await expect(page.getByTestId('item-card-3')).toBeVisible();
  await expectStatusesWhole(page);
  await expectNothingOverflows(page);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/tamil-view-375.png', fullPage: true }).catch(() => {});
  await page.goto('/reports');
  await page.getByRole('tab', { name: ta.tabInProgress }).click();
  await expectStatusesWhole(page);
  await expectNothingOverflows(page);
});
