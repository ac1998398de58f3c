import { expect, test } from '@playwright/test';
import {
  addDays,
  fillText,
  formatDateTime,
  formatDay,
  indiaToday,
  promisedWithin,
  STATUS_TEXT,
  STATUS_TEXT_TA,
  TRACK_PAGE_EN,
  TRACK_PAGE_TA,
  type TrackPageKey,
} from '@svc/contract';
import { messages as taApp } from '../../apps/web/src/i18n/catalogues/ta-app';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { itemOf, raise, token, walk } from './support/api';
import { expectNothingOverflows } from './support/layout';
import { mailedText, mailedTrackingPath } from './support/mail';

/** The explanation as the customer reads it, with the day the parts are expected by (decision 051). */
const explained = (text: { explanation: string }, day: string) => text.explanation.replace('{date}', formatDay(day));
/** The promised date as both screens write it, from the instant the API answers (decision 053). */
const promised = (words: Record<TrackPageKey, string>, dueAt: string | null | undefined) =>
  fillText(words.promisedBy, { date: formatDateTime(dueAt as string) });
/** While the item waits for parts: the promise if they arrive on the expected day (decision 053, 2026-11-28). */
const promisedIfParts = (
  words: Record<TrackPageKey, string>,
  item: { if_parts_arrive: { due_at: string; expected_on: string } | null },
) =>
  fillText(words.promisedIfParts, {
    date: formatDateTime(item.if_parts_arrive?.due_at ?? ''),
    expected: formatDay(item.if_parts_arrive?.expected_on ?? ''),
  });

