import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token } from './support/api';
import { expectNothingOverflows } from './support/layout';

async function staffView(request: APIRequestContext, staff: string, code: string) {
  const res = await request.post('/api/requestrepair/viewrequestrepair', {
    headers: { authorization: `Bearer ${staff}` },
    data: { req_code: code },
  });
  return (await res.json()) as { request_item_details: { item_id: string; status: string }[] };
}

test.describe('a customer cancels what has not been sent', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('an item, then the whole request, each confirmed with an optional reason; staff see who and why', async ({
    page,
    request,
  }) => {
    const c = await createCustomer(request);
    const customer = await token(request, c.username, c.password);
    const staff = await token(request, 'admin', ADMIN_PASSWORD);
    const code = await raise(request, customer, 2);

    await loginViaUi(page, c.username, c.password);
    await page.goto(`/requestrepair/view?code=${code}`);
    const first = page.getByTestId('item-card-1');
    await first.getByRole('button', { name: 'Cancel item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this item?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await expectAccessible(page);
    await expectNothingOverflows(page);
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    expect((await staffView(request, staff, code)).request_item_details.map((i) => i.status)).toEqual([
      'pending',
      'pending',
    ]);

    await first.getByRole('button', { name: 'Cancel item' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Sent the wrong charger');
    await dialog.getByRole('button', { name: 'Cancel item' }).click();
    await expect(page.getByText('Cancelled.')).toBeVisible();
    await expect(first).toContainText('Cancelled');
    await expect(first.getByRole('button', { name: 'Cancel item' })).toHaveCount(0);
    // One item still pending: the request stays pending and can still be withdrawn whole.
    await expect(page.getByText('Pending').first()).toBeVisible();

    await page.getByRole('button', { name: 'Cancel request' }).click();
    const whole = page.getByRole('dialog', { name: 'Cancel this request?' });
    await expect(whole).toContainText(code);
    await whole.getByRole('button', { name: 'Cancel request' }).click();
    await expect(page.getByTestId('item-card-2')).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    await expect(page.getByText('Completed').first()).toBeVisible();

    // Staff read who cancelled and why on the item's timeline.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginViaUi(page, 'admin', ADMIN_PASSWORD);
    await page.goto(`/requestrepair/view?code=${code}`);
    const card = page.getByTestId('item-card-1');
    await card.getByRole('button', { name: 'Timeline and photos' }).click();
    await expect(card.getByTestId('item-timeline')).toContainText('Sent the wrong charger');
    await expect(card.getByTestId('item-timeline')).toContainText(c.companyname);
  });

  test('once an item is received nothing of it can be cancelled; the view shows what the request costs', async ({
    page,
    request,
  }) => {
    const c = await createCustomer(request);
    const customer = await token(request, c.username, c.password);
    const staff = await token(request, 'admin', ADMIN_PASSWORD);
    const code = await raise(request, customer, 2);
    const [item] = (await staffView(request, staff, code)).request_item_details as {
      item_id: string;
      version?: number;
    }[];
    const view = await request.post('/api/requestrepair/viewrequestrepair', {
      headers: { authorization: `Bearer ${staff}` },
      data: { req_code: code },
    });
    const body = (await view.json()) as {
      request_details: { docket_number: string };
      request_item_details: { item_id: string; version: number }[];
    };
    const received = await request.post('/api/requestrepair/updateItemStatus', {
      headers: { authorization: `Bearer ${staff}` },
      data: {
        item_id: item?.item_id,
        version: body.request_item_details[0]?.version,
        status: 'received',
        docket_number: body.request_details.docket_number,
      },
    });
    expect(received.status()).toBe(200);
    await loginViaUi(page, c.username, c.password);
    await page.goto(`/requestrepair/view?code=${code}`);
    await expect(page.getByTestId('item-card-1')).toContainText('Received');
    await expect(page.getByTestId('item-card-1').getByRole('button', { name: 'Cancel item' })).toHaveCount(0);
    await expect(page.getByTestId('item-card-2').getByRole('button', { name: 'Cancel item' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    await expect(page.getByText('Total charges')).toBeVisible();
    await expect(page.getByText('₹0.00')).toBeVisible();
    await expectNothingOverflows(page);
  });
});
