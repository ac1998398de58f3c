import type { Page } from '@playwright/test';
import type { newCustomer } from './accounts';

/** Chooses an option of a searchable select (it opens on a click, not on focus). */
export async function pick(page: Page, label: RegExp | string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The sign-up form filled in for a customer, with the GSTIN given (a test may type a wrong one). */
export async function fillSignup(page: Page, c: ReturnType<typeof newCustomer>, gstin: string) {
  await page.getByLabel(/^Company name/).fill(c.companyname);
  await page.getByLabel(/^Contact person/).fill(c.contactperson);
  await pick(page, 'State', 'Tamil Nadu (33)');
  await page.getByLabel(/^GSTIN/).fill(gstin);
  await page.getByLabel(/^Email/).fill(c.email);
  await page.getByLabel(/^Mobile/).fill(c.mobile);
  await page.getByLabel(/^Address/).fill(c.address);
  await page.getByLabel(/^City/).fill(c.city);
  await page.getByLabel(/^Pincode/).fill(c.pincode);
  await page.getByLabel(/^User name/).fill(c.username);
  await page.getByLabel(/^Password/).fill(c.password);
  await page.getByLabel(/^Confirm password/).fill(c.password);
}
