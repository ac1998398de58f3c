import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  addWorkingMinutes,
  atRiskFrom,
  DEFAULT_WORKING_CALENDAR,
  pages,
  turnaroundOf,
  workingMinutesBefore,
} from '@svc/contract';
import { taDesk } from '../../apps/web/src/i18n/catalogues/ta-desk';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';
import { startFreshApp } from './support/fresh-app';

/**
 * Moves a received request's promise as if time had passed (the built server reads the real clock): its due
 * `minutes` working minutes from now (negative: ago), with its at-risk instant and its request's clock
 * instants as the server keeps them (decision 059), written into the stopped app's database.
 */
async function movePromise(db: PGlite, code: string, minutes: number) {
  const cal = DEFAULT_WORKING_CALENDAR; // a fresh install's
  const now = new Date();
  const due = minutes >= 0 ? addWorkingMinutes(now, minutes, cal) : workingMinutesBefore(now, -minutes, cal);
  const { rows } = await db.query<{ days: number | null; hours: number | null }>(
    `select i.turnaround_days as days, i.turnaround_hours as hours from request_items i
     join repair_requests r on r.id = i.request_id where r.req_code = $1`,
    [code],
  );
  const atRisk = atRiskFrom(due, turnaroundOf(rows[0]?.days, rows[0]?.hours), cal);
  await db.query(
    `update request_items set due_at = $2, at_risk_at = $3
     where request_id = (select id from repair_requests where req_code = $1)`,
    [code, due.toISOString(), atRisk.toISOString()],
  );
  await db.query('update repair_requests set late_at = $2, at_risk_at = $3 where req_code = $1', [
    code,
    due.toISOString(),
    atRisk.toISOString(),
  ]);
}

async function desk(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto(pages.serviceDesk);
  return page;
}

/** Nothing wider than the screen: every word of the queue reads without scrolling sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test('staff see a late and an at-risk request with their time left, filter by them and read the counts, on a phone too and in Tamil', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  // An app of its own: its stored promises are moved while it is stopped, which the shared app cannot allow.
  const first = await startFreshApp({ keepData: true });
  const api = await playwright.request.newContext({ baseURL: first.baseURL });
  const c = await createCustomer(api);
  const customer = await token(api, c.username, c.password);
  const admin = await token(api, 'admin', ADMIN_PASSWORD);
  const [late, atRisk, onTrack] = [await raise(api, customer), await raise(api, customer), await raise(api, customer)];
  for (const code of [late, atRisk, onTrack]) await walk(api, admin, code, 1, ['received']);
  await api.dispose();
  await first.stop();

  const db = new PGlite(path.join(first.dataDir, 'pgdata'));
  await movePromise(db, late, -300); // five working hours past its due
  await movePromise(db, atRisk, 120); // two working hours left: within 20 % of its turnaround
  await db.close();

  const app = await startFreshApp({ dataDir: first.dataDir });
  try {
    const page = await desk(browser, app.baseURL, 1280);
    await expect(page.getByTestId('clock-count-late')).toHaveText('1');
    await expect(page.getByTestId('clock-count-at_risk')).toHaveText('1');
    await page.getByRole('tab', { name: /^Late/ }).click();
    await expect(page).toHaveURL(/needs=late/);
    const table = page.getByTestId('request-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const lateRow = table.getByRole('row').filter({ hasText: late });
    await expect(lateRow.getByTestId('time-left')).toContainText(/Late by 5 h/);
    await expect(lateRow.getByTestId('time-left')).toHaveAttribute('data-state', 'late');
    await expect(page.getByTestId('clock-hint')).toContainText('The number counts requests.');
    await page.getByRole('tab', { name: /^At risk/ }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    const riskRow = table.getByRole('row').filter({ hasText: atRisk });
    await expect(riskRow.getByTestId('time-left')).toContainText(/^At risk(1 h 5\d min|2 h) left$/);
    await expectAccessible(page);
    // The step queues show the time left too: the one on track among them.
    await page.getByRole('tab', { name: /^To quote/ }).click();
    await expect(table.getByRole('row').filter({ hasText: onTrack }).getByTestId('time-left')).toHaveAttribute(
      'data-state',
      'on_track',
    );

    // A phone, 375 px wide: cards, each with its time left, nothing cut off; then in Tamil.
    const phone = await desk(browser, app.baseURL, 375);
    await phone.getByRole('tab', { name: /^Late/ }).click();
    const cards = phone.getByTestId('request-cards');
    await expect(cards.getByTestId('time-left')).toHaveCount(1);
    await expect(cards.getByTestId('time-left')).toContainText(/Late by 5 h/);
    await expectNoSidewaysScroll(phone);
    await expectAccessible(phone);
    await phone.getByTestId('language-toggle').click();
    await expect(cards.getByTestId('time-left')).toContainText(taDesk.clock_late);
    await expect(cards.getByTestId('time-left')).toContainText(/5 மணி/);
    await phone.getByRole('tab', { name: new RegExp(`^${taDesk.clock_at_risk}`) }).click();
    await expect(cards.getByTestId('time-left')).toContainText(/மீதம்$/);
    await expectNoSidewaysScroll(phone);
  } finally {
    await app.stop();
  }
});
