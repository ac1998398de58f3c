import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { jpeg } from './support/images';

test.use({ serviceWorkers: 'allow' });

test('the app installs: a manifest with its icons and a service worker that opens the app with no connection', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href as string)).json();
  expect(manifest).toMatchObject({ name: 'Service Application', display: 'standalone', start_url: '/', scope: '/' });
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    const meta = await sharp(await res.body()).metadata();
    expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');

  // The worker installs with the app shell in its cache.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('offline-login.png') });
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('a phone-sized photo is scaled to 2,560 px on the phone before it is uploaded', async ({ page, request }) => {
  // Chromium does not hand a blob body to Playwright, so the page measures what it sends.
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob) {
        void createImageBitmap(body).then((b) => {
          (window as unknown as { sentPhoto: unknown }).sentPhoto = {
            width: b.width,
            height: b.height,
            type: body.type,
          };
        });
      }
      return send.call(this, body);
    };
  });
  const c = await createCustomer(request);
  await loginViaUi(page, c.username, c.password);
  await page.getByRole('link', { name: 'New request' }).first().click();
  const row = page.getByTestId('item-row-1');
  const big = await jpeg('camera.jpg', '#8e44ad', { width: 4000, height: 3000 });
  await row.getByLabel(/choose photos/i).setInputFiles([big]);
  const sent = await page.waitForFunction(() => (window as unknown as { sentPhoto?: unknown }).sentPhoto);
  expect(await sent.jsonValue()).toEqual({ width: 2560, height: 1920, type: 'image/jpeg' });
  await expect(row.getByTestId('photo-preview').getByRole('progressbar')).toHaveCount(0);
  await expect(row.getByRole('alert')).toHaveCount(0);
});
