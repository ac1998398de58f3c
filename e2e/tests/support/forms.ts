import type { Locator, Page } from '@playwright/test';
import type { newCustomer } from './accounts';

/** Chooses an option of a searchable select (it opens on a click, not on focus). */
export async function pick(page: Page, label: RegExp | string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * A customer's company fields and user name filled in, as sign-up and the admin's customer dialog (`scope`)
 * ask them; the GSTIN is the customer's unless given (a test may type a wrong one).
 */
export async function fillCustomerFields(
  page: Page,
  c: ReturnType<typeof newCustomer>,
  { gstin = c.gstin, scope = page.locator('body') }: { gstin?: string; scope?: Locator } = {},
) {
  await scope.getByLabel(/^Name or company name/).fill(c.companyname);
  await scope.getByLabel(/^Contact person/).fill(c.contactperson);
  await pick(page, 'State', 'Tamil Nadu (33)', scope);
  await scope.getByLabel(/^GSTIN/).fill(gstin);
  await scope.getByLabel(/^Email/).fill(c.email);
  await scope.getByLabel(/^Mobile/).fill(c.mobile);
  await scope.getByLabel(/^Address/).fill(c.address);
  await scope.getByLabel(/^City/).fill(c.city);
  await scope.getByLabel(/^Pincode/).fill(c.pincode);
  await scope.getByLabel(/^User name/).fill(c.username);
}

/** The sign-up form filled in for a customer, with the GSTIN given (a test may type a wrong one). */
export async function fillSignup(page: Page, c: ReturnType<typeof newCustomer>, gstin: string) {
  await fillCustomerFields(page, c, { gstin });
  await page.getByLabel(/^Password/).fill(c.password);
  await page.getByLabel(/^Confirm password/).fill(c.password);
}
