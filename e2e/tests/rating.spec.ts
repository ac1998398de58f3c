import { type APIRequestContext, expect, test } from '@playwright/test';
import { endpoints, formatMobile, urlOf } from '@svc/contract';
import { messages as ta } from '../../apps/web/src/i18n/catalogues/ta';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';
import { expectNothingOverflows } from './support/layout';
import { mailedText } from './support/mail';

const PHONE = { width: 375, height: 800 };

test('after delivery the customer rates the request from the mailed link on a 375 px phone; the link then says it is rated, the request view shows it and the company report counts it', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const code = await raise(request, await token(request, c.username, c.password));
  const admin = await token(request, 'admin', ADMIN_PASSWORD);
  await walk(request, admin, code, 1, ['received', 'estimated', 'declined', 'dispatched', 'delivered']);
  const ratingsBefore = await ratingsCounted(request, admin);

  // The invitation (sent at once here: RATING_INVITE_DELAY_MINUTES=0) has one link per number of stars.
  const mail = await mailedText(c.email, `${code} has been delivered`);
  const fourStars = mail.match(/\/rate\?k=[A-Za-z0-9_-]{44}&s=4/)?.[0];
  expect(fourStars, mail).toBeTruthy();

  // A phone with no session: the link is all it has; the stars the mail's link chose are chosen.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await phone.goto(fourStars ?? '');
  await expect(phone.getByRole('heading', { name: `Rate request ${code}` })).toBeVisible();
  const stars = phone.getByRole('radiogroup', { name: /Your rating/ });
  await expect(stars.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
  await expectNothingOverflows(phone);
  await expectAccessible(phone);
  // The language switch works here as on the sign-in page: Tamil, then English again.
  await phone.getByTestId('language-toggle').click();
  await expect(phone.getByRole('button', { name: ta.rateSubmit })).toBeVisible();
  await phone.getByTestId('language-toggle').click();
  await expect(phone.getByRole('button', { name: 'Send rating' })).toBeVisible();
  await expect(stars.getByRole('radio', { name: /^4 stars/ })).toBeVisible();
  // Keyboard: the arrow keys move through the stars as in any radio group.
  await stars.getByRole('radio', { name: /^4 stars/ }).focus();
  await phone.keyboard.press('ArrowUp');
  await expect(stars.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
  await phone.getByLabel(/^Comment/).fill('Fixed in two days, clear messages.');
  await phone.getByRole('button', { name: 'Send rating' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(phone.getByTestId('rating-shown')).toContainText('Rated 5 of 5');

  // The same link again: already rated, with the rating given; nothing to send.
  await phone.goto(fourStars ?? '');
  await expect(phone.getByRole('heading', { name: 'Already rated' })).toBeVisible();
  await expect(phone.getByTestId('rating-shown')).toContainText('Rated 5 of 5');
  await expect(phone.getByTestId('rating-shown')).toContainText('Fixed in two days, clear messages.');
  await expect(phone.getByRole('button', { name: 'Send rating' })).toHaveCount(0);
  await expectAccessible(phone);

  // A forged link: the bad-link page.
  await phone.goto(`/rate?k=${'A'.repeat(44)}`);
  const invalid = phone.getByTestId('rating-invalid');
  await expect(invalid).toContainText(/call the service centre/);
  // With the company's number, when it has one.
  const companyPhone = await companyPhoneOf(request, admin);
  if (companyPhone) await expect(invalid).toContainText(formatMobile(companyPhone));

  // The customer's own request view shows it.
  const own = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginViaUi(own, c.username, c.password);
  await own.goto(`/requestrepair/view?code=${code}`);
  const card = own.getByTestId('rating-card');
  await expect(card).toContainText('Customer rating');
  await expect(card).toContainText('Rated 5 of 5');
  await expect(card).toContainText('Fixed in two days, clear messages.');
  await expectNothingOverflows(own);

  // The company's turnaround report counts it (decision 061): one rating more than before it was given.
  expect(await ratingsCounted(request, admin)).toBe(ratingsBefore + 1);
  const desk = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginViaUi(desk, 'admin', ADMIN_PASSWORD);
  await desk.goto('/reports');
  const report = desk.getByTestId('turnaround-report');
  await report.scrollIntoViewIfNeeded();
  await expect(report.getByTestId('turnaround-totals')).toContainText(`of 5 (${ratingsBefore + 1})`);
});

/** The company's phone number as the admin set it ('' for none). */
async function companyPhoneOf(request: APIRequestContext, auth: string) {
  const res = await request.post(urlOf(endpoints.companySettings), {
    headers: { authorization: `Bearer ${auth}` },
    data: {},
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { company_details: { phone: string } }).company_details.phone;
}

/** How many ratings the turnaround report counts company-wide, as staff read it. */
async function ratingsCounted(request: APIRequestContext, auth: string) {
  const res = await request.post(urlOf(endpoints.turnaroundReport), {
    headers: { authorization: `Bearer ${auth}` },
    data: { by: 'month' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: { ratings: number } }).total.ratings;
}
