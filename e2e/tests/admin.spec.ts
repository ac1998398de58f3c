import { expect, type Locator, type Page, test } from '@playwright/test';
import { AdminMsg, PeopleMsg } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { COMPANY_UPI_ID, createCustomer, loginViaUi, newCustomer, uniqueGstin } from './support/accounts';
import { fillCustomerFields } from './support/forms';
import { jpeg } from './support/images';
import { shotBoth } from './support/shots';

const open = async (page: Page, menu: string, heading: string) => {
  await page.getByRole('navigation').getByRole('link', { name: menu }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};
const expectMessages = async (scope: Locator, messages: string[]) => {
  for (const m of messages) await expect(scope.getByText(m, { exact: true }), m).toBeVisible();
};
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.beforeEach(async ({ page }) => {
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
});

test('the employee form shows each message of the specification and saves an employee', async ({ page }) => {
  // An employee needs a branch.
  await open(page, 'Branches', 'Branches');
  // The header's button (while there is no branch yet, the empty list offers one too).
  await page.getByRole('button', { name: 'Add branch' }).first().click();
  const branchDialog = page.getByRole('dialog');
  await branchDialog.getByRole('button', { name: 'Save' }).click();
  await expectMessages(branchDialog, ['Please enter the branch name']);
  const branch = `Madurai ${unique()}`;
  await branchDialog.getByLabel(/^Branch name/).fill(branch);
  await branchDialog.getByLabel(/^Phone/).fill('12345');
  await branchDialog.getByRole('button', { name: 'Save' }).click();
  await expectMessages(branchDialog, ['Please enter a valid phone number: a mobile, or a landline with its STD code']);
  await branchDialog.getByLabel(/^Phone/).fill('9840011122');
  // The morning digest's address (decision 060): optional, but a bad one is refused on its field.
  await branchDialog.getByLabel(/^Email for the morning list/).fill('madurai@');
  await branchDialog.getByRole('button', { name: 'Save' }).click();
  await expectMessages(branchDialog, ['Please enter valid email']);
  await branchDialog.getByLabel(/^Email for the morning list/).fill('madurai@kaveri.test');
  await branchDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('branch-table')).toContainText(branch);
  await expect(page.getByTestId('branch-table')).toContainText('madurai@kaveri.test');
  await expectAccessible(page);

  await open(page, 'Employees', 'Employees');
  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectMessages(dialog, [
    'Please enter employee name',
    'Please enter user name',
    'Please enter password',
    'Please select user role',
    'Please select branch name',
    'Please enter device ID',
    'Passcode should be 4 characters',
  ]);
  await expectAccessible(page);
  await dialog.getByLabel(/^Employee name \*/).fill('Ravi-Kumar!');
  await dialog.getByLabel(/^User name/).fill('ravi.k');
  await dialog.getByLabel(/^Password/).fill('weakpass');
  await dialog.getByLabel(/^Passcode/).fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectMessages(dialog, [
    'Please enter employee name',
    'User name may hold letters and digits only',
    'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
    'Passcode should be 4 characters',
  ]);
  const username = `ravi${unique()}`;
  await dialog.getByLabel(/^Employee name \*/).fill('Ravi Kumar_2');
  await dialog.getByLabel(/^Employee name in Tamil/).fill('ரவி குமார்');
  await dialog.getByLabel(/^User name/).fill(username);
  await dialog.getByLabel(/^Password/).fill('Strong@123');
  await dialog.getByRole('combobox', { name: 'User role' }).click();
  await page.getByRole('option', { name: 'Staff' }).click();
  await dialog.getByRole('combobox', { name: 'Branch name' }).click();
  await page.getByRole('option', { name: branch }).click();
  await dialog.getByLabel(/^Device ID/).fill('TAB-7');
  await dialog.getByLabel(/^Passcode/).fill('4821');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search employees').fill(username);
  await expect(page.getByTestId('employee-table')).toContainText('ரவி குமார்');
  await expect(page.getByTestId('employee-table')).toContainText(branch);
});

test('the customer form shows each message of the specification and creates a customer', async ({ page }) => {
  await open(page, 'Customers', 'Customers');
  await page.getByRole('button', { name: 'Add customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectMessages(dialog, [
    'Please select state',
    'Please enter company name',
    'Please enter valid GSTIN',
    'Please enter mobile number',
    'Please enter city',
    'Please enter address',
    'Please enter contact person',
    'Please enter email',
    'Please enter pincode',
    'Please enter user name',
  ]);
  await expectAccessible(page);
  await dialog.getByLabel(/^Mobile/).fill('12345');
  await dialog.getByLabel(/^Email/).fill('not-an-email');
  await dialog.getByLabel(/^Pincode/).fill('012345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectMessages(dialog, [
    'Please enter valid Mobile No.',
    'Please enter valid email',
    'Please enter valid pincode',
  ]);
  const c = newCustomer();
  await fillCustomerFields(page, c, { scope: dialog });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(PeopleMsg.customerCreated)).toBeVisible();
  await page.getByLabel('Search customers').fill(c.email);
  await expect(page.getByTestId('customer-table')).toContainText(c.companyname);
});

