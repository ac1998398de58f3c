import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';
import { expectNothingOverflows } from './support/layout';

test.use({ viewport: { width: 375, height: 800 } });

test('staff read the turnaround achieved with its chart on a 375 px phone, group it and export it as CSV', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const code = await raise(request, customer);
  await walk(request, staff, code, 1, [
    'received',
    'estimated',
    'approved',
    'in_repair',
    'repaired',
    'dispatched',
    'delivered',
  ]);

  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/reports');
  const report = page.getByTestId('turnaround-report');
  await report.scrollIntoViewIfNeeded();
  await expect(report.getByRole('heading', { name: 'Turnaround achieved' })).toBeVisible();
  // The chart: one bar per month, this month's naming its share on time in words for a screen reader.
  const chart = report.getByTestId('turnaround-chart');
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('turnaround-chart-bar').first()).toBeVisible();
  await expect(chart).toContainText('% on time');
  await expect(report.getByTestId('turnaround-totals')).toContainText('Delivered');
  await expect(report.getByTestId('turnaround-cards')).toBeVisible();
  await expect(report.getByTestId('turnaround-hours')).toContainText('In repair');
  await expectNothingOverflows(page);
  await expectAccessible(page);

  // Grouped by item type: the delivered laptop's row.
  // Mantine's chip hides its radio input: the person taps the chip's label.
  await report
    .locator('label')
    .filter({ hasText: /^Item$/ })
    .click();
  await expect(report.getByRole('radio', { name: 'Item' })).toBeChecked();
  await expect(report.getByTestId('turnaround-cards')).toContainText('Laptop');

  const downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Export turnaround CSV' }).click();
  const csv = fs.readFileSync(await (await downloading).path(), 'utf8');
  const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
  expect(lines[0]).toMatch(/^"Item","Delivered","On time","Late"/);
  expect(lines.at(-1)).toMatch(/^"All",/);
});
