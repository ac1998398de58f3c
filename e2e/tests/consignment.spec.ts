import { expect, test } from '@playwright/test';
import { endpoints } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { call, raise, token, walk } from './support/api';
import { expectNothingOverflows } from './support/layout';
import { mailCount, mailedText, outboxesEmpty } from './support/mail';
import { shot } from './support/shots';

// Issue 42 (decisions 099, 106): a box of items received, quoted, moved on and sent back in one box from the
// request's page in one move each, at 375 px; the customer gets one mail for each move, listing the items.

test('on a phone, staff receive a consignment of six in one move, quote the six in one, start the repair of five, send them back in one box, and the customer gets one mail a move', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const code = await raise(request, customer, 6);
  const docket = (await call(request, endpoints.viewRequest, { req_code: code }, customer)).request_details
    .docket_number;
  await mailedText(c.email, `Your repair request ${code} has been raised for 6 items`);

  const desk = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await desk.newPage();
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto(`/requestrepair/view?code=${code}`);
  const card = page.getByTestId('bulk-move');
  const choose = async (step: string) => {
    await card.getByRole('combobox', { name: 'Step' }).click();
    await page.getByRole('option', { name: step }).click();
  };
  await choose('Record receipt');
  await expect(card.getByRole('checkbox', { name: 'Every item that can take this step (6)' })).toBeChecked();
  await expect(card.getByText('6 of 6 chosen')).toBeVisible();
  await expectNothingOverflows(page);
  await shot(page, 'consignment-receive');
  await card.getByRole('button', { name: 'Record receipt: 6 items' }).click();
  const dialog = page.getByRole('dialog');
  // A wrong docket is said on its field, and nothing moves.
  await dialog.getByLabel(/^Docket number on the parcel/).fill('XX0000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The docket number does not match the one on this request')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(/^Docket number on the parcel/).fill(docket.toLowerCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('6 items moved. The customer gets one message.')).toBeVisible();
  for (const line of [1, 2, 3, 4, 5, 6])
    await expect(page.getByTestId(`item-card-${line}`).locator('[data-status-badge]')).toHaveText('Received');
  // The parcel has arrived (decision 106).
  await expect(page.getByTestId('shipment-status')).toHaveText('Arrived');
  const received = await mailedText(c.email, `Request ${code}, 6 items: Received.`);
  for (const line of [1, 2, 3, 4, 5, 6]) expect(received).toContain(`${line}. Laptop`);

  // The six quoted in one move with the same charges, then approved by the customer all at once.
  await page.reload();
  await choose('Set charges');
  await card.getByRole('button', { name: 'Set charges: 6 items' }).click();
  await expect(dialog.getByTestId('bulk-quote-all')).toHaveText('The same charges are quoted on each of the 6 items.');
  await dialog.getByLabel(/^Service charge/).fill('500');
  await expect(dialog.getByTestId('quote-total')).toHaveText('Total with GST: ₹590.00 each, ₹3,540.00 for the 6 items');
  await expectNothingOverflows(page);
  await shot(page, 'consignment-quote');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Charges saved for 6 items. The customer gets one message.')).toBeVisible();
  for (const line of [1, 2, 3, 4, 5, 6])
    await expect(page.getByTestId(`item-card-${line}`).locator('[data-status-badge]')).toHaveText('Charges quoted');
  const quotedMail = await mailedText(c.email, `Request ${code}, 6 items: Charges quoted.`);
  // The six share one amount: said once, with what they come to together (as the dialog's total).
  expect(quotedMail.match(/₹590\.00/g)).toHaveLength(1);
  expect(quotedMail).toContain('Together, the 6 items: ₹3,540.00, GST included.');
  // The customer approves the six on their phone in one answer, after reading the total.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const mine = await phone.newPage();
  await loginViaUi(mine, c.username, c.password);
  await mine.goto(`/requestrepair/view?code=${code}`);
  await mine.getByRole('button', { name: 'Approve all 6 quotes' }).click();
  const question = mine.getByRole('dialog');
  await expect(
    question.getByText('Approve charges of ₹3,540.00 for items 1–6? The repair will start after your approval.'),
  ).toBeVisible();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(mine.getByText('Charges approved. The repair will start soon.')).toBeVisible();
  await expect(mine.getByTestId('answer-all')).toHaveCount(0);
  for (const line of [1, 2, 3, 4, 5, 6])
    await expect(mine.getByTestId(`item-card-${line}`).locator('[data-status-badge]')).toHaveText('Charges approved');
  await expectNothingOverflows(mine);
  await shot(mine, 'consignment-approve-all');
  await phone.close();
  await mailedText(c.email, `Request ${code}, 6 items: Charges approved.`);
  await outboxesEmpty(request);
  const before = await mailCount(c.email);

  // Five into repair: item 4 waits on the bench; then the five repaired, with one remark.
  await page.reload();
  await choose('Start repair');
  await card.getByRole('checkbox', { name: /^4\. / }).uncheck();
  await expect(card.getByText('5 of 6 chosen')).toBeVisible();
  await card.getByRole('button', { name: 'Start repair: 5 items' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('5 items moved. The customer gets one message.')).toBeVisible();
  await expect(page.getByTestId('item-card-4').locator('[data-status-badge]')).toHaveText('Charges approved');
  await expect(page.getByTestId('item-card-5').locator('[data-status-badge]')).toHaveText('In repair');
  await choose('Mark repaired');
  await card.getByRole('button', { name: 'Mark repaired: 5 items' }).click();
  await dialog.getByLabel(/^Remark/).fill('Bench tested for an hour');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('item-card-6').locator('[data-status-badge]')).toHaveText('Repaired');
  await shot(page, 'consignment-repaired');

  // The five go back in one box: one courier and docket, one card line listing them (decision 106).
  await choose('Dispatch');
  await card.getByRole('button', { name: 'Dispatch: 5 items' }).click();
  await dialog.getByLabel(/^Return courier/).fill('Blue Dart');
  await dialog.getByLabel(/^Return docket number/).fill('BD 5501');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('item-card-5').locator('[data-status-badge]')).toHaveText('Dispatched');
  const boxes = page.getByTestId('shipments-card');
  await expect(boxes.getByRole('listitem')).toHaveCount(1);
  await expect(boxes.getByText('Blue Dart, docket number BD 5501')).toBeVisible();
  await expect(boxes.getByText(/^Items 1–3, 5, 6/)).toBeVisible();
  await expect(boxes.getByTestId('shipment-status')).toHaveText('On its way');
  await expectNothingOverflows(page);
  await shot(page, 'consignment-box-back');
  // The history says each move once, naming its items: the receipt of six is one entry, not six.
  const history = page.getByTestId('audit-card').getByTestId('audit-entry');
  await expect(history.filter({ hasText: '6 items: 1–6' }).filter({ hasText: '→ Received' })).toHaveCount(1);
  await expect(history.filter({ hasText: '5 items: 1–3, 5, 6' }).filter({ hasText: '→ Dispatched' })).toHaveCount(1);
  await desk.close();

  // One mail for each move of the five: in repair, repaired, dispatched.
  await mailedText(c.email, `Request ${code}, 5 items: In repair.`);
  await mailedText(c.email, `Request ${code}, 5 items: Repaired.`);
  await mailedText(c.email, `Request ${code}, 5 items: Dispatched.`);
  await outboxesEmpty(request);
  expect((await mailCount(c.email)) - before).toBe(3);
});

