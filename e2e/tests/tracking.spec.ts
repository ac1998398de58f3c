import { expect, test } from '@playwright/test';
import { STATUS_TEXT, STATUS_TEXT_TA } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';
import { mailCount, mailedCode, mailedTrackingPath } from './support/mail';

test('a customer with no session follows the link from a status mail; a replaced link says it is no longer valid', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const code = await raise(request, customer);
  await walk(request, staff, code, 1, ['received', 'estimated']);
  const link = await mailedTrackingPath(c.email, `${code}: Charges quoted`);

  // A phone with no session at all.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await phone.newPage();
  const res = await page.goto(link);
  expect(res?.headers()['x-robots-tag']).toContain('noindex');
  expect(res?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { name: `Request ${code}` })).toBeVisible();
  const item = page.getByTestId('track-item-1');
  await expect(item.locator('[data-status-badge]')).toHaveText('Charges quoted');
  for (const step of ['Request raised', 'Received', 'Charges quoted']) {
    await expect(item.getByText(step, { exact: true }).last()).toBeVisible();
  }
  // Nothing private: no charges, no address, no e-mail, no docket.
  await expect(page.locator('body')).not.toContainText('₹');
  await expect(page.locator('body')).not.toContainText(c.email);
  await expect(page.locator('body')).not.toContainText(c.address);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/track-375.png', fullPage: true }).catch(() => {});

  // The quote is answered from the link after a code mailed to the account: shown only once it is entered.
  const answer = page.getByTestId('answer-quote');
  const mailsBefore = await mailCount(c.email);
  await answer.getByRole('button', { name: 'Send me a code' }).click();
  await expect(answer).toContainText('We have sent a 6-digit code');
  const otp = await mailedCode(c.email, mailsBefore);
  await answer.getByRole('textbox').first().click();
  await page.keyboard.type(otp);
  await answer.getByRole('button', { name: 'Confirm code' }).click();
  await expect(answer.getByTestId('quote-1')).toContainText('₹5,487.60');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/track-quote-375.png', fullPage: true }).catch(() => {});
  await answer.getByRole('button', { name: 'Approve charges' }).click();
  // The same question as in the account, with the amount; nothing is sent before "Yes".
  const confirm = page.getByRole('dialog', { name: 'Approve charges' });
  await expect(confirm).toContainText('Approve charges of ₹5,487.60 for 1.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(item.locator('[data-status-badge]')).toHaveText('Charges approved');
  await expect(item.getByText('Charges approved', { exact: true }).last()).toBeVisible();

  // The customer replaces the link from the request page; the old one stops at once.
  const desk = await browser.newContext();
  const own = await desk.newPage();
  await loginViaUi(own, c.username, c.password);
  await own.goto(`/requestrepair/view?code=${code}`);
  await own.getByRole('button', { name: 'Show the link' }).click();
  const shown = own.getByTestId('tracking-url');
  await expect(shown).toContainText(link);
  await own.getByRole('button', { name: 'Replace link' }).click();
  await own.getByRole('dialog').getByRole('button', { name: 'Replace link' }).click();
  await expect(shown).not.toContainText(link);
  const fresh = new URL((await shown.textContent()) ?? '').search;

  await page.goto(link);
  await expect(page.getByTestId('track-invalid')).toContainText('This link is no longer valid');
  await expectAccessible(page);
  await page.goto(`/t${fresh}`);
  await expect(page.getByRole('heading', { name: `Request ${code}` })).toBeVisible();
  await phone.close();
  await desk.close();
});

test('the print carries the tracking link as a QR code', async ({ page, request }) => {
  const c = await createCustomer(request);
  const code = await raise(request, await token(request, c.username, c.password));
  await loginViaUi(page, c.username, c.password);
  await page.goto(`/requestrepair/print?code=${code}`);
  await expect(page.getByTestId('print-qr')).toBeVisible();
  await expect(page.getByText('Scan to track without signing in')).toBeVisible();
});

test('a customer corrects a mistyped docket number from the link, after a code, until the parcel is received', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const code = await raise(request, customer);
  const link = await mailedTrackingPath(c.email, `${code}: Request raised`);

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await phone.newPage();
  await page.goto(link);
  const card = page.getByTestId('answer-quote');
  await expect(card.getByRole('heading', { name: 'Correct the courier details' })).toBeVisible();
  const before = await mailCount(c.email);
  await card.getByRole('button', { name: 'Send me a code' }).click();
  const otp = await mailedCode(c.email, before);
  await card.getByRole('textbox').first().click();
  await page.keyboard.type(otp);
  await card.getByRole('button', { name: 'Confirm code' }).click();
  const form = card.getByTestId('track-courier');
  await expect(form.getByLabel(/^Docket Number/)).toHaveValue(/^D\d+/);
  await form.getByLabel(/^Docket Number/).fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter Docket Number')).toBeVisible();
  await form.getByLabel(/^Docket Number/).fill('DTDC-CORRECTED-42');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Courier details updated.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/track-courier-375.png', fullPage: true }).catch(() => {});
  await phone.close();

  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const view = await request.post('/api/requestrepair/viewrequestrepair', {
    headers: { authorization: `Bearer ${staff}` },
    data: { req_code: code },
  });
  expect((await view.json()).request_details.docket_number).toBe('DTDC-CORRECTED-42');
});

