import { expect, type Page, test } from '@playwright/test';
import { formatMobile } from '@svc/contract';
import { messages as enPublic } from '../../apps/web/src/i18n/catalogues/en';
import { messages as enApp } from '../../apps/web/src/i18n/catalogues/en-app';
import { messages as taPublic } from '../../apps/web/src/i18n/catalogues/ta';
import { messages as taApp } from '../../apps/web/src/i18n/catalogues/ta-app';
import { E2E_PHONES } from '../phones.config';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { token } from './support/api';
import { expectNothingOverflows } from './support/layout';
import { smsCount, smsOn, smsTo } from './support/phones';

/**
 * Decision 089 on a phone (375 px), in English and in Tamil: the profile says the mobile is not verified;
 * its admin asks for a code, gets it by SMS, a wrong code is refused in place, the right one verifies it; a
 * number changed on the profile opens the verify step at once. Runs with the phone projects (SMS on).
 */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** The code into the dialog's six boxes, as a phone's keyboard offers it from the SMS. */
const typeCode = (page: Page, code: string) => page.getByRole('dialog').getByRole('textbox').first().fill(code);

for (const language of ['en', 'ta'] as const) {
  const w = language === 'ta' ? { ...taPublic, ...taApp } : { ...enPublic, ...enApp };

  test(`a customer verifies their mobile on the profile with a code by SMS, at 375 px (${language})`, async ({
    browser,
    request,
  }) => {
    await smsOn(request, await token(request, 'admin', ADMIN_PASSWORD));
    const c = await createCustomer(request);
    const auth = await token(request, c.username, c.password);
    const setLanguage = await request.post('/api/profile/setLanguage', {
      headers: { authorization: `Bearer ${auth}` },
      data: { language },
    });
    expect(setLanguage.status()).toBe(200);
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await phone.newPage();
    await loginViaUi(page, c.username, c.password);
    await page.goto('/profile');

    const status = page.getByTestId('mobile-status');
    await expect(status).toContainText(w.mobileNotVerifiedBadge);
    await expect(status).toContainText(w.mobileNotVerifiedHint);
    await expectNothingOverflows(page);
    await status.getByRole('button', { name: w.verifyMobile }).click();
    const dialog = page.getByRole('dialog', { name: w.verifyMobileTitle });
    await expect(dialog).toContainText(fill(w.verifyMobileIntro, { mobile: formatMobile(`+91${c.mobile}`) }));
    await expectAccessible(page);

    const before = await smsCount(c.mobile);
    await dialog.getByRole('button', { name: w.sendMobileCode }).click();
    await expect(dialog.getByTestId('mobile-code-sent')).toHaveText(
      fill(w.mobileCodeSentSms, { mobile: formatMobile(`+91${c.mobile}`) }),
    );
    const sms = await smsTo(c.mobile, (s) => s.templateId === E2E_PHONES.smsTemplate('code'), before);
    const code = sms.variables.code ?? '';
    await expectNothingOverflows(page);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screens/mobile-verify-375-${language}.png` }).catch(() => {});

    // A wrong code is refused where it was typed; the right one verifies the number.
    await typeCode(page, code === '000000' ? '000001' : '000000');
    await dialog.getByRole('button', { name: w.confirmMobileCode }).click();
    await expect(dialog.getByTestId('otp-error')).toHaveText(w.otpInvalid);
    await typeCode(page, code);
    await dialog.getByRole('button', { name: w.confirmMobileCode }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(w.mobileVerified)).toBeVisible();
    await expect(status).toContainText(w.mobileVerifiedBadge);
    await expect(status.getByRole('button', { name: w.verifyMobile })).toHaveCount(0);

    // A new number on the profile is verified next: the step opens at once.
    await page.getByRole('button', { name: w.editDetails }).click();
    const form = page.getByRole('dialog', { name: w.editDetails });
    const next = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await form.getByRole('textbox', { name: new RegExp(`^${w.mobile}`) }).fill(next);
    await form.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('dialog', { name: w.verifyMobileTitle })).toContainText(
      fill(w.verifyMobileIntro, { mobile: formatMobile(`+91${next}`) }),
    );
    await expect(status).toContainText(w.mobileNotVerifiedBadge);
    await phone.close();
  });
}
