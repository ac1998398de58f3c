import { expect, test } from '@playwright/test';
import { E2E_PHONES } from '../phones.config';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';
import { smsCount, smsTo, verifyMobile, whatsappOn } from './support/phones';

test('the admin switches SMS on; a customer with no session opens the link from the SMS and approves the quote with a code sent by SMS', async ({
  browser,
  page,
  request,
}) => {
  // The admin turns SMS on and fills the templates of the messages this walk sends.
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/company');
  await page.getByRole('switch', { name: 'Send by SMS' }).check();
  for (const [label, kind] of [
    ['Request raised', 'request_raised'],
    ['Received', 'received'],
    ['Charges quoted', 'estimated'],
    ['Charges approved', 'approved'],
    ['6-digit code', 'code'],
  ] as const) {
    await page.getByRole('button', { name: label, exact: true }).click();
    const panel = page.getByRole('region', { name: label, exact: true });
    await panel.getByLabel('SMS template id', { exact: true }).fill(E2E_PHONES.smsTemplate(kind));
    await panel.getByLabel('DLT template id', { exact: true }).fill('1107161234567890123');
  }
  // A DLT id of the wrong length is refused where it was typed.
  const quoted = page.getByRole('region', { name: 'Charges quoted', exact: true });
  await quoted.getByLabel('DLT template id', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(quoted.getByText('A DLT template id has 15 to 20 digits')).toBeVisible();
  await quoted.getByLabel('DLT template id', { exact: true }).fill('1107161234567890123');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/company-phones.png', fullPage: true }).catch(() => {});
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  // A customer with a verified mobile (decision 089) raises a request; staff receive and quote it.
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  await verifyMobile(request, customer, c.mobile);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const code = await raise(request, customer);
  await walk(request, staff, code, 1, ['received', 'estimated']);
  const quote = await smsTo(c.mobile, (s) => s.templateId === E2E_PHONES.smsTemplate('estimated'));
  expect(quote.variables.request).toBe(code);
  expect(quote.variables.amount).toBe('₹5,487.60');
  const link = new URL(quote.variables.link ?? '');

  // A phone with no session opens the link from the SMS.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const tab = await phone.newPage();
  await tab.goto(`${link.pathname}${link.search}`);
  await expect(tab.getByRole('heading', { name: `Request ${code}` })).toBeVisible();
  const item = tab.getByTestId('track-item-1');
  await expect(item.locator('[data-status-badge]')).toHaveText('Charges quoted');
  const answer = tab.getByTestId('answer-quote');
  const codesBefore = await smsCount(c.mobile);
  await answer.getByRole('button', { name: 'Send me a code' }).click();
  await expect(answer).toContainText('sent a 6-digit code to the mobile number');
  const sms = await smsTo(c.mobile, (s) => s.templateId === E2E_PHONES.smsTemplate('code'), codesBefore);
  await answer.getByRole('textbox').first().click();
  await tab.keyboard.type(sms.variables.code ?? '');
  await answer.getByRole('button', { name: 'Confirm code' }).click();
  await expect(answer.getByTestId('quote-1')).toContainText('₹5,487.60');
  await answer.getByRole('button', { name: 'Approve charges' }).click();
  await tab.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(item.locator('[data-status-badge]')).toHaveText('Charges approved');
  await phone.close();

  // Staff see each SMS of the request and the provider's delivery report.
  await page.goto(`/requestrepair/view?code=${code}`);
  const deliveries = page.getByTestId('deliveries-card');
  await expect(deliveries.getByTestId('delivery')).toHaveCount(5);
  await expect(deliveries.getByTestId('delivery').filter({ hasText: 'Charges approved' })).toContainText('Delivered');
  await expect(deliveries).toContainText(`To +91 ${c.mobile.slice(0, 5)} ${c.mobile.slice(5)}`);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/deliveries.png', fullPage: true }).catch(() => {});
});

test('a customer gives and withdraws consent to WhatsApp on the profile', async ({ page, request }) => {
  // Offered where updates can go by WhatsApp: the company has it on (and this server its credentials).
  await whatsappOn(request, await token(request, 'admin', ADMIN_PASSWORD));
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  await page.goto('/profile');
  const consent = page.getByRole('switch', { name: 'Send me updates on WhatsApp' });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(page.getByText('You will get updates on WhatsApp.')).toBeVisible();
  await expect(page.getByTestId('whatsapp-since')).toContainText('You agreed on');
  await consent.uncheck();
  await expect(page.getByText('You will no longer get updates on WhatsApp.')).toBeVisible();
  await expect(page.getByTestId('whatsapp-since')).toHaveCount(0);
});
