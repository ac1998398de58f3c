import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Msg } from '@svc/contract';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { pick } from './support/forms';
import { expectNothingOverflows } from './support/layout';

const PHONE = { width: 375, height: 740 };
const HEADER = 'Item,Brand,Model Number,Serial Number,Problem';

/** A new customer signed in on a phone, on the Add Request screen. */
async function addScreenOnPhone(page: Page, request: APIRequestContext) {
  const c = await createCustomer(request);
  await page.setViewportSize(PHONE);
  await loginViaUi(page, c.username, c.password);
  await page.goto('/requestrepair/add');
}

/** Chooses a file with the screen's upload button, as a person picks one from their phone. */
async function upload(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload spreadsheet' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('on a phone, a customer raises a request of several items from a spreadsheet, correcting a bad row first', async ({
  page,
  request,
}) => {
  await addScreenOnPhone(page, request);
  await expect(page.getByRole('heading', { name: 'Many items? Upload a spreadsheet' })).toBeVisible();

  // The templates: CSV with the header, Excel as a workbook (a zip).
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Template (CSV)' }).click();
  const csvTemplate = await csvDownload;
  expect(csvTemplate.suggestedFilename()).toBe('items-template.csv');
  const template = fs.readFileSync(await csvTemplate.path(), 'utf8');
  expect(template.replace(/^\uFEFF/, '').trim()).toBe(HEADER);
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Template (Excel)' }).click();
  const xlsxTemplate = await xlsxDownload;
  expect(xlsxTemplate.suggestedFilename()).toBe('items-template.xlsx');
  expect(
    fs
      .readFileSync(await xlsxTemplate.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  // The filled template: the second row names an item the list does not have, the third a bad serial number.
  const serial = `BULK${Date.now()}`;
  const filled = [
    template.trim(),
    `laptop,DELL,Inspiron 15-3520,${serial}-1,No power`,
    `Laptp,HP,Pavilion 14,${serial}-2,"Hinge broken, screen loose"`,
    `Printer,HP,LaserJet M1005,${serial} 3,`,
  ].join('\r\n');
  await upload(page, 'items.csv', filled);

  await expect(page.getByTestId('sheet-read')).toContainText('3 items read from items.csv; 2 need correcting');
  const [row1, row2, row3] = [1, 2, 3].map((n) => page.getByTestId(`item-row-${n}`));
  await expect(page.getByTestId('item-row-4')).toHaveCount(0);
  await expect(row2!).toContainText('“Laptp” is not in the item list. Please select Item');
  await expect(row3!).toContainText(Msg.enterSerialNumber);
  await expect(row1!.getByLabel(/^Serial Number/)).toHaveValue(`${serial}-1`);
  await expect(row1!.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expectNothingOverflows(page);
  await expectAccessible(page);

  // Corrected in place; nothing was saved meanwhile.
  await pick(page, 'Item', 'Laptop', row2);
  await expect(row2!).not.toContainText('is not in the item list');
  await row3!.getByLabel(/^Serial Number/).fill(`${serial}-3`);
  await page.getByLabel(/^Courier \/ Service Name/).fill('Professional Couriers');
  await page.getByLabel(/^Docket Number/).fill('PC-9001');
  await page.getByLabel(/^Narration/).fill('Three units from the branch office');
  await page.getByRole('button', { name: 'Raise request' }).click();

  await expect(page).toHaveURL(/\/requestrepair\/view\?code=RR-\d{4}-\d{6}$/, { timeout: 20_000 });
  for (const n of [1, 2, 3]) {
    await expect(page.getByTestId(`item-card-${n}`)).toContainText(`${serial}-${n}`);
  }
  await expect(page.getByTestId('item-card-4')).toHaveCount(0);
  await expectNothingOverflows(page);
});

test('a file that is not a list of items is refused with what to do, and the form is left as it was', async ({
  page,
  request,
}) => {
  await addScreenOnPhone(page, request);
  await page
    .getByTestId('item-row-1')
    .getByLabel(/^Model Number/)
    .fill('Typed before');

  await upload(page, 'people.csv', 'Name,Phone\nA,1\n');
  await expect(page.getByTestId('sheet-problem')).toContainText('The file has no column Item, Brand, Model Number');
  await expect(page.getByTestId('item-row-1').getByLabel(/^Model Number/)).toHaveValue('Typed before');
  await expect(page.getByTestId('item-row-2')).toHaveCount(0);
});