test('staff put an item on waiting for parts with a date and take it off; the customer reads why, in English and Tamil, on the tracking page too', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const code = await raise(request, customer);
  await walk(request, await token(request, 'admin', ADMIN_PASSWORD), code, 1, [
    'received',
    'estimated',
    'approved',
    'in_repair',
  ]);
  // In repair, the clock runs: the item has a promised date and is not paused.
  const running = await itemOf(request, customer, code, 1);
  expect(running.due_at).toBeTruthy();
  expect(running.clock_state).not.toBe('paused');
  const day = addDays(indiaToday(), 12);
  const english = explained(STATUS_TEXT.waiting_for_parts, day);
  const tamil = explained(STATUS_TEXT_TA.waiting_for_parts, day);

  // Staff: the dialog asks for what the flow table says the move needs, a remark and the date.
  const desk = await browser.newContext();
  const staff = await desk.newPage();
  await loginViaUi(staff, 'admin', ADMIN_PASSWORD);
  await staff.goto(`/requestrepair/view?code=${code}`);
  await staff.getByTestId('staff-actions-1').getByRole('button', { name: 'Waiting for parts' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a remark')).toBeVisible();
  await expect(dialog.getByText('Please enter the date the parts are expected by')).toBeVisible();
  await expectAccessible(staff);
  const date = dialog.getByLabel(/^Parts expected by/);
  // A typed day the field cannot take stays as typed and is named: past, too far, not a real date.
  for (const [typed, message] of [
    [formatDay(addDays(indiaToday(), -1)), 'The date the parts are expected by cannot be in the past'],
    [formatDay(addDays(indiaToday(), 181)), 'The parts must be expected within 180 days'],
  ] as const) {
    await date.fill(typed);
    await date.blur();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(date).toHaveValue(typed);
  }
  await date.fill('31-02-2027');
  await date.blur();
  await expect(dialog.getByText('31-02-2027 is not a real date: please write it as DD-MM-YYYY')).toBeVisible();
  await date.fill(formatDay(day));
  await date.blur();
  await expect(date).toHaveValue(formatDay(day));
  await dialog.getByLabel(/^Remark/).fill('Display panel ordered from the maker');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId('item-card-1').locator('[data-status-badge]')).toHaveText('Waiting for parts');

  // The customer, in English: the card, the timeline with the remark, the mail.
  const own = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await own.newPage();
  await loginViaUi(page, c.username, c.password);
  await page.goto(`/requestrepair/view?code=${code}`);
  const card = page.getByTestId('item-card-1');
  await expect(card.locator('[data-status-badge]')).toHaveText('Waiting for parts');
  await expect(card.getByTestId('parts-expected')).toHaveText(english);
  const paused = await itemOf(request, customer, code, 1);
  expect(paused.clock_state).toBe('paused');
  // The promise is the due as it will be if the parts come on their day, never a date before them.
  expect(paused.if_parts_arrive?.expected_on).toBe(day);
  expect(Date.parse(paused.if_parts_arrive?.due_at ?? '')).toBeGreaterThan(Date.parse(`${day}T00:00:00+05:30`));
  await expect(card.getByTestId('promise')).toContainText(promisedIfParts(TRACK_PAGE_EN, paused));
  await expect(card.getByTestId('promise')).toContainText(TRACK_PAGE_EN.promiseIfPartsLater);
  await expect(card.getByTestId('promise')).not.toContainText(formatDateTime(paused.due_at as string));
  await expectNothingOverflows(page);
  await card.getByRole('button', { name: 'Timeline and photos' }).click();
  const timeline = card.getByTestId('item-timeline');
  await expect(timeline).toContainText(english);
  await expect(timeline).toContainText('Display panel ordered from the maker');
  await expectAccessible(page);
  const mail = await mailedText(c.email, `expected by ${formatDay(day)}`);
  expect(mail).toContain(code);
  expect(mail).toContain(`${promisedIfParts(TRACK_PAGE_EN, paused)}.`);
  // The request list's "Promised by" (cards at 375 px) reads the same promise.
  await page.goto('/requestrepair');
  await expect(page.getByTestId('row-promise')).toHaveText(promisedIfParts(TRACK_PAGE_EN, paused));
  await expectNothingOverflows(page);
  expect(mail).toContain('Display panel ordered from the maker');

  // The tracking page, without signing in, in English and then in Tamil.
  const link = await mailedTrackingPath(c.email, code);
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const track = await phone.newPage();
  await track.goto(link);
  const tracked = track.getByTestId('track-item-1');
  await expect(tracked.locator('[data-status-badge]')).toHaveText('Waiting for parts');
  await expect(tracked).toContainText(english);
  await expect(tracked.getByTestId('promise')).toContainText(promisedIfParts(TRACK_PAGE_EN, paused));
  await expect(tracked.getByTestId('promise')).toContainText(TRACK_PAGE_EN.promiseIfPartsLater);
  await track.getByTestId('language-toggle').click();
  await expect(tracked.locator('[data-status-badge]')).toHaveText(STATUS_TEXT_TA.waiting_for_parts.label);
  await expect(tracked).toContainText(tamil);
  await expect(tracked.getByTestId('promise')).toContainText(promisedIfParts(TRACK_PAGE_TA, paused));
  await expect(tracked.getByTestId('promise')).toContainText(TRACK_PAGE_TA.promiseIfPartsLater);
  await expectNothingOverflows(track);
  await expectAccessible(track);

  // The customer's own screens in Tamil (the account's language, as the profile sets it).
  const tamilAccount = await request.post('/api/profile/setLanguage', {
    headers: { authorization: `Bearer ${customer}` },
    data: { language: 'ta' },
  });
  expect(tamilAccount.status()).toBe(200);
  const taContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const taPage = await taContext.newPage();
  await loginViaUi(taPage, c.username, c.password);
  await taPage.goto(`/requestrepair/view?code=${code}`);
  const taCard = taPage.getByTestId('item-card-1');
  await expect(taCard.getByTestId('parts-expected')).toHaveText(tamil);
  await expect(taCard.getByTestId('promise')).toContainText(promisedIfParts(TRACK_PAGE_TA, paused));
  await expectNothingOverflows(taPage);
  await taCard.getByRole('button', { name: taApp.showDetails }).click();
  await expect(taCard.getByTestId('item-timeline')).toContainText(tamil);
  await expectAccessible(taPage);

  // Staff take it off: the parts arrived. The card no longer promises a date; the timeline keeps it.
  await staff.getByTestId('staff-actions-1').getByRole('button', { name: 'Start repair' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();
  await expect(staff.getByTestId('item-card-1').locator('[data-status-badge]')).toHaveText('In repair');
  await taPage.reload();
  await expect(taCard.locator('[data-status-badge]')).toHaveText(STATUS_TEXT_TA.in_repair.label);
  await expect(taCard.getByTestId('parts-expected')).toHaveCount(0);
  // The clock runs again from the due the pause moved (by its working time: none at night or on a holiday).
  const resumed = await itemOf(request, customer, code, 1);
  expect(resumed.clock_state).not.toBe('paused');
  expect(Date.parse(resumed.due_at as string)).toBeGreaterThanOrEqual(Date.parse(paused.due_at as string));
  // The date, then what was promised at receipt (decision 092), and nothing of the pause any more.
  const within = (words: Record<TrackPageKey, string>) => {
    const { key, values } = promisedWithin(resumed.turnaround ?? { amount: 0, unit: 'days' });
    return fillText(words[key], values);
  };
  await expect(taCard.getByTestId('promise')).toHaveText(
    `${promised(TRACK_PAGE_TA, resumed.due_at)}${within(TRACK_PAGE_TA)}`,
  );
  await taCard.getByRole('button', { name: taApp.showDetails }).click();
  await expect(taCard.getByTestId('item-timeline')).toContainText(tamil);
  await track.reload();
  const inRepair = [STATUS_TEXT.in_repair.label, STATUS_TEXT_TA.in_repair.label];
  await expect(tracked.locator('[data-status-badge]')).toHaveText(new RegExp(`^(${inRepair.join('|')})$`));
  await expect(tracked).not.toContainText(formatDay(day));
  await expect(tracked.getByTestId('promise')).toContainText(
    new RegExp(
      `^(${[TRACK_PAGE_EN, TRACK_PAGE_TA].map((words) => `${promised(words, resumed.due_at)}${within(words)}`).join('|')})$`,
    ),
  );
  // The timeline says why the date moved, where it moved: the working time of the pause (none when the pause
  // fell outside working hours, as at night; then it says nothing).
  const movedWords = (words: Record<TrackPageKey, string>) =>
    fillText(words.dueMovedParts, { date: formatDateTime(resumed.due_at as string) });
  // In working hours the seconds the quote waited for its answer move the date too: that entry says so in its
  // own words, so only the parts' words are counted here.
  const partsWords = (words: Record<TrackPageKey, string>) =>
    words.dueMovedParts.split('{date}').reduce((a, b) => (b.length > a.length ? b : a), '');
  const partsMoved = (scope: typeof tracked) =>
    scope
      .getByTestId('due-moved')
      .filter({ hasText: new RegExp(`(${[partsWords(TRACK_PAGE_EN), partsWords(TRACK_PAGE_TA)].join('|')})`) });
  if (resumed.due_at !== running.due_at) {
    await expect(partsMoved(taCard)).toHaveText(movedWords(TRACK_PAGE_TA));
    await expect(partsMoved(tracked)).toHaveText(
      new RegExp(`^(${[movedWords(TRACK_PAGE_EN), movedWords(TRACK_PAGE_TA)].join('|')})$`),
    );
  } else {
    await expect(partsMoved(taCard)).toHaveCount(0);
    await expect(partsMoved(tracked)).toHaveCount(0);
  }
  await Promise.all([desk.close(), own.close(), phone.close(), taContext.close()]);
});