test('on a phone, the customer declines a box of three quotes at once and is told the items all come back', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const code = await raise(request, customer, 3);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  for (const line of [1, 2, 3]) await walk(request, staff, code, line, ['received', 'estimated']);

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const mine = await phone.newPage();
  await loginViaUi(mine, c.username, c.password);
  await mine.goto(`/requestrepair/view?code=${code}`);
  const all = mine.getByTestId('answer-all');
  await expect(all.getByRole('button', { name: 'Approve all 3 quotes' })).toBeVisible();
  await all.getByRole('button', { name: 'Decline all 3 quotes' }).click();
  const question = mine.getByRole('dialog');
  await expect(
    question.getByText(/for items 1–3\? The items will be sent back to you without repair\.$/),
  ).toBeVisible();
  // "No" leaves the three as they were.
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toHaveCount(0);
  await expect(mine.getByTestId('item-card-1').locator('[data-status-badge]')).toHaveText('Charges quoted');
  await all.getByRole('button', { name: 'Decline all 3 quotes' }).click();
  await mine.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(mine.getByText('Charges declined. The items will be sent back to you.')).toBeVisible();
  await expect(mine.getByTestId('answer-all')).toHaveCount(0);
  for (const line of [1, 2, 3])
    await expect(mine.getByTestId(`item-card-${line}`).locator('[data-status-badge]')).toHaveText('Charges declined');
  await expectNothingOverflows(mine);
  await expectAccessible(mine);
  await phone.close();
  // One mail for the three, in the plural.
  const mail = await mailedText(c.email, `Request ${code}, 3 items: Charges declined.`);
  expect(mail).toContain('You declined the charges. We will send the items back to you.');
});
