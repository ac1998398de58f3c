import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';
import { expectNothingOverflows, expectStatusesWhole } from './support/layout';

const WIDTHS = [375, 1366] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true }).catch(() => {});

for (const width of WIDTHS) {
  test(`statuses are readable in full and no control overflows at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const c = await createCustomer(request);
    const customer = await token(request, c.username, c.password);
    const staff = await token(request, 'admin', ADMIN_PASSWORD);
    const code = await raise(request, customer, 4);
    await walk(request, staff, code, 1, ['received', 'estimated']);
    await walk(request, staff, code, 2, ['received', 'estimated']);
    await walk(request, customer, code, 2, ['approved']);
    await walk(request, staff, code, 3, ['received', 'estimated']);
    await walk(request, customer, code, 3, ['declined']);
    await raise(request, customer);

    await loginViaUi(page, c.username, c.password);
    await expectStatusesWhole(page);
    await expectNothingOverflows(page);
    await shot(page, `list-${width}`);

    await page.goto(`/requestrepair/view?code=${code}`);
    await expect(page.getByTestId('item-card-4')).toBeVisible();
    for (const label of ['Charges quoted', 'Charges approved', 'Charges declined', 'Request raised']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expectStatusesWhole(page);
    await expectNothingOverflows(page);
    await expectAccessible(page);
    await shot(page, `view-${width}`);

    await page.goto('/reports');
    await page.getByRole('tab', { name: /In progress/ }).click();
    await expectStatusesWhole(page);
    await expectNothingOverflows(page);
    await shot(page, `reports-${width}`);

    // Staff see the same statuses on the service desk.
    await page.evaluate(() => localStorage.clear());
    await loginViaUi(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/service-desk?needs=receipt');
    // Every queue, the two clock queues (at risk, late), the dispatches to invoice, the conversations awaiting
    // our reply and the couriers', each with its count, in sight: none behind a sideways scroll.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(10);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, (await tab.textContent()) ?? 'tab').toBe(true);
    }
    await expectStatusesWhole(page);
    await expectNothingOverflows(page);
    await shot(page, `desk-${width}`);
  });
}

test('the date fields show and accept DD-MM-YYYY, with Today and clear', async ({ page, request }) => {
  const c = await createCustomer(request);
  await raise(request, await token(request, c.username, c.password));
  await loginViaUi(page, c.username, c.password);
  const from = page.getByLabel('From', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'DD-MM-YYYY');
  await from.fill('05-11-2026');
  await from.blur();
  await expect(from).toHaveValue('05-11-2026');
  // A date that is not real is not taken.
  const to = page.getByLabel('To', { exact: true });
  await to.fill('31-02-2026');
  await to.blur();
  await expect(to).toHaveValue('');
  // Today, from the calendar's presets.
  await to.click();
  await page.getByRole('button', { name: 'Today' }).click();
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })
      .format(new Date())
      .replaceAll('/', '-'),
  );
  await expect(to).toHaveValue(today);
  // The list is filtered by the dates: today's request is in it.
  await expect(page.getByRole('table').or(page.getByTestId('request-cards')).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear From' }).click();
  await expect(from).toHaveValue('');
  await expectAccessible(page);
});

for (const width of WIDTHS) {
  test(`the weekly chart names its weeks and their counts at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const c = await createCustomer(request);
    const customer = await token(request, c.username, c.password);
    await raise(request, customer);
    await raise(request, customer);
    await loginViaUi(page, c.username, c.password);
    await page.goto('/reports');
    await page.getByRole('tab', { name: /Pending/ }).click();
    const chart = page.getByTestId('weekly-chart');
    await expect(chart).toBeVisible();
    const week = chart.getByTestId('weekly-chart-week').last();
    await expect(week).toContainText(/\d{2}-\d{2}-\d{4}/);
    await expect(week).toContainText('2');
    await expect(week).toContainText(/Week of \d{2}-\d{2}-\d{4}: 2 requests/);
    await expect(page.getByTestId(width < 768 ? 'report-cards' : 'report-table')).toContainText('RR-');
    await expectNothingOverflows(page);
    await expectAccessible(page);
    await shot(page, `chart-${width}`);
  });
}
