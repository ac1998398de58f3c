import { expect, type Page, test } from '@playwright/test';
import { fillText, formatMobile, TRACK_PAGE_EN, TRACK_PAGE_TA } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { createCustomer } from './support/accounts';
import { raise, token } from './support/api';

// What a phone shows before any script of the app runs (issue 39, items 8 and 9; decision 095).
const PHONE = { width: 375, height: 800 };
test.use({ viewport: PHONE });

/** The page as its first paint has it: the app's scripts refused, so only index.html and its styles apply. */
async function beforeTheApp(page: Page, skin: string | null) {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  if (skin) await page.addInitScript((value) => localStorage.setItem('svc-skin', value), skin);
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/login', { waitUntil: 'load' });
  // The app never started: the boot mark is still the page.
  await expect(page.locator('#root .boot')).toHaveCount(1);
  const seen = await page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
  }));
  return { seen, refused };
}

test('the dark skin chosen is on the page before the app’s script runs; light when none is chosen', async ({
  browser,
}) => {
  const dark = await browser.newContext({ viewport: PHONE });
  const darkPage = await dark.newPage();
  const before = await beforeTheApp(darkPage, 'dark');
  expect(before.seen).toEqual({ scheme: 'dark', colorScheme: 'dark', background: 'rgb(36, 36, 36)' });
  // The inline script ran under the server's policy (its hash), and nothing was refused.
  expect(before.refused).toEqual([]);
  await darkPage.screenshot({ path: 'test-results/screens/first-paint-dark-375.png' }).catch(() => {});
  await dark.close();

  const light = await browser.newContext({ viewport: PHONE });
  const lightPage = await light.newPage();
  const plain = await beforeTheApp(lightPage, null);
  expect(plain.seen).toEqual({ scheme: 'light', colorScheme: 'light', background: 'rgb(255, 255, 255)' });
  expect(plain.refused).toEqual([]);
  await light.close();
});

test('the app started on the dark skin stays dark: the same colour before and after its script', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('svc-skin', 'dark'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const after = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(after).toBe('rgb(36, 36, 36)');
});

test.describe('the tracking page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says how to write to the service centre, in both languages, and loads the Tamil font only in Tamil', async ({
    page,
    request,
  }) => {
    const c = await createCustomer(request);
    const customer = await token(request, c.username, c.password);
    const code = await raise(request, customer);
    const linked = await request.post('/api/requestrepair/getTrackingLink', {
      headers: { authorization: `Bearer ${customer}` },
      data: { req_code: code },
    });
    const path =
      new URL((await linked.json()).tracking_url).pathname + new URL((await linked.json()).tracking_url).search;
    // What the company's settings give to write to (the shared run's: set or not).
    const admin = await token(request, 'admin', ADMIN_PASSWORD);
    const settings = await request.post('/api/admin/getCompanySettings', {
      headers: { authorization: `Bearer ${admin}` },
      data: {},
    });
    const { email, phone } = (await settings.json()).company_details as { email: string; phone: string };
    const how = (words: Record<keyof typeof TRACK_PAGE_EN, string>) =>
      fillText(
        email && phone
          ? words.trackNoScriptMailCall
          : email
            ? words.trackNoScriptMail
            : phone
              ? words.trackNoScriptCall
              : words.trackNoScriptNone,
        { email, phone: phone ? formatMobile(phone) : '', code },
      );

    const fonts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.woff2')) fonts.push(`${new URL(r.url()).pathname} ${r.status()}`);
    });
    for (const [lang, words] of [
      ['en', TRACK_PAGE_EN],
      ['ta', TRACK_PAGE_TA],
    ] as const) {
      fonts.length = 0;
      await page.goto(`${path}&lang=${lang}`, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillText(words.trackTitle, { code }));
      const card = page.getByTestId('track-noscript');
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading')).toHaveText(words.trackWriteTitle);
      await expect(card).toContainText(words.trackNoScript);
      await expect(card).toContainText(how(words));
      if (email)
        await expect(card.getByRole('link', { name: email })).toHaveAttribute(
          'href',
          `mailto:${email}?subject=${code}`,
        );
      // The card the script shows stays hidden: nothing to press without it.
      await expect(page.getByTestId('answer-quote')).toBeHidden();
      // One column that fits the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // Fonts: the whole Tamil script in Tamil (this machine has no Tamil font of its own), only the
      // "தமிழ்" link's five letters in English.
      await expect
        .poll(() => [...fonts].sort())
        .toEqual(
          lang === 'ta'
            ? ['/t/noto-sans-tamil-400.woff2 200', '/t/noto-sans-tamil-700.woff2 200']
            : ['/t/tamil-word.woff2 200'],
        );
      await page
        .screenshot({ path: `test-results/screens/track-noscript-${lang}-375.png`, fullPage: true })
        .catch(() => {});
    }
  });
});
