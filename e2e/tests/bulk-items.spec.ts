import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { AppMsg, fillMessage, Msg } from '@svc/contract';
import writeExcelFile from 'write-excel-file/node';
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
async function upload(page: Page, name: string, text: string | Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload spreadsheet' }).click();
  const mimeType = name.endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv';
  await (await chooser).setFiles({ name, mimeType, buffer: typeof text === 'string' ? Buffer.from(text) : text });
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

test('on a phone, a second spreadsheet replaces the first: bad CSV rows, then a clean 20-row Excel file (issue 39)', async ({
  page,
  request,
}) => {
  await addScreenOnPhone(page, request);
  const typed = page.getByTestId('item-row-1');
  // The lists are in once the upload can be pressed; a pick before them would be lost.
  await expect(page.getByRole('button', { name: 'Upload spreadsheet' })).toBeEnabled();
  await pick(page, 'Item', 'Laptop', typed);
  await pick(page, 'Brand', 'Dell', typed);
  await typed.getByLabel(/^Model Number/).fill('Typed first');
  await typed.getByLabel(/^Serial Number/).fill('TYPED-1');
  const serial = `DUP${Date.now()}`;
  // Six rows: an unknown item, a bad serial number, an unknown brand, a bad model number, and one serial number
  // twice in the sheet (rows 1 and 6), and the serial number typed on the form once more (row 5).
  const bad = [
    HEADER,
    `Laptop,Dell,Inspiron 15,${serial}-1,`,
    `Laptp,Dell,Inspiron 14,${serial}-2,`,
    `Laptop,Dell,Inspiron 13,${serial} 3,`,
    `Laptop,Samsnug,Inspiron 12,${serial}-4,`,
    `Laptop,Dell,<b>,TYPED-1,`,
    `Laptop,Dell,Inspiron 11,${serial}-1,`,
  ].join('\r\n');
  await upload(page, 'bad.csv', bad);
  await expect(page.getByTestId('sheet-read')).toContainText('6 items read from bad.csv; 6 need correcting');
  const also = (n: number) => fillMessage(AppMsg.serialRepeated, { n: String(n) });
  // Flagged in place: the typed row and the file's rows 5 (item 6) name each other; items 2 and 7 too.
  await expect(page.getByTestId('item-row-1')).toContainText(also(6));
  await expect(page.getByTestId('item-row-6')).toContainText(also(1));
  await expect(page.getByTestId('item-row-2')).toContainText(also(7));
  await expect(page.getByTestId('item-row-7')).toContainText(also(2));
  await expect(page.getByTestId('item-row-3')).toContainText('“Laptp” is not in the item list');
  await expectNothingOverflows(page);
  await expectAccessible(page);

  // The dialog closed, a clean workbook of 20 printers chosen: it replaces the six, the typed row stays.
  const rows = Array.from({ length: 20 }, (_, i) => [
    'Printer',
    'HP',
    `LaserJet M${1000 + i}`,
    `${serial}-P${i + 1}`,
    '',
  ]);
  const xlsx = Buffer.from(await writeExcelFile([HEADER.split(','), ...rows]).toBuffer());
  await upload(page, 'clean.xlsx', xlsx);
  await expect(page.getByTestId('sheet-read')).toHaveText(
    '20 items read from clean.xlsx. Check them, then fill in the courier details. They replace the 6 items read from bad.csv.',
  );
  await expect(page.getByTestId('item-row-21')).toBeVisible();
  await expect(page.getByTestId('item-row-22')).toHaveCount(0);
  await expect(page.getByTestId('item-row-1').getByLabel(/^Serial Number/)).toHaveValue('TYPED-1');
  await expect(page.getByTestId('item-row-2').getByLabel(/^Serial Number/)).toHaveValue(`${serial}-P1`);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByText(/need correcting|is not in the item list|also on item/)).toHaveCount(0);
  await expectNothingOverflows(page);

  // Raised whole: the typed item and the twenty printers, none of the first file's rows.
  await page.getByLabel(/^Courier \/ Service Name/).fill('Professional Couriers');
  await page.getByLabel(/^Docket Number/).fill('PC-9021');
  await page.getByLabel(/^Narration/).fill('Twenty printers from the school');
  await page.getByRole('button', { name: 'Raise request' }).click();
  await expect(page).toHaveURL(/\/requestrepair\/view\?code=RR-\d{4}-\d{6}$/, { timeout: 20_000 });
  await expect(page.getByTestId('item-card-21')).toContainText(`${serial}-P20`);
  await expect(page.getByTestId('item-card-22')).toHaveCount(0);
  await expect(page.getByText(`${serial}-1`, { exact: false })).toHaveCount(0);
});
