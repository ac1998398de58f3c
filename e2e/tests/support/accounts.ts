import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { gstinCheckChar } from '@svc/contract';
import { mailCount, mailedCode } from './mail';

export const digest = (plain: string) => createHash('sha256').update(plain).digest('base64');

let n = 0;
/** The letterhead set before the tests (a fresh install has none): the print test reads its name. */
export const COMPANY_LETTERHEAD = { name: 'Kaveri Electronics Service', address: '5 Mount Road, Chennai 600002' };

/** The UPI id every invoice's QR code carries: set before the tests, and saved again by the admin test. */
export const COMPANY_UPI_ID = 'kaveriservice@okaxis';

export function uniqueGstin(state = '33'): string {
  n += 1;
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  const digits = String(1000 + Math.floor(Math.random() * 9000));
  const first14 = `${state}${letters}${digits}F1Z`;
  return first14 + gstinCheckChar(first14);
}

export function newCustomer() {
  n += 1;
  const id = `${Date.now().toString(36)}${n}${Math.floor(Math.random() * 1000)}`;
  return {
    companyname: `Kaveri Traders ${id}`,
    gstin: uniqueGstin('33'),
    mobile: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    city: 'Chennai',
    address: '45 Mount Road',
    contactperson: 'Arun Kumar',
    email: `arun${id}@example.com`,
    pincode: '600002',
    state: '33',
    username: `arun${id}`,
    password: 'Secret@123',
  };
}
export type Customer = ReturnType<typeof newCustomer>;

/**
 * A customer signed up through the real API and the code from the real SMTP delivery; `over` changes its
 * details (`gstin: ''`: a person or a business not registered for GST).
 */
export async function createCustomer(request: APIRequestContext, over: Partial<Customer> = {}): Promise<Customer> {
  const c = { ...newCustomer(), ...over };
  const before = await mailCount(c.email);
  const otp = await request.post('/api/login/GetOTP', {
    data: { email: c.email, username: c.username, gstin: c.gstin },
  });
  expect(otp.status()).toBe(200);
  const code = await mailedCode(c.email, before);
  const { password, ...profile } = c;
  const res = await request.post('/api/login/insertCustomer', {
    data: { ...profile, password: digest(password), otp: code },
  });
  expect(res.status()).toBe(200);
  return c;
}

export async function loginViaUi(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^User name/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/requestrepair$/);
}

export async function storedSession(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('userDetails');
    return raw ? (JSON.parse(raw) as Record<string, string>) : null;
  });
}
