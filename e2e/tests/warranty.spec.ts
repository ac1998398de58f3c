import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { WarrantyMsg } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { token, walk } from './support/api';
import { pick } from './support/forms';
import { expectNothingOverflows } from './support/layout';

// Warranty known at intake (issue 29, decision 063), all on a phone.
test.use({ viewport: { width: 375, height: 800 } });

test('the admin imports the sales file; the customer sees the warranty as they type the serial; staff quote it at no service charge', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const inWarranty = `WE${stamp}A`;
  const ended = `WE${stamp}B`;

  // The admin: the template, a file with one bad line, the counts and the line not imported.
  const adminContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const admin = await adminContext.newPage();
  await loginViaUi(admin, 'admin', ADMIN_PASSWORD);
  await admin.goto('/admin/sales');
  await expect(admin.getByRole('heading', { name: 'Sales records', level: 1 })).toBeVisible();
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download the template' }).click();
  const template = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(template).toContain('Invoice number,Date,Serial number,Model,Item,Brand,Warranty months');
  const file = [
    'Invoice number,Date,Serial number,Model,Item,Brand,Warranty months',
    `INV-${stamp}-1,10-01-2026,${inWarranty},Inspiron 15,Laptop,Dell,24`,
    `INV-${stamp}-2,2023-01-10,${ended},LaserJet M1005,Printer,HP,12`,
    `INV-${stamp}-3,31-02-2026,WE${stamp}C,Inspiron 15,Laptop,Dell,12`,
  ].join('\r\n');
  await admin
    .locator('input[type=file]')
    .setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(admin.getByTestId('sales-file')).toContainText('sales.csv');
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  const result = admin.getByTestId('sales-result');
  await expect(result.getByRole('status')).toHaveText(WarrantyMsg.salesImported);
  await expect(result.getByTestId('salesAdded')).toHaveText('2');
  await expect(result.getByTestId('salesRejected')).toHaveText('1');
  await expect(result.getByTestId('sales-rejected')).toContainText(`Line 4 (WE${stamp}C): ${WarrantyMsg.saleBadDate}`);
  await expectNothingOverflows(admin);
  await expectAccessible(admin);

  // The customer: the warranty under each serial as it is typed, then on the raised request.
  const c = await createCustomer(request);
  const own = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await own.newPage();
  await loginViaUi(page, c.username, c.password);
  await page.goto('/requestrepair/add');
  const first = page.getByTestId('item-row-1');
  await pick(page, 'Item', 'Laptop', first);
  await pick(page, 'Brand', 'Dell', first);
  await first.getByLabel(/^Model Number/).fill('Inspiron 15');
  await first.getByLabel(/^Serial Number/).fill(inWarranty.toLowerCase());
  await expect(first.getByTestId('warranty')).toHaveText('In warranty until 09-01-2028');
  await page.getByRole('button', { name: 'Add another item' }).click();
  const second = page.getByTestId('item-row-2');
  await pick(page, 'Item', 'Printer', second);
  await pick(page, 'Brand', 'HP', second);
  await second.getByLabel(/^Model Number/).fill('LaserJet M1005');
  await second.getByLabel(/^Serial Number/).fill(ended);
  await expect(second.getByTestId('warranty')).toHaveText('Warranty ended on 09-01-2024');
  await second.getByLabel(/^Serial Number/).fill(`${ended}X`);
  await expect(second.getByTestId('warranty')).toHaveCount(0);
  await second.getByLabel(/^Serial Number/).fill(ended);
  await expectNothingOverflows(page);
  await expectAccessible(page);
  await page.getByLabel(/^Courier \/ Service Name/).fill('DTDC');
  await page.getByLabel(/^Docket Number/).fill(`W${stamp}`);
  await page.getByLabel(/^Narration/).fill('One laptop, one printer');
  await page.getByRole('button', { name: 'Raise request' }).click();
  await expect(page).toHaveURL(/\/requestrepair\/view\?code=/);
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  await expect(page.getByTestId('item-card-1').getByTestId('warranty')).toHaveText('In warranty until 09-01-2028');
  await expect(page.getByTestId('item-card-2').getByTestId('warranty')).toHaveText('Warranty ended on 09-01-2024');

  // Staff: the quote of the item in warranty starts at no service charge, and says why.
  await walk(request, await token(request, 'admin', ADMIN_PASSWORD), code, 1, ['received']);
  await admin.goto(`/requestrepair/view?code=${code}`);
  await admin.getByTestId('staff-actions-1').getByRole('button', { name: 'Set charges' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByTestId('warranty-quote-hint')).toContainText('In warranty until 09-01-2028');
  await expect(dialog.getByLabel(/^Service charge/)).toHaveValue('₹0');
  await expectAccessible(admin);
});
