import { expect, test } from '@playwright/test';
import { AdminMsg, TurnaroundMsg } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { loginViaUi } from './support/accounts';
import { expectNothingOverflows } from './support/layout';

// The admin sets the turnaround on a phone: every control fits 375 px.
test.use({ viewport: { width: 375, height: 800 } });

test('the admin sets working hours, a holiday, the default and a rule per item type on a 375 px phone', async ({
  page,
}) => {
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/turnaround');
  await expect(page.getByRole('heading', { name: 'Turnaround', level: 1 })).toBeVisible();
  const saturday = page.getByRole('switch', { name: 'Saturday: open' });
  await expect(saturday).toBeChecked();
  await expectNothingOverflows(page);
  await expectAccessible(page);

  // Saturday switched off first: after a refused save a switch's click is lost (an open defect, see the
  // session-14 closing note), and this test is not the place to hide it behind a retry.
  await saturday.uncheck({ force: true });
  await expect(saturday).not.toBeChecked();

  // A closing time before the opening is refused on its field.
  await page.getByLabel('Monday: Closes').fill('09:00');
  await page.getByRole('button', { name: 'Save hours and holidays' }).click();
  await expect(page.getByText(TurnaroundMsg.closeAfterOpen)).toBeVisible();
  await page.getByLabel('Monday: Closes').fill('18:30');

  const holiday = page.getByLabel('Holiday date', { exact: true });
  await holiday.fill('25-12-2026');
  await holiday.blur();
  await expect(holiday).toHaveValue('25-12-2026');
  await page.getByRole('button', { name: 'Add holiday' }).click();
  await expect(page.getByTestId('holidays')).toContainText('25-12-2026');
  await page.getByLabel(/^Default turnaround/).fill('6');
  await page.getByRole('button', { name: 'Save hours and holidays' }).click();
  await expect(page.getByText(AdminMsg.saved).first()).toBeVisible();

  // A rule for the first item type, every branch.
  await page.getByLabel(/^Item type/).click();
  const first = page.getByRole('option').first();
  const itemName = (await first.textContent()) ?? '';
  await first.click();
  await page.getByLabel(/^Working days/).fill('3');
  await page.getByRole('button', { name: 'Save rule' }).click();
  const rules = page.getByTestId('turnaround-rules');
  await expect(rules).toContainText(itemName);
  await expect(rules).toContainText('All branches · 3 working days');

  // Kept after a reload.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Saturday: open' })).not.toBeChecked();
  await expect(page.getByLabel('Monday: Closes')).toHaveValue('18:30');
  await expect(page.getByTestId('holidays')).toContainText('25-12-2026');
  await expect(page.getByLabel(/^Default turnaround/)).toHaveValue('6');
  await expectNothingOverflows(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: `Remove rule for ${itemName}, All branches` }).click();
  await expect(page.getByTestId('rules-empty')).toBeVisible();
});
