import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Msg } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { COMPANY_LETTERHEAD, createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';
import { pick } from './support/forms';
import { jpeg } from './support/images';
import { expectNothingOverflows } from './support/layout';

test('a customer raises a request with two items and three photos, finds it, follows it, corrects it and prints it', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  await page.getByRole('link', { name: 'New request' }).first().click();
  await expect(page).toHaveURL(/\/requestrepair\/add$/);
  await expectAccessible(page);

  // uploads are held until released, so their progress bars can be seen and submit has to wait for them
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/uploads/**', async (route) => {
    await gate;
    await route.continue();
  });

  const serial = `SN${Date.now()}`;
  const first = page.getByTestId('item-row-1');
  await pick(page, 'Item', 'Laptop', first);
  await pick(page, 'Brand', 'Dell', first);
  await first.getByLabel(/^Model Number/).fill('Inspiron 15-3520');
  await first.getByLabel(/^Serial Number/).fill(serial);
  await first.getByLabel(/^Problem/).fill('Does not power on');
  await first.getByLabel(/choose photos/i).setInputFiles([await jpeg('front.jpg'), await jpeg('back.jpg', '#2980b9')]);

  await page.getByRole('button', { name: 'Add another item' }).click();
  const second = page.getByTestId('item-row-2');
  await pick(page, 'Item', 'Printer', second);
  await pick(page, 'Brand', 'HP', second);
  await second.getByLabel(/^Model Number/).fill('LaserJet M1005');
  await second.getByLabel(/^Serial Number/).fill(`${serial}P`);
  await second.getByLabel(/choose photos/i).setInputFiles([await jpeg('printer.jpg', '#27ae60')]);

  await expect(page.getByRole('progressbar')).toHaveCount(3);
  await page.getByLabel(/^Courier \/ Service Name/).fill('Professional Couriers');
  await page.getByLabel(/^Docket Number/).fill('PC-4471');
  await page.getByLabel(/^Narration/).fill('Both items in one carton');
  await page.getByRole('button', { name: 'Raise request' }).click();
  await expect(page.getByText('Waiting for photos to finish uploading…')).toBeVisible();
  await expect(page).toHaveURL(/\/requestrepair\/add$/);
  release();

  await expect(page).toHaveURL(/\/requestrepair\/view\?code=RR-\d{4}-\d{6}$/, { timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const code = new URL(page.url()).searchParams.get('code') as string;
  await expect(page.getByText(`Request ${code} has been raised.`)).toBeVisible();

  // find it in the list by its serial number
  await page.getByRole('link', { name: 'Back to requests' }).click();
  await page.getByLabel('Search').fill(serial);
  const table = page.getByTestId('request-table');
  await expect(table.getByRole('link', { name: code })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await table.getByRole('link', { name: code }).click();

  // the timeline and the photos
  const item1 = page.getByTestId('item-card-1');
  await item1.getByRole('button', { name: 'Timeline and photos' }).click();
  await expect(item1.getByTestId('item-timeline')).toContainText('Request raised');
  await expect(item1.getByTestId('item-timeline')).toContainText(
    'We are waiting for your item to reach the service centre.',
  );
  await expect(item1.getByTestId('item-photos').getByRole('img')).toHaveCount(2);
  await expectAccessible(page);
  await item1.getByRole('button', { name: 'Open photo 1 full size' }).click();
  const full = page.getByTestId('full-photo');
  await expect(full).toBeVisible();
  expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await page.keyboard.press('Escape');

  // correct the courier details
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel(/^Docket Number/).fill('PC-4472');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('courier-details')).toContainText('PC-4472');

  // print: Chromium's PDF of the page holds the request code and the letterhead
  await page.getByRole('link', { name: 'Print' }).click();
  await expect(page.getByTestId('print-page')).toContainText(code);
  await expect(page.getByTestId('print-qr')).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'svc-pdf-')), 'request.pdf');
  await page.pdf({ path: pdf, format: 'A4', printBackground: true });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain(code);
  expect(text).toContain(COMPANY_LETTERHEAD.name);
  expect(text).toContain(serial);
  expect(text).toContain('Customer signature');
  expect(text).not.toContain('Back to requests');
  // The message of the correction just made is on the screen, not on the paper.
  expect(text).not.toContain('Courier details updated.');
});

test('the add screen shows every validation message of the specification', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  await page.goto('/requestrepair/add');
  await page.getByRole('button', { name: 'Raise request' }).click();
  for (const m of [
    Msg.selectItem,
    Msg.selectBrand,
    Msg.enterModelNumber,
    Msg.enterSerialNumber,
    Msg.enterCourierName,
    Msg.enterDocketNumber,
    Msg.enterNarration,
  ]) {
    await expect(page.getByText(m, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Remove item 1' }).click();
  await page.getByRole('button', { name: 'Raise request' }).click();
  await expect(page.getByText(Msg.addOneItem, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/requestrepair\/add$/);
});

test("another customer's request answers as not found, and the list is cards on a phone", async ({
  page,
  request,
  browser,
}) => {
  const owner = await createCustomer(request);
  const other = await createCustomer(request);
  await loginViaUi(page, owner.username, owner.password);
  await page.goto('/requestrepair/add');
  const row = page.getByTestId('item-row-1');
  await pick(page, 'Item', 'Monitor', row);
  await pick(page, 'Brand', 'LG', row);
  await row.getByLabel(/^Model Number/).fill('24MK430H');
  await row.getByLabel(/^Serial Number/).fill(`LG${Date.now()}`);
  await page.getByLabel(/^Courier \/ Service Name/).fill('DTDC');
  await page.getByLabel(/^Docket Number/).fill('D-1');
  await page.getByLabel(/^Narration/).fill('Monitor');
  await page.getByRole('button', { name: 'Raise request' }).click();
  await expect(page).toHaveURL(/code=RR-/);
  const viewUrl = page.url();

  const ctx = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const phone = await ctx.newPage();
  await loginViaUi(phone, other.username, other.password);
  await phone.goto(viewUrl);
  await expect(phone.getByText('Request not found')).toBeVisible();
  await phone.goto('/requestrepair');
  await expect(phone.getByText('No repair requests yet')).toBeVisible();
  await ctx.close();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/requestrepair');
  await expect(page.getByTestId('request-cards')).toBeVisible();
  await expectAccessible(page);
});

test('the list shows one group at a time, chosen with the pointer or the keyboard, readable in full on a phone', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const waiting = await raise(request, customer);
  const started = await raise(request, customer);
  await walk(request, staff, started, 1, ['received']);
  await loginViaUi(page, c.username, c.password);
  await page.goto('/requestrepair');
  const groups = page.getByRole('radiogroup', { name: 'Show' });
  const rows = page.getByRole('link', { name: /^RR-/ });
  await expect(rows).toHaveCount(2);
  await expect(groups.getByRole('radio', { name: 'All' })).toBeChecked();

  await groups.getByText('In progress').click();
  await expect(groups.getByRole('radio', { name: 'In progress' })).toBeChecked();
  await expect(rows).toHaveText([started]);
  // Arrow keys move between the choices, as in any group of radio buttons.
  await groups.getByRole('radio', { name: 'In progress' }).press('ArrowLeft');
  await expect(groups.getByRole('radio', { name: 'Pending' })).toBeChecked();
  await expect(rows).toHaveText([waiting]);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(2);

  // On a phone each choice keeps its whole label (no word broken over two lines).
  await page.setViewportSize({ width: 375, height: 740 });
  for (const label of ['All', 'Pending', 'In progress', 'Completed']) {
    const chip = groups.locator('label', { hasText: label });
    const box = await chip.boundingBox();
    const lineHeight = await chip.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 20);
    expect(box?.height ?? 0, label).toBeLessThan(lineHeight * 1.9);
  }
  await expectNothingOverflows(page);
  await expectAccessible(page);
});
