import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { COMPANY_UPI_ID, createCustomer, loginViaUi } from './support/accounts';
import { raise, token, walk } from './support/api';
import { expectNothingOverflows } from './support/layout';

const invoiceRow = (page: Page) => page.getByTestId('invoices-card').getByTestId('invoice-row').first();

test('staff dispatch, the customer downloads the invoice and sees it due; a UPI payment recorded by staff shows it paid', async ({
  browser,
  request,
}) => {
  // Two browsers, the quote typed in the staff's dialog, the PDF, the QR, the payment and Reports: over a minute.
  test.setTimeout(120_000);
  const staffAuth = await token(request, 'admin', ADMIN_PASSWORD);
  const c = await createCustomer(request);
  const customerAuth = await token(request, c.username, c.password);
  const code = await raise(request, customerAuth);
  // Quoted ₹1,200 service and ₹3,450.50 parts at 18% GST within the state: CGST and SGST of 418.545 each,
  // rounded to 418.55: GST ₹837.10, ₹5,487.60 on the item and on its invoice (decision 090: before it the item
  // said ₹5,487.59, GST on the whole, and the invoice ₹5,488.00 with a round-off).
  await walk(request, staffAuth, code, 1, ['received']);

  // Staff quote in the dialog: its preview is the amount the quote stores (the contract's rule, decision 090).
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loginViaUi(staff, 'admin', ADMIN_PASSWORD);
  await staff.goto(`/requestrepair/view?code=${code}`);
  await staff.getByTestId('staff-actions-1').getByRole('button', { name: 'Set charges' }).click();
  const quote = staff.getByRole('dialog');
  await quote.getByLabel(/^Service charge/).fill('1200');
  await quote.getByLabel(/^Parts/).fill('3450.50');
  await expect(quote).toContainText('Total with GST: ₹5,487.60');
  await quote.getByRole('button', { name: 'Save' }).click();
  await expect(quote).toBeHidden();
  await walk(request, customerAuth, code, 1, ['approved']);
  await walk(request, staffAuth, code, 1, ['in_repair', 'repaired']);
  await staff.reload();
  await expect(staff.getByTestId('item-card-1')).toContainText('₹5,487.60');
  await expect(staff.getByTestId('invoices-card')).toContainText('No invoices yet');
  await staff.getByTestId('staff-actions-1').getByRole('button', { name: 'Dispatch' }).click();
  const dispatch = staff.getByRole('dialog');
  await dispatch.getByLabel(/^Return courier/).fill('Blue Dart');
  await dispatch.getByLabel(/^Return docket number/).fill('BD-5521');
  await dispatch.getByRole('button', { name: 'Save' }).click();
  await expect(dispatch).toBeHidden();
  await staff.reload();
  await expect(invoiceRow(staff)).toContainText('Due');
  const invoiceNo = (await invoiceRow(staff).getAttribute('data-invoice')) as string;
  expect(invoiceNo).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);

  // The customer, on a phone: the item and its invoice ask the same amount; its PDF; the UPI QR code of it.
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const customer = await customerContext.newPage();
  await loginViaUi(customer, c.username, c.password);
  await customer.goto(`/requestrepair/view?code=${code}`);
  await expect(customer.getByTestId('item-card-1')).toContainText('₹837.10');
  await expect(customer.getByTestId('item-card-1')).toContainText('₹5,487.60');
  const row = invoiceRow(customer);
  await expect(row).toContainText(invoiceNo);
  await expect(row).toContainText('Due');
  await expect(row).toContainText('Total ₹5,487.60 · paid ₹0.00 · due ₹5,487.60');
  await expect(customer.getByTestId('total-due')).toHaveText('Due: ₹5,487.60');
  const downloading = customer.waitForEvent('download');
  await row.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNo.replaceAll('/', '-')}.pdf`);
  const file = (await download.path()) as string;
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const expected of ['TAX INVOICE', invoiceNo, c.companyname, c.gstin, '418.55', '5,487.60', 'CGST', 'SGST']) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('Round off');
  await customer.screenshot({ path: 'test-results/screens/invoice-same-amount-375.png', fullPage: true });
  await row.getByRole('button', { name: 'Pay by UPI' }).click();
  await expect(customer.getByRole('img', { name: 'UPI QR code for ₹5,487.60' })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
    'href',
    new RegExp(
      `^upi://pay\\?pa=${encodeURIComponent(COMPANY_UPI_ID)}&pn=.+&am=5487\\.60&tn=${encodeURIComponent(invoiceNo)}&cu=INR$`,
    ),
  );
  await expectAccessible(customer);
  await customer.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // Staff record the UPI payment: the reference is required.
  await invoiceRow(staff).getByRole('button', { name: 'Record payment' }).click();
  const pay = staff.getByRole('dialog');
  await expect(pay.getByLabel(/^Amount received/)).toHaveValue('₹5,487.60');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByText('Please enter the UPI or bank reference')).toBeVisible();
  await pay.getByLabel(/^UPI or bank reference/).fill('412345678901');
  await expectAccessible(staff);
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(staff.getByText('Payment recorded.')).toBeVisible();
  await expect(invoiceRow(staff)).toContainText('Paid');

  // The customer sees it paid, on the request and in Reports.
  await customer.reload();
  await expect(invoiceRow(customer)).toContainText('Paid');
  await expect(invoiceRow(customer)).toContainText('paid ₹5,487.60 · due ₹0.00');
  await expect(invoiceRow(customer).getByRole('button', { name: 'Pay by UPI' })).toHaveCount(0);
  // Reports on a desk: the statement is a table there (on a phone each entry is a box of its own).
  await customer.setViewportSize({ width: 1366, height: 900 });
  await customer.goto('/reports');
  const report = customer.getByTestId('invoices-report');
  await expect(report).toContainText(invoiceNo);
  await expect(report).toContainText('Paid');
  await expect(customer.getByTestId('report-total-due')).toHaveText('Due: ₹0.00');
  // The month's statement of account: the invoice, the payment, nothing left to pay.
  const statement = customer.getByTestId('statement-table');
  await expect(statement).toContainText(`Tax invoice ${invoiceNo}`);
  await expect(statement).toContainText(`Payment for ${invoiceNo} · UPI 412345678901`);
  await expect(customer.getByTestId('closing-balance')).toHaveText('0.00');
  await expect(customer.getByTestId('gstr1-card')).toHaveCount(0);

  // Staff take the month's B2B sheet for the GST return.
  await staff.goto('/reports');
  const sheet = staff.waitForEvent('download');
  await staff.getByTestId('gstr1-card').getByRole('button', { name: 'B2B invoices' }).click();
  const csv = fs.readFileSync((await (await sheet).path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('"GSTIN/UIN of Recipient","Receiver Name","Invoice Number"');
  expect(csv).toContain(`"${c.gstin}","${c.companyname}","${invoiceNo}"`);
  await customer.setViewportSize({ width: 375, height: 800 });
  // The shell folds its menu away after the resize: measured once it has settled.
  await expect(() => expectNothingOverflows(customer)).toPass({ timeout: 5000 });
  await staffContext.close();
  await customerContext.close();
});
