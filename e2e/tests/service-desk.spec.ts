import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, digest, loginViaUi } from './support/accounts';
import { token } from './support/api';
import { outboxesEmpty } from './support/mail';

/** A staff member created by the admin through the API: a branch, then the employee. */
async function createStaff(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${await token(request, 'admin', ADMIN_PASSWORD)}` };
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const branch = await request.post('/api/admin/saveBranch', { headers: admin, data: { name: `Desk ${id}` } });
  expect(branch.status()).toBe(200);
  const username = `desk${id}`;
  const saved = await request.post('/api/admin/saveEmployee', {
    headers: admin,
    data: {
      employee_name: `Desk ${id}`,
      username,
      password: digest('Staff@1234'),
      user_role: 'staff',
      branch_id: Number(((await branch.json()) as { code: string }).code),
      device_id: 'DESK-1',
      passcode: '1234',
    },
  });
  expect(saved.status()).toBe(200);
  return { username, password: 'Staff@1234' };
}

const subjectsFor = async (address: string, reqCode: string) => {
  const res = await fetch(`http://127.0.0.1:3126/messages?to=${encodeURIComponent(address)}`);
  return ((await res.json()) as { raw: string }[])
    .map((m) => m.raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '')
    .filter((s) => s.startsWith(reqCode));
};

/** Opens a staff action on the first item and saves it with the given fields. */
async function act(page: Page, action: string, fields: Record<string, string> = {}) {
  await page.getByTestId('staff-actions-1').getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('staff and the customer walk one item from pending to delivered; the confirmation and each status mail arrive once', async ({
  browser,
  request,
}) => {
  const c = await createCustomer(request);
  const staffAccount = await createStaff(request);
  const customerToken = await token(request, c.username, c.password);
  const created = await request.post('/api/requestrepair/addrequestrepair', {
    headers: { authorization: `Bearer ${customerToken}` },
    data: {
      idempotency_key: randomUUID(),
      courier_name: 'DTDC',
      docket_number: 'DTDC-9001',
      narration: 'One laptop, well packed',
      items: [{ item_id: 1, brand_id: 1, model_number: 'Latitude 5420', serial_number: `WALK${Date.now()}` }],
    },
  });
  const code = ((await created.json()) as { req_code: string }).req_code;

  const staffContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const customer = await customerContext.newPage();
  await loginViaUi(staff, staffAccount.username, staffAccount.password);
  // Staff see the service desk entry and no admin entry.
  const nav = staff.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Service desk' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Employees' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Service desk' }).click();
  await expect(staff.getByRole('tab', { name: /To receive/ })).toHaveAttribute('aria-selected', 'true');
  await expect(staff.getByTestId('request-table')).toContainText(code);
  await expectAccessible(staff);
  await staff.getByTestId('request-table').getByText(code).click();
  await expect(staff.getByRole('heading', { name: code })).toBeVisible();

  // Receipt: the docket number on the parcel must match the request's.
  await staff.getByTestId('staff-actions-1').getByRole('button', { name: 'Record receipt' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter Docket Number')).toBeVisible();
  await dialog.getByLabel(/^Docket number on the parcel/).fill('DTDC-9002');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('The docket number does not match the one on this request.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(staff);
  await dialog.getByLabel(/^Docket number on the parcel/).fill('dtdc-9001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = staff.getByTestId('item-card-1');
  await expect(card).toContainText('Received');

  await staff.getByTestId('staff-actions-1').getByRole('button', { name: 'Set charges' }).click();
  await staff
    .getByRole('dialog')
    .getByLabel(/^Service charge/)
    .fill('1500');
  await staff
    .getByRole('dialog')
    .getByLabel(/^Parts/)
    .fill('500');
  await expect(staff.getByRole('dialog')).toContainText('Total with GST: ₹2,360.00');
  await staff.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Charges quoted');

  // The customer approves in their own browser.
  await loginViaUi(customer, c.username, c.password);
  await customer.goto(`/requestrepair/view?code=${code}`);
  await customer.getByTestId('item-card-1').getByRole('button', { name: 'Approve charges' }).click();
  await customer.getByRole('button', { name: 'Yes' }).click();
  await expect(customer.getByTestId('item-card-1')).toContainText('Charges approved');
  await expect(customer.getByTestId('staff-actions-1')).toHaveCount(0);

  await staff.reload();
  await expect(card).toContainText('Charges approved');
  await act(staff, 'Start repair');
  await staff.getByTestId('staff-actions-1').getByRole('button', { name: 'Mark repaired' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('dialog').getByText('Please enter a remark')).toBeVisible();
  await staff
    .getByRole('dialog')
    .getByLabel(/^Remark/)
    .fill('Replaced the charging port');
  await staff.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Repaired');
  await act(staff, 'Dispatch', { 'Return courier': 'Blue Dart', 'Return docket number': 'BD-4411' });
  await act(staff, 'Mark delivered');
  await expect(card).toContainText('Delivered');
  await expect(staff.getByTestId('staff-actions-1')).toHaveCount(0);
  await expect(staff.getByTestId('audit-card')).toContainText('Charges set');
  await expect(staff.getByTestId('audit-card')).toContainText(staffAccount.username.replace('desk', 'Desk '));

  await customer.reload();
  await expect(customer.getByTestId('item-card-1')).toContainText('Delivered');
  // The box back is named once, on the boxes card, not again on the item.
  await expect(customer.getByTestId('shipments-card')).toContainText('Blue Dart, docket number BD-4411');
  await expect(customer.getByTestId('item-card-1')).not.toContainText('BD-4411');
  await expect(customer.getByTestId('audit-card')).toHaveCount(0);

  const labels = [
    'Request raised',
    'Received',
    'Charges quoted',
    'Charges approved',
    'In repair',
    'Repaired',
    'Dispatched',
    'Delivered',
    // and, the request delivered, the invitation to rate it (sent at once in the browser tests: decision 058)
    'how did we do?',
  ];
  await expect.poll(async () => (await subjectsFor(c.email, code)).length, { timeout: 15_000 }).toBe(labels.length);
  // Anything sent twice was queued before now: once the outboxes are empty it has arrived too.
  await outboxesEmpty(request);
  const subjects = await subjectsFor(c.email, code);
  expect(subjects.map((s) => s.slice(code.length + 2).split(' - ')[0]).sort()).toEqual([...labels].sort());
  await staffContext.close();
  await customerContext.close();
});