test('a deactivated customer’s link still shows the statuses and says why nothing can be done', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const code = await raise(request, customer);
  await walk(request, staff, code, 1, ['received', 'estimated']);
  const link = await mailedTrackingPath(c.email, `${code}: Charges quoted`);
  const auth = { authorization: `Bearer ${staff}` };
  const list = await request.post('/api/admin/getCustomerList', { headers: auth, data: { search: c.companyname } });
  const { username: _u, active: _a, mobile_verified: _m, ...row } = (await list.json()).customer_list[0];
  const saved = await request.post('/api/admin/saveCustomer', { headers: auth, data: { ...row, active: false } });
  expect(saved.status()).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByTestId('track-item-1').locator('[data-status-badge]')).toHaveText('Charges quoted');
  await expect(page.getByTestId('track-closed')).toContainText('This account is no longer active');
  // Nothing may be answered here, so the quoted item's explanation does not ask for an answer.
  await expect(page.getByTestId('track-item-1')).toContainText('We have quoted the charges.');
  await expect(page.getByTestId('track-item-1')).not.toContainText('approve or decline');
  await expect(page.getByRole('button', { name: 'Send me a code' })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/track-closed-375.png', fullPage: true }).catch(() => {});
  await phone.close();
});

test('with JavaScript off, the link still reads in full: statuses, explanations, promise and timeline, in both languages', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const code = await raise(request, customer, 2);
  await walk(request, staff, code, 1, ['received', 'estimated']);
  const link = await mailedTrackingPath(c.email, `${code}: Charges quoted`);

  const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await phone.newPage();
  const res = await page.goto(link);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'nonce-");
  await expect(page.getByRole('heading', { level: 1, name: `Request ${code}` })).toBeVisible();
  const quoted = page.getByTestId('track-item-1');
  await expect(quoted.locator('[data-status-badge]')).toHaveText(STATUS_TEXT.estimated.label);
  await expect(quoted).toContainText(STATUS_TEXT.estimated.explanation);
  await expect(quoted.getByTestId('promise')).toContainText('Promised by');
  await expect(quoted.getByTestId('promise')).toContainText(
    'While we wait for your answer, the promised date moves later by the time we wait.',
  );
  for (const step of ['pending', 'received', 'estimated'] as const) {
    await expect(quoted.getByRole('listitem').filter({ hasText: STATUS_TEXT[step].label })).toBeVisible();
  }
  const raised = page.getByTestId('track-item-2');
  await expect(raised.locator('[data-status-badge]')).toHaveText(STATUS_TEXT.pending.label);
  await expect(raised).toContainText(STATUS_TEXT.pending.explanation);
  // Nothing to press without the script: the code-and-answer card stays hidden; nothing private shows.
  await expect(page.getByTestId('answer-quote')).toBeHidden();
  await expect(page.locator('body')).not.toContainText('₹');
  await expect(page.locator('body')).not.toContainText(c.address);
  await page.screenshot({ path: 'test-results/screens/track-nojs-375.png', fullPage: true }).catch(() => {});

  // The language link is a plain link: Tamil with no script either.
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(quoted.locator('[data-status-badge]')).toHaveText(STATUS_TEXT_TA.estimated.label);
  await expect(quoted).toContainText(STATUS_TEXT_TA.estimated.explanation);
  await expect(quoted.getByRole('listitem').filter({ hasText: STATUS_TEXT_TA.received.label })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/track-nojs-ta-375.png', fullPage: true }).catch(() => {});
  await phone.close();

  // axe needs a script of its own: the same page, in each skin and language, read with one.
  for (const [colorScheme, lang] of [
    ['light', 'en'],
    ['dark', 'ta'],
  ] as const) {
    const seen = await browser.newContext({ colorScheme, viewport: { width: 375, height: 800 } });
    const tab = await seen.newPage();
    const refused: string[] = [];
    tab.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await tab.goto(`${link}&lang=${lang}`);
    await expect(tab.getByTestId('track-item-1')).toBeVisible();
    // Nothing fits only on a wider screen.
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(tab);
    // The loader ran under the page's nonce and showed the card; nothing was refused.
    await expect(tab.getByTestId('answer-quote')).toBeVisible();
    expect(refused).toEqual([]);
    await tab
      .screenshot({ path: `test-results/screens/track-${colorScheme}-${lang}-375.png`, fullPage: true })
      .catch(() => {});
    await seen.close();
  }
});
