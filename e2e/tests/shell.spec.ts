import { expect, test } from '@playwright/test';
import { Msg } from '@svc/contract';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi, storedSession } from './support/accounts';

test('the side menu holds exactly Request Repair and Report', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  const links = page.getByTestId('side-menu').getByRole('link');
  await expect(links).toHaveText(['Request Repair', 'Report']);
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expectAccessible(page);
});

test('logout asks for confirmation; No stays, Yes ends the session here and on the server', async ({
  page,
  request,
}) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  const session = await storedSession(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText(Msg.logoutConfirm)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByText(Msg.logoutConfirm)).toBeHidden();
  await expect(page).toHaveURL(/\/requestrepair$/);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
  await expect
    .poll(async () =>
      (await request.post('/api/login/refreshToken', { data: { refreshToken: session?.refreshToken } })).json(),
    )
    .toMatchObject({ status: 498 });
});

test('the skin is light by default and the dark choice survives a reload', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByTestId('skin-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('below 1200 px the menu is an overlay opened by the burger', async ({ page, request }) => {
  const c = await createCustomer(request);
  await page.setViewportSize({ width: 1000, height: 800 });
  await loginViaUi(page, c.username, c.password);
  const menu = page.getByTestId('side-menu');
  await expect(page.getByTestId('menu-burger')).toBeVisible();
  await expect(menu).not.toBeInViewport();
  await page.getByTestId('menu-burger').click();
  await expect(menu).toBeInViewport();
  await menu.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(menu).not.toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('menu-burger')).toBeHidden();
  await expect(menu).toBeInViewport();
});

test('a phone-sized screen works at 375 px and scroll-to-top appears after 300 px', async ({ page, request }) => {
  const c = await createCustomer(request);
  await page.setViewportSize({ width: 375, height: 420 });
  await loginViaUi(page, c.username, c.password);
  await page.goto('/profile');
  await expect(page.getByText(c.gstin)).toBeVisible();
  await expectAccessible(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expect(page.getByTestId('scroll-to-top')).toBeHidden();
  await page.mouse.wheel(0, 200);
  // The scroll done and two frames drawn after it (the button's state follows the scroll event): still hidden.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(page.getByTestId('scroll-to-top')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 320));
  await expect(page.getByTestId('scroll-to-top')).toBeVisible();
  await page.getByTestId('scroll-to-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the theme customizer is off by default; turned on it switches layout and width', async ({ page, request }) => {
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  await expect(page.getByTestId('customizer-button')).toHaveCount(0);
  await expect(page.getByTestId('content')).toHaveAttribute('data-width', 'boxed');
  await expect(page.getByTestId('horizontal-menu')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByLabel('Show the theme customizer button').check();
  await page.getByTestId('customizer-button').click();
  await page.getByRole('group', { name: 'Layout' }).getByText('Horizontal').click();
  await page.getByRole('group', { name: 'Content width' }).getByText('Full width').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('horizontal-menu')).toBeVisible();
  await expect(page.getByTestId('side-menu')).not.toBeInViewport();
  await expect(page.getByTestId('content')).toHaveAttribute('data-width', 'full');
  await page.reload();
  await expect(page.getByTestId('horizontal-menu').getByRole('link', { name: 'Report' })).toBeVisible();
});
