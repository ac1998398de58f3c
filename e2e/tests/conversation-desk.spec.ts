import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token } from './support/api';
import { expectNoControlCovered, expectNothingOverflows } from './support/layout';
import { shot, shotBoth } from './support/shots';

/**
 * The desk's side of the conversations on a 375 px phone, in English and Tamil: the "Awaiting our reply"
 * tab's count in sight, the canned replies as cards rather than a table scrolled sideways, and the
 * scroll-to-top button over no control anywhere on the page.
 */
const PHONE = { width: 375, height: 740 };

/** The whole text of an element fits in its box, and the box ends inside the screen. */
async function whole(page: Page, testId: string) {
  const el = page.getByTestId(testId).first();
  await expect(el).toBeVisible();
  const fits = await el.evaluate((e) => {
    const label = e.querySelector('.mantine-Badge-label') ?? e;
    const r = e.getBoundingClientRect();
    return label.scrollWidth <= label.clientWidth + 1 && r.right <= window.innerWidth && r.left >= 0;
  });
  expect(fits, `${testId} shows in full`).toBe(true);
}

test('the desk on a phone in Tamil: the queue count in sight, canned replies as cards, no control covered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const admin = await token(request, 'admin', ADMIN_PASSWORD);
  const code = await raise(request, customer, 2);
  const as = (auth: string) => ({ authorization: `Bearer ${auth}` });
  for (const body of ['Is the charger needed?', 'And the bag? I can send it along with the laptop if needed.']) {
    const res = await request.post('/api/conversations/postMessage', {
      headers: as(customer),
      data: { req_code: code, body },
    });
    expect(res.status()).toBe(200);
  }
  const saved = await request.post('/api/admin/saveCannedReply', {
    headers: as(admin),
    data: {
      title: `Charger not needed ${Date.now()}`,
      body_en: 'No need to send the charger: we test with our own.',
      body_ta: 'சார்ஜரை அனுப்ப வேண்டியதில்லை: எங்களுடையதைக் கொண்டு சோதிக்கிறோம்.',
    },
  });
  expect(saved.status()).toBe(200);

  await page.setViewportSize(PHONE);
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  // Tamil on this screen only: the admin account's own language stays English for the other tests.
  await page.route('**/api/profile/setLanguage', (route) => route.abort());
  await page.goto('/service-desk?needs=reply');
  const row = page.getByTestId('awaiting-row').filter({ hasText: code });
  await expect(row.getByTestId('awaiting-message')).toHaveCount(2);
  await row.getByRole('button', { name: 'Reply' }).click();
  await shotBoth(page, 'desk-reply', 375);
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('tab', { name: /எங்கள் பதிலுக்காகக் காத்திருப்பவை/ })).toBeVisible();
  await whole(page, 'awaiting-count');
  await expect(() => expectNothingOverflows(page)).toPass({ timeout: 5000 });
  // The screen is drawn anew in Tamil: the reply is opened again.
  await row.getByRole('button', { name: 'பதில் அளி' }).click();
  await expect(row.getByText('உங்கள் பதில் வாடிக்கையாளருக்கு மின்னஞ்சலில் செல்லும்.')).toBeVisible();
  await expectAccessible(page);
  await shotBoth(page, 'desk-reply-ta', 375);
  await expectNoControlCovered(page);

  await page.goto('/admin/replies');
  const cards = page.getByTestId('canned-table').getByTestId('admin-row-card');
  await expect(cards.first()).toBeVisible();
  const table = page.locator('table[data-testid="canned-table"]');
  await expect(table).toHaveCount(0);
  await expect(() => expectNothingOverflows(page)).toPass({ timeout: 5000 });
  const badgesCut = () =>
    page
      .getByTestId('canned-table')
      .locator('.mantine-Badge-label')
      .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(await badgesCut()).toEqual([]);
  await expectAccessible(page);
  await shotBoth(page, 'canned-replies-ta', 375);
  // On a laptop, the table: its "active" badge whole too, in its narrow column.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(table).toBeVisible();
  expect(await badgesCut()).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect(cards.first()).toBeVisible();
  await expectNoControlCovered(page);

  // The request's conversation: its Send button, wherever the page is scrolled, is never under the button.
  await page.goto(`/requestrepair/view?code=${code}`);
  await expect(page.getByTestId('conversation-card').getByTestId('thread-message')).toHaveCount(2);
  await expectNoControlCovered(page);
  await shot(page, 'conversation-staff-ta-scrolled', false);
  await shotBoth(page, 'conversation-staff-ta', 375);
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoControlCovered(page);
  await shot(page, 'conversation-staff-scrolled', false);
  await shotBoth(page, 'conversation-staff', 375);
  await page.goto('/admin/replies');
  await expect(cards.first()).toBeVisible();
  await shotBoth(page, 'canned-replies', 375);
});
