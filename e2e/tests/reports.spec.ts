import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, digest, loginViaUi } from './support/accounts';

async function token(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/login/authenticate', { data: { username, password: digest(password) } });
  return ((await res.json()) as { userDetails: { accessToken: string } }).userDetails.accessToken;
}

async function raise(request: APIRequestContext, auth: string) {
  const res = await request.post('/api/requestrepair/addrequestrepair', {
    headers: { authorization: `Bearer ${auth}` },
    data: {
      idempotency_key: randomUUID(),
      courier_name: 'DTDC',
      docket_number: `D${Date.now()}`,
      narration: 'Report test',
      items: [{ item_id: 1, brand_id: 1, model_number: 'M1', serial_number: `R${Date.now()}` }],
    },
  });
  return ((await res.json()) as { req_code: string }).req_code;
}

async function move(request: APIRequestContext, auth: string, code: string, status: string) {
  const view = await request.post('/api/requestrepair/viewrequestrepair', {
    headers: { authorization: `Bearer ${auth}` },
    data: { req_code: code },
  });
  const body = (await view.json()) as {
    request_details: { docket_number: string };
    request_item_details: { item_id: string; version: number }[];
  };
  const item = body.request_item_details[0];
  // Receipt names the docket number on the parcel.
  const docket = status === 'received' ? { docket_number: body.request_details.docket_number } : {};
  const res = await request.post('/api/requestrepair/updateItemStatus', {
    headers: { authorization: `Bearer ${auth}` },
    data: { item_id: item?.item_id, version: item?.version, status, ...docket },
  });
  expect(res.status()).toBe(200);
}

test('the report tabs list each group with its count, and the CSV holds those rows', async ({ page, request }) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const pending = await raise(request, customer);
  const inProgress = await raise(request, customer);
  const completed = await raise(request, customer);
  await move(request, staff, inProgress, 'received');
  await move(request, customer, completed, 'cancelled');

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
