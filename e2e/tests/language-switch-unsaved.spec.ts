import { expect, test } from '@playwright/test';
import { messages as taPublic } from '../../apps/web/src/i18n/catalogues/ta';
import { messages as taApp } from '../../apps/web/src/i18n/catalogues/ta-app';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { expectNothingOverflows } from './support/layout';

// Every screen renders anew in a new language, which clears a form: the switch asks first (a trial found an
// admin's edits gone after switching).
test('on a phone, the language switch asks before it clears a form not saved: Stay keeps the words', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  await page.goto('/requestrepair/add');
  const docket = page.getByRole('textbox', { name: /^Docket Number/ });
  await docket.fill('DTDC-4471');

  await page.getByTestId('language-toggle').click();
  const ask = page.getByRole('dialog', { name: 'Switch language?' });
  await expect(ask.getByText('Your changes on this screen are not saved yet.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await expectNothingOverflows(page);
  await page.screenshot({ path: 'test-results/screens/language-switch-unsaved.png' }).catch(() => {});
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(docket).toHaveValue('DTDC-4471');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Asked again, Switch goes: the screen in Tamil, the form as it was first (cleared).
  await page.getByTestId('language-toggle').click();
  await ask.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: taApp.addRequestTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('textbox', { name: new RegExp(`^${taPublic.docketNumber}`) })).toHaveValue('');

  // Nothing typed now: back to English without a question.
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { name: 'New repair request' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
