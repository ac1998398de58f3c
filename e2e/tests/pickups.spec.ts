import { expect, test } from '@playwright/test';
import { addDays, EXAMPLES, endpoints, indiaToday } from '@svc/contract';
import { E2E_PHONES } from '../phones.config';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { call, raise, token } from './support/api';
import { expectNothingOverflows } from './support/layout';
import { shot } from './support/shots';

// Issue 43 (decision 107): a customer books a courier to collect their parcel from the request's page on a
// phone, with Shiprocket's local stand-in: the couriers with rate and days, the recommended one chosen, the
// AWB and the label; the courier's scans move it on; a pickup not picked up is cancelled.

const windowUrl = `http://127.0.0.1:${E2E_PHONES.windowPort}`;
type Order = { ref: string; awb: string; cancelled: boolean; kind: string };
const ordersOf = async (code: string) =>
  (await (await fetch(`${windowUrl}/courier-orders?code=${code}`)).json()) as Order[];

test('on a 375 px phone a customer books a courier pickup, prints its label, follows its scans, and cancels another', async ({
  browser,
  request,
}) => {
  const admin = await token(request, 'admin', ADMIN_PASSWORD);
  await call(request, endpoints.saveCourierSettings, EXAMPLES.saveCourierSettings.body, admin);
  const c = await createCustomer(request, { pincode: '641601', city: 'Tiruppur', address: '12 Mill Road' });
  const customer = await token(request, c.username, c.password);
  const code = await raise(request, customer, 2);

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await loginViaUi(page, c.username, c.password);
  await page.goto(`/requestrepair/view?code=${code}`);
  await page.getByRole('button', { name: 'Book a courier pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a courier pickup' });
  // The profile's address to start from, and the box the centre suggests.
  await expect(dialog.getByLabel(/^Pincode/)).toHaveValue('641601');
  await expect(dialog.getByLabel(/^Address/)).toHaveValue('12 Mill Road');
  await expect(dialog.getByLabel(/^Weight \(kg\)/)).toHaveValue('3');
  await expect(dialog.getByRole('button', { name: 'Book the pickup' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Show couriers' }).click();
  const amazon = dialog.getByRole('radio', { name: /Amazon Surface/ });
  // The box of 40 × 30 × 20 cm weighs 4.8 kg by its size, more than its 3 kg: couriers charge by that.
  await expect(amazon).toBeChecked();
  await expect(dialog.getByText('Recommended')).toBeVisible();
  await expect(dialog.getByText('You pay ₹350.00 for this pickup: it is added to your invoice.')).toBeVisible();
  // The value is asked for in words of its own, and nothing is booked.
  await dialog.getByRole('button', { name: 'Book the pickup' }).click();
  await expect(dialog.getByText('Please enter what the items are worth')).toBeVisible();
  expect(await ordersOf(code)).toEqual([]);
  await dialog.getByLabel(/^What the items are worth/).fill('54000');
  await expectNothingOverflows(page);
  await expectAccessible(page);
  await shot(page, 'pickup-dialog');
  await dialog.getByRole('button', { name: 'Book the pickup' }).click();
  await expect(page.getByText('The pickup is booked.')).toBeVisible();

  const status = page.getByTestId('pickup-status');
  await expect(status.getByText('Pickup booked')).toBeVisible();
  const [order] = await ordersOf(code);
  expect(order).toMatchObject({ kind: 'return', cancelled: false });
  await expect(status.getByText(order?.awb ?? 'no AWB')).toBeVisible();
  await expect(status.getByRole('link', { name: 'Print the courier label (PDF)' })).toHaveAttribute('href', /\.pdf$/);
  await expect(page.getByRole('button', { name: 'Book a courier pickup' })).toHaveCount(0);
  await expectNothingOverflows(page);
  await shot(page, 'pickup-booked');

  // The courier picks it up: the scan moves it on, and it can no longer be cancelled.
  const scan = await fetch(`${windowUrl}/courier-scan?awb=${order?.awb}&id=42&label=PICKED%20UP`, { method: 'POST' });
  expect(((await scan.json()) as { status: number }).status).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(status.getByText('Picked up')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(status.getByRole('button', { name: 'Cancel pickup' })).toHaveCount(0);

  // Another request: booked, then cancelled before the courier came; the courier's order is cancelled too.
  const other = await raise(request, customer, 1);
  await page.goto(`/requestrepair/view?code=${other}`);
  await page.getByRole('button', { name: 'Book a courier pickup' }).click();
  await dialog.getByLabel(/^What the items are worth/).fill('9000');
  await dialog.getByRole('button', { name: 'Show couriers' }).click();
  await dialog.getByRole('radio', { name: /Delhivery Surface/ }).check();
  await dialog.getByRole('button', { name: 'Book the pickup' }).click();
  await expect(status.getByText('Pickup booked')).toBeVisible();
  await status.getByRole('button', { name: 'Cancel pickup' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this pickup?' })
    .getByRole('button', { name: 'Cancel pickup' })
    .click();
  await expect(page.getByText('The pickup is cancelled. The courier details you typed before are back.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book a courier pickup' })).toBeVisible();
  expect((await ordersOf(other)).map((o) => o.cancelled)).toEqual([true]);
  await context.close();
});

test('the pickup reads in Tamil on a phone: the offer, the dialog, the couriers', async ({ browser, request }) => {
  const admin = await token(request, 'admin', ADMIN_PASSWORD);
  await call(request, endpoints.saveCourierSettings, EXAMPLES.saveCourierSettings.body, admin);
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const code = await raise(request, customer, 1);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await loginViaUi(page, c.username, c.password);
  await page.goto(`/requestrepair/view?code=${code}`);
  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'கூரியர் பிக்அப்பைப் பதிவு செய்' }).click();
  const dialog = page.getByRole('dialog', { name: 'கூரியர் பிக்அப் பதிவு' });
  await expect(dialog.getByText('பிக்அப் முகவரி')).toBeVisible();
  await dialog.getByRole('button', { name: 'கூரியர்களைக் காட்டு' }).click();
  await expect(dialog.getByText('பரிந்துரைக்கப்பட்டது')).toBeVisible();
  await expectNothingOverflows(page);
  await shot(page, 'pickup-dialog-ta');
  await context.close();
});

test('on a 375 px phone the admin switches courier pickups on: the centre’s address, the box, who pays', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/company');
  await page.getByRole('button', { name: 'Courier pickups' }).click();
  const card = page.getByTestId('courier-settings');
  await expect(card.getByRole('heading', { name: 'Courier pickups' })).toBeVisible();
  const s = EXAMPLES.saveCourierSettings.body;
  await card.getByRole('switch', { name: 'Customers may book a courier pickup' }).check();
  await card.getByLabel(/^Pickup location/).fill(s.pickup_location);
  await card.getByLabel(/^Name for the courier/).fill(s.centre.name);
  await card.getByLabel(/^Mobile/).fill('94430 12345');
  await card.getByLabel(/^Address/).fill(s.centre.address);
  await card.getByLabel(/^City/).fill(s.centre.city);
  await card.getByLabel(/^Email/).fill(s.centre.email);
  // A pincode of five digits is said on its field, and nothing is saved.
  await card.getByLabel(/^Pincode/).fill('64100');
  await card.getByRole('button', { name: 'Save courier settings' }).click();
  await expect(card.getByText('Please enter valid pincode')).toBeVisible();
  await card.getByLabel(/^Pincode/).fill(s.centre.pincode);
  await card.getByLabel(/^Length \(cm\)/).fill(String(s.box.length_cm));
  await card.getByLabel(/^Breadth \(cm\)/).fill(String(s.box.breadth_cm));
  await card.getByLabel(/^Height \(cm\)/).fill(String(s.box.height_cm));
  await card.getByLabel(/^Weight \(kg\)/).fill(String(s.box.weight_kg));
  await card.getByText('The customer', { exact: true }).click();
  await expectNothingOverflows(page);
  await expectAccessible(page);
  await shot(page, 'courier-settings');
  await card.getByRole('button', { name: 'Save courier settings' }).click();
  await expect(page.getByText('The courier settings are saved.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Courier pickups' }).click();
  await expect(card.getByLabel(/^Pincode/)).toHaveValue(s.centre.pincode);
  await expect(card.getByRole('switch', { name: 'Customers may book a courier pickup' })).toBeChecked();
  await context.close();
});

test('on a 375 px phone the desk sees a parcel the courier delivered at the centre, on top of what to receive', async ({
  browser,
  request,
}) => {
  const admin = await token(request, 'admin', ADMIN_PASSWORD);
  await call(request, endpoints.saveCourierSettings, EXAMPLES.saveCourierSettings.body, admin);
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const code = await raise(request, customer, 1);
  const booked = await call(
    request,
    endpoints.bookPickup,
    {
      req_code: code,
      address: {
        name: 'Arun Kumar',
        address: c.address,
        city: c.city,
        state: c.state,
        pincode: c.pincode,
        phone: c.mobile,
        email: c.email,
      },
      pickup_on: addDays(indiaToday(), 1),
      box: EXAMPLES.saveCourierSettings.body.box,
      courier_id: 142,
      declared_value: 12000,
    },
    customer,
  );
  const awb = booked.booking.awb;
  for (const [id, label] of [
    [42, 'PICKED UP'],
    [7, 'DELIVERED'],
  ] as const) {
    const scan = await fetch(`${windowUrl}/courier-scan?awb=${awb}&id=${id}&label=${encodeURIComponent(label)}`, {
      method: 'POST',
    });
    expect(((await scan.json()) as { status: number }).status).toBe(200);
  }
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/service-desk?needs=courier');
  const arrived = page.getByTestId('courier-queue-arrived');
  await expect(arrived.getByRole('heading', { name: 'Delivered at the centre by the courier' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(arrived.getByText(code)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expectNothingOverflows(page);
  await shot(page, 'desk-couriers');
  await context.close();
});
