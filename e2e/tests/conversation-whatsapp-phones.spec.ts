import { expect, test } from '@playwright/test';
import { E2E_PHONES } from '../phones.config';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token } from './support/api';
import { expectNothingOverflows } from './support/layout';
import { smsOn, verifyMobile } from './support/phones';

/**
 * A WhatsApp message from the customer's verified, opted-in number (decision 089: a number counts as an
 * account's once a code sent to it is typed back) joins the request's thread through the Cloud API double,
 * marked as sent by WhatsApp, in English and in Tamil, on a 375 px phone. Runs with the phone projects: the
 * code goes by SMS, which they switch on for the company.
 */
test('a WhatsApp message from a verified number joins the thread, on a phone, in English and Tamil', async ({
  browser,
  request,
}) => {
  await smsOn(request, await token(request, 'admin', ADMIN_PASSWORD));
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const code = await raise(request, customer, 1);
  await verifyMobile(request, customer, c.mobile);
  const optIn = await request.post('/api/profile/setWhatsappOptIn', {
    headers: { authorization: `Bearer ${customer}` },
    data: { opt_in: true },
  });
  expect(optIn.status()).toBe(200);

  const sent = await fetch(
    `http://127.0.0.1:${E2E_PHONES.windowPort}/incoming?from=91${c.mobile}&text=${encodeURIComponent('Sent the charger anyway, sorry!')}`,
    { method: 'POST' },
  );
  expect(((await sent.json()) as { status: number }).status).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const tab = await phone.newPage();
  await loginViaUi(tab, c.username, c.password);
  const card = tab.getByTestId('conversation-card');
  const whatsapp = card.getByTestId('thread-message').filter({ hasText: 'Sent the charger anyway, sorry!' });
  // Meta has its 200 before the message is placed (decision 098): the page is opened until it shows it.
  await expect(async () => {
    await tab.goto(`/requestrepair/view?code=${code}`);
    await expect(whatsapp).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(whatsapp).toContainText('By WhatsApp');
  await expect(card.getByTestId('thread-message')).toHaveCount(1);
  await expectNothingOverflows(tab);
  await expectAccessible(tab);

  await tab.getByTestId('language-toggle').click();
  await expect(card.getByRole('heading', { name: 'செய்திகள்' })).toBeVisible();
  await expect(whatsapp).toContainText('WhatsApp வழியாக');
  await expectAccessible(tab);
  await tab
    .screenshot({ path: 'test-results/screens/conversation-whatsapp-375-ta.png', fullPage: true })
    .catch(() => {});
  await phone.close();
});
