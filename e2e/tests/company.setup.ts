import { expect, test as setup } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { COMPANY_LETTERHEAD, COMPANY_UPI_ID, uniqueGstin } from './support/accounts';
import { token } from './support/api';

/**
 * The company needs its name, address and GSTIN to invoice (a fresh install has none) and a UPI id for the QR code. Set once before the browser
 * tests run in parallel: a test that saved the whole settings form mid-run would put back another
 * test's older address or switches.
 */
setup('the company is ready to invoice', async ({ request }) => {
  const headers = { authorization: `Bearer ${await token(request, 'admin', ADMIN_PASSWORD)}` };
  const current = await request.post('/api/admin/getCompanySettings', { headers, data: {} });
  const { logo_url: _l, channels_available: _c, ...details } = (await current.json()).company_details;
  const saved = await request.post('/api/admin/saveCompanySettings', {
    headers,
    data: { ...details, ...COMPANY_LETTERHEAD, gstin: uniqueGstin('33'), upi_id: COMPANY_UPI_ID },
  });
  expect(saved.status()).toBe(200);
});
