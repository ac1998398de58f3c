import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';

test('the report tabs list each group with its count, and the CSV holds those rows', async ({ page, request }) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const pending = await raise(request, customer);
  const inProgress = await raise(request, customer);
  const completed = await raise(request, customer);
  await walk(request, staff, inProgress, 1, ['received']);
  await walk(request, customer, completed, 1, ['cancelled']);

  await loginViaUi(page, c.username, c.password);
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  const tabs = page.getByRole('tab');
  await expect(tabs.filter({ hasText: 'Completed' })).toContainText('1');
  await expect(tabs.filter({ hasText: 'In progress' })).toContainText('1');
  await expect(tabs.filter({ hasText: 'Pending' })).toContainText('1');
  await expectAccessible(page);

  for (const [tab, code] of [
    ['Completed', completed],
    ['In progress', inProgress],
    ['Pending', pending],
  ] as const) {
    await tabs.filter({ hasText: tab }).click();
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('link')).toHaveText([code]);
    await expect(page.getByTestId('report-totals')).toContainText('1');
  }

  await tabs.filter({ hasText: 'Completed' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await downloading).path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${completed}"`);
  expect(lines[1]).toContain('"Completed"');
});
