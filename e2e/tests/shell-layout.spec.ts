import { expect, type Page, test } from '@playwright/test';
import { AdminMsg } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token } from './support/api';
import { shot, shotBoth } from './support/shots';

/** Every warning and error the page writes to its console. */
function consoleOf(page: Page) {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') lines.push(m.text());
  });
  return lines;
}

test('no page load warns of an untranslated message, and close buttons are named in the reader’s language', async ({
  page,
  request,
}) => {
  const lines = consoleOf(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  expect(lines.filter((l) => /Uncompiled message|close/.test(l))).toEqual([]);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('language-toggle').click();
  // The page in Tamil before the menu opens: a click during the switch's render would land on the old menu.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Reports');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem').nth(1).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'மூடு', exact: true })).toBeVisible();
  expect(lines.filter((l) => /Uncompiled message/.test(l))).toEqual([]);
});

test('on a phone a message does not cover the title of the dialog it is about', async ({ page, request }) => {
  const c = await createCustomer(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await loginViaUi(page, c.username, c.password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Old Password/).fill(c.password);
  await dialog.getByLabel(/^New Password/).fill('Newer@1234');
  await dialog.getByLabel(/^Confirm Password/).fill('Newer@1234');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  // The change fails on the server: the dialog stays, with a message.
  await page.route('**/api/login/ChangePassword', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' }),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const message = page.locator('.mantine-Notification-root');
  await expect(message).toBeVisible();
  await expect(dialog).toBeVisible();
  const title = await dialog.locator('.mantine-Modal-title').boundingBox();
  const toast = await message.boundingBox();
  if (!title || !toast) throw new Error('no title or message on screen');
  const overlap =
    title.x < toast.x + toast.width &&
    toast.x < title.x + title.width &&
    title.y < toast.y + toast.height &&
    toast.y < title.y + title.height;
  expect(overlap).toBe(false);
  await shot(page, 'dialog-with-message');
});

/**
 * The words on the page (text nodes) under what floats above them; words scrolled behind the top bar are
 * hidden by the bar itself, not by what sits in it.
 */
async function wordsUnder(page: Page, testId: string) {
  return page.evaluate((id) => {
    const button = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
    if (!button) return ['no button'];
    const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const walker = document.createTreeWalker(
      document.querySelector('[data-testid="content"]') as Node,
      NodeFilter.SHOW_TEXT,
    );
    const hidden: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.height === 0 || r.bottom <= barBottom) continue;
        const top = Math.max(r.top, barBottom);
        const overlaps = r.left < button.right && button.left < r.right && top < button.bottom && button.top < r.bottom;
        if (overlaps) hidden.push(node.textContent.trim());
      }
    }
    return hidden;
  }, testId);
}

test('at the end of a long page the scroll-to-top button covers no figure, on a phone and a laptop', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  for (let i = 0; i < 14; i++) await raise(request, customer, 2);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 600 });
    await loginViaUi(page, c.username, c.password);
    for (const path of ['/requestrepair', '/reports']) {
      await page.goto(path);
      await expect(page.getByTestId('content').getByRole('link').first()).toBeVisible();
      // Panels still loading lengthen the page: scroll to its end again until the button shows.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByTestId('scroll-to-top')).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect.poll(() => wordsUnder(page, 'scroll-to-top'), { message: `${path} at ${width}` }).toEqual([]);
      await shot(page, `scroll-end${path.replaceAll('/', '-')}`, false);
    }
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
  }
});

test('the company phone takes a landline with its STD code; a number that is neither is shown in place', async ({
  page,
}) => {
  await loginViaUi(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/company');
  const phone = page.getByLabel(/^Phone/);
  await expect(phone).toBeVisible();
  const saved = await phone.inputValue();
  await phone.fill('044 2345 6789');
  await phone.blur();
  await expect(page.getByText(AdminMsg.enterValidPhone)).toHaveCount(0);
  await phone.fill('044 2345');
  await page.getByRole('button', { name: 'Save' }).first().focus();
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText(AdminMsg.enterValidPhone)).toBeVisible();
  await expect(phone).toBeFocused();
  await expectAccessible(page);
  await shotBoth(page, 'company-phone-error');
  await phone.fill(saved);
});
