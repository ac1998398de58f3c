import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  addWorkingMinutes,
  DEFAULT_WORKING_CALENDAR,
  endpoints,
  formatDateTime,
  TRACK_PAGE_TA,
  TurnaroundMsg,
  type TViewItemReply,
  type TViewRequestReply,
  urlOf,
} from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';
import { startFreshApp } from './support/fresh-app';
import { expectNothingOverflows } from './support/layout';

/**
 * Same-day promises (issue 39 point 5, decision 092), on an app of its own: a rule changes every promise of
 * its item type, which the shared app's other tests read. The admin sets 4 working hours for an item type on a
 * 375 px phone; the customer's request then promises the due 4 working hours after receipt and says so, in
 * English and Tamil. Beside it an item whose charges are declined carries no promise (point 4, decision 093).
 */
let app: Awaited<ReturnType<typeof startFreshApp>>;
let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  app = await startFreshApp();
  api = await playwright.request.newContext({ baseURL: app.baseURL });
});
test.afterAll(async () => {
  await api?.dispose();
  await app?.stop();
});

async function post<T>(path: string, body: unknown, auth: string): Promise<T> {
  const res = await api.post(path, { headers: { authorization: `Bearer ${auth}` }, data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

test('on a 375 px phone the admin sets a rule of 4 working hours, and the request promises it', async ({ browser }) => {
  const admin = await token(api, 'admin', ADMIN_PASSWORD);
  const masters = await post<{ itemList: { id: number; name: string }[] }>(urlOf(endpoints.masterList), {}, admin);
  const itemName = masters.itemList.find((i) => i.id === 1)?.name ?? '';
  expect(itemName).not.toBe('');

  const desk = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 375, height: 800 } });
  const page = await desk.newPage();
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/turnaround');
  const form = page.getByTestId('rule-form');
  await form.getByLabel(/^Item type/).click();
  await page.getByRole('option', { name: itemName, exact: true }).click();
  await form.getByText('Hours', { exact: true }).click();
  const hours = form.getByLabel(/^Working hours/);
  // Out of bounds (no hours, more than a day's 24, half an hour) stays as typed and is refused with its words.
  for (const typed of ['0', '25', '1.5']) {
    await hours.fill(typed);
    await form.getByRole('button', { name: 'Save rule' }).click();
    await expect(form.getByText(TurnaroundMsg.enterWorkingHours)).toBeVisible();
    await expect(hours).toHaveValue(typed);
  }
  await hours.fill('4');
  await form.getByRole('button', { name: 'Save rule' }).click();
  const rules = page.getByTestId('turnaround-rules');
  await expect(rules).toContainText(itemName);
  await expect(rules).toContainText('All branches · 4 working hours');
  await expectNothingOverflows(page);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByTestId('turnaround-rules')).toContainText('All branches · 4 working hours');

  // A request of two items of that type, received now; the second's charges quoted and declined.
  const c = await createCustomer(api);
  const customer = await token(api, c.username, c.password);
  const code = await raise(api, customer, 2);
  await walk(api, admin, code, 1, ['received']);
  await walk(api, admin, code, 2, ['received', 'estimated']);
  await walk(api, customer, code, 2, ['declined']);
  const view = await post<TViewRequestReply>(urlOf(endpoints.viewRequest), { req_code: code }, customer);
  const [first, second] = view.request_item_details;
  const card = await post<TViewItemReply>(urlOf(endpoints.viewItem), { item_id: first?.item_id }, customer);
  const receivedAt = card.request_tracking_details.find((e) => e.status === 'received')?.at ?? '';
  // Four working hours of the fresh install's calendar (Monday to Saturday 10:00–19:00) after receipt.
  expect(first?.due_at).toBe(addWorkingMinutes(new Date(receivedAt), 240, DEFAULT_WORKING_CALENDAR).toISOString());
  expect(first?.turnaround).toEqual({ amount: 4, unit: 'hours' });
  expect([second?.due_at, second?.turnaround]).toEqual([null, null]);

  const own = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 375, height: 800 } });
  const phone = await own.newPage();
  await loginViaUi(phone, c.username, c.password);
  await phone.goto(`/requestrepair/view?code=${code}`);
  const promise = phone.getByTestId('item-card-1').getByTestId('promise');
  await expect(promise).toContainText(`Promised by ${formatDateTime(first?.due_at ?? '')}`);
  await expect(promise.getByTestId('promised-within')).toHaveText('Promised within 4 working hours of receipt.');
  // Declined: no promise on its card, and no "Promised date moved to …" on its timeline.
  const declined = phone.getByTestId('item-card-2');
  await expect(declined.locator('[data-status-badge]')).toHaveText('Charges declined');
  await expect(declined.getByTestId('promise')).toHaveCount(0);
  await declined.getByRole('button', { name: 'Timeline and photos' }).click();
  await expect(declined.getByTestId('item-timeline')).toContainText('Charges declined');
  await expect(declined.getByTestId('due-moved')).toHaveCount(0);
  await expect(declined).not.toContainText('Promised');
  await expectNothingOverflows(phone);
  await expectAccessible(phone);

  // In Tamil: the same promise in its words.
  await phone.getByTestId('language-toggle').click();
  await expect(phone.getByTestId('item-card-1').getByTestId('promised-within')).toHaveText(
    TRACK_PAGE_TA.promisedWithinHours.replace('{n}', '4'),
  );
  await expectNothingOverflows(phone);
  await desk.close();
  await own.close();
});