test('a person who signed up without a GSTIN opens as "Not registered for GST"; a registered one needs a GSTIN', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request, { gstin: '', companyname: `Lakshmi Narayanan ${unique()}` });
  await open(page, 'Customers', 'Customers');
  await page.getByLabel('Search customers').fill(c.email);
  await page
    .getByTestId('customer-table')
    .getByRole('button', { name: `Edit ${c.companyname}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit customer' });
  await expect(form.getByLabel('Name or company name')).toHaveValue(c.companyname);
  await expect(form.getByLabel('Not registered for GST')).toBeChecked();
  const gstin = form.getByLabel(/^GSTIN/);
  await expect(gstin).toBeDisabled();
  await expect(gstin).toHaveValue('');
  await expectAccessible(page);
  await shotBoth(page, 'admin-customer-unregistered', 375);
  // Marked as registered, it needs its GSTIN: nothing is saved without one.
  await form.getByLabel('Not registered for GST').uncheck();
  await expect(gstin).toBeEnabled();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter valid GSTIN', { exact: true })).toBeVisible();
  await form.getByLabel('Not registered for GST').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(PeopleMsg.customerSaved)).toBeVisible();
});

test('deactivating a customer asks first: No keeps the account, Yes saves it inactive', async ({ page, request }) => {
  const c = await createCustomer(request);
  await open(page, 'Customers', 'Customers');
  await page.getByLabel('Search customers').fill(c.email);
  const table = page.getByTestId('customer-table');
  await table.getByRole('button', { name: `Edit ${c.companyname}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit customer' });
  await form.getByLabel('Active').uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${c.companyname}?` });
  await expect(confirm).toContainText('They are signed out at once');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  // Nothing saved: the form is still open and the account still active.
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: new RegExp(c.companyname) })).not.toContainText('Inactive');

  await table.getByRole('button', { name: `Edit ${c.companyname}` }).click();
  await form.getByLabel('Active').uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(form).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(c.companyname) })).toContainText('Inactive');
});

test('items and brands: add with a SAC code, refuse a duplicate, deactivate', async ({ page }) => {
  await open(page, 'Items & brands', 'Items & brands');
  // Each item carries the SAC code its repairs are invoiced under.
  const items = page.getByTestId('master-table');
  await expect(items.getByRole('row', { name: /Mobile Phone/ })).toContainText('998716');
  await page.getByRole('button', { name: 'Add item' }).click();
  const itemName = `Item ${unique()}`;
  await page.getByRole('dialog').getByLabel(/^Name/).fill(itemName);
  await page
    .getByRole('dialog')
    .getByLabel(/^SAC code/)
    .fill('8517');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expectMessages(page.getByRole('dialog'), ['Please enter a SAC code of 4, 6 or 8 digits starting with 99']);
  await page
    .getByRole('dialog')
    .getByLabel(/^SAC code/)
    .fill('998719');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(items.getByRole('row', { name: new RegExp(itemName) })).toContainText('998719');
  await page.getByRole('tab', { name: 'Brands' }).click();
  const name = `Brand ${unique()}`;
  for (const attempt of [name, name.toUpperCase()]) {
    await page.getByRole('button', { name: 'Add brand' }).click();
    await page.getByRole('dialog').getByLabel(/^Name/).fill(attempt);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  }
  await expectMessages(page.getByRole('dialog'), ['An entry with this name already exists']);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  const row = page.getByTestId('master-table').getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('dialog').getByLabel('Active').uncheck();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Inactive');
  await expectAccessible(page);
});

test('company settings refuse a bad UPI id and phone, and keep the letterhead, logo and mail switches', async ({
  page,
}) => {
  await open(page, 'Company settings', 'Company settings');
  // The name stays (the print test reads it); the address changes.
  const address = `12 Mount Road, Chennai ${unique()}`;
  await page.getByLabel(/^Address/).fill(address);
  // A GSTIN and the UPI id invoicing expects (the setup saved the same id; the invoice test runs alongside).
  await page.getByLabel(/^UPI id/).fill('not a upi id');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessages(page.locator('form'), ['Please enter a valid UPI id, such as name@bank']);
  await page.getByLabel(/^GSTIN/).fill(uniqueGstin('33'));
  await page.getByLabel(/^UPI id/).fill(COMPANY_UPI_ID);
  await page.getByLabel(/^Phone/).fill('98400');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessages(page.locator('form'), [AdminMsg.enterValidPhone]);
  await page.getByLabel(/^Phone/).fill('9840012345');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose logo' }).click();
  await (await chooser).setFiles(await jpeg('logo.jpg', '#1e6091'));
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  // The confirmation of a raised request has its switch too, on by default.
  await expect(page.getByRole('checkbox', { name: 'Request raised' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Cancelled' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel(/^Address/)).toHaveValue(address);
  await expect(page.getByRole('checkbox', { name: 'Cancelled' })).not.toBeChecked();
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  // Put the mail back for the other tests.
  await page.getByRole('checkbox', { name: 'Cancelled' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
});

test('a customer sees no staff or admin entry and the admin screens do not exist for them', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginViaUi(page, c.username, c.password);
  const links = page.getByRole('navigation').getByRole('link');
  await expect(links).toHaveText(['Request Repair', 'Report']);
  for (const path of ['/admin/employees', '/admin/customers', '/service-desk']) {
    await page.goto(path);
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  }
  await context.close();
});
