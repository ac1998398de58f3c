import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { token } from './support/api';

async function firstItem(request: APIRequestContext, auth: string, code: string) {
  const res = await request.post('/api/requestrepair/viewrequestrepair', {
    headers: { authorization: `Bearer ${auth}` },
    data: { req_code: code },
  });
  const [first] = ((await res.json()) as { request_item_details: { item_id: string; version: number }[] })
    .request_item_details;
  return { item_id: first?.item_id as string, version: first?.version as number };
}

test('the customer sees quoted charges with GST and approves them; the timeline shows each step', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const created = await request.post('/api/requestrepair/addrequestrepair', {
    headers: { authorization: `Bearer ${customer}` },
    data: {
      idempotency_key: randomUUID(),
      courier_name: 'DTDC',
      docket_number: 'D-77',
      narration: 'Laptop',
      items: [{ item_id: 1, brand_id: 1, model_number: 'X1', serial_number: `Q${Date.now()}` }],
    },
  });
  const code = ((await created.json()) as { req_code: string }).req_code;
  const auth = { authorization: `Bearer ${staff}` };
  let item = await firstItem(request, staff, code);
  const received = await request.post('/api/requestrepair/updateItemStatus', {
    headers: auth,
    data: { ...item, status: 'received', docket_number: 'D-77' },
  });
  expect(received.status()).toBe(200);
  item = await firstItem(request, staff, code);
  const quoted = await request.post('/api/requestrepair/updateChargesRequestRepair', {
    headers: auth,
    data: { ...item, service_charge: 100000, parts_charge: 23456, gst_percent: 18, remark: 'New screen' },
  });
  expect(quoted.status()).toBe(200);

  await loginViaUi(page, c.username, c.password);
  await page.goto(`/requestrepair/view?code=${code}`);
  const card = page.getByTestId('item-card-1');
  await expect(card).toContainText('Charges quoted');
  await expect(card).toContainText('₹1,00,000.00');
  await expect(card).toContainText('₹23,456.00');
  await expect(card).toContainText('₹22,222.08');
  await expect(card).toContainText('₹1,45,678.08');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Approve charges' }).click();
  await expect(page.getByText('Approve charges of ₹1,45,678.08')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Charges approved. The repair will start soon.')).toBeVisible();
  await expect(card).toContainText('Charges approved');
  await expect(card.getByTestId('charge-answer')).toHaveCount(0);
  await card.getByRole('button', { name: 'Timeline and photos' }).click();
  await expect(card.getByTestId('item-timeline')).toContainText('New screen');
  await expect(card.getByTestId('item-timeline')).toContainText('Thank you for approving the charges.');
});
