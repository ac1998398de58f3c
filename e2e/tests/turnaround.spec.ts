import { expect, test } from '@playwright/test';
import { AdminMsg, TurnaroundMsg } from '@svc/contract';
import { taTurnaround } from '../../apps/web/src/i18n/catalogues/ta-turnaround';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { loginViaUi } from './support/accounts';
import { startFreshApp } from './support/fresh-app';
import { expectNothingOverflows } from './support/layout';

/**
 * The admin sets the turnaround on a phone: every control fits 375 px. On an app of its own: the calendar it
 * saves is the company's, and a test on the shared app that read a promise before it and a mail after it
 * (waiting-for-parts) saw two calendars.
 */
let app: Awaited<ReturnType<typeof startFreshApp>>;
test.beforeAll(async () => {
  app = await startFreshApp();
});
test.afterAll(async () => {
  await app?.stop();
});

test('the admin sets working hours, a holiday, the default and a rule per item type on a 375 px phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
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
  // Enter in the date field adds the day (it does not save the form); a day listed already, or one that
  // does not exist, is said on the field.
  await holiday.fill('26-12-2026');
  await holiday.press('Enter');
  await expect(page.getByTestId('holidays')).toContainText('26-12-2026');
  await holiday.fill('25-12-2026');
  await holiday.press('Enter');
  await expect(page.getByText('25-12-2026 is already in the list of holidays')).toBeVisible();
  await holiday.fill('31-02-2027');
  await holiday.press('Enter');
  await expect(page.getByText('31-02-2027 is not a real date: please write it as DD-MM-YYYY')).toBeVisible();
  await expect(page.getByText(AdminMsg.saved)).toHaveCount(0);
  // The field keeps its calendar open while it has focus, over the list below it on a phone: closed first,
  // as a person closes it, or the click waits behind it (a 31 s wait that timed the test out under load).
  await holiday.press('Escape');
  await expect(page.getByRole('button', { name: /^\d{1,2} [A-Z][a-z]+ \d{4}$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove holiday 26-12-2026' }).click();

  // A number of days out of bounds stays as typed and is refused with its message: never saved as another.
  const fallback = page.getByLabel(/^Default turnaround/);
  for (const typed of ['0', '-3', '500', '2.5']) {
    await fallback.fill(typed);
    await fallback.blur();
    await expect(fallback).toHaveValue(typed);
    await page.getByRole('button', { name: 'Save hours and holidays' }).click();
    await expect(page.getByText(TurnaroundMsg.enterWorkingDays)).toBeVisible();
  }
  await expect(page.getByText(AdminMsg.saved)).toHaveCount(0);
  await fallback.fill('6');
  await page.getByRole('button', { name: 'Save hours and holidays' }).click();
  await expect(page.getByText(AdminMsg.saved).first()).toBeVisible();

  // A rule for the first item type, every branch.
  await page.getByLabel(/^Item type/).click();
  const first = page.getByRole('option').first();
  const itemName = (await first.textContent()) ?? '';
  await first.click();
  const days = page.getByLabel(/^Working days/);
  await days.fill('500');
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByTestId('rule-form').getByText(TurnaroundMsg.enterWorkingDays)).toBeVisible();
  await expect(days).toHaveValue('500');
  await days.fill('3');
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

  // In Tamil, every button's words are whole on the phone (the long save labels wrap).
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(taTurnaround.turnaroundTitle);
  await expect(page.getByRole('button', { name: taTurnaround.saveCalendar })).toBeVisible();
  await expectNothingOverflows(page);
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turnaround');

  // The bin asks first: cancelled, the rule stays; confirmed, it goes.
  const bin = page.getByRole('button', { name: `Remove rule for ${itemName}, All branches` });
  await bin.click();
  const ask = page.getByRole('dialog', { name: 'Remove this rule?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(rules).toContainText('All branches · 3 working days');
  await bin.click();
  await ask.getByRole('button', { name: 'Remove rule' }).click();
  await expect(page.getByTestId('rules-empty')).toBeVisible();
  // The dialog's overlay takes clicks until it has closed (a forced click on the switch below landed on it).
  await expect(ask).toBeHidden();

  // An edit not saved: leaving asks first. Stay keeps it; Leave goes without saving it.
  const toRequests = async () => {
    const link = page.getByRole('navigation').getByRole('link', { name: 'Request Repair' });
    if (!(await link.isVisible())) await page.getByTestId('menu-burger').click();
    await link.click();
  };
  await saturday.check({ force: true });
  await toRequests();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(unsaved).toContainText('You have unsaved changes. Leave without saving?');
  await expectNothingOverflows(page);
  await unsaved.getByRole('button', { name: 'Stay' }).click();
  await expect(unsaved).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/turnaround$/);
  await expect(saturday).toBeChecked();
  await toRequests();
  await unsaved.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/requestrepair$/);
  // Closing the tab with an edit not saved: the browser asks (its own words).
  await page.goto('/admin/turnaround');
  await saturday.check({ force: true });
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});
