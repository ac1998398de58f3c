import path from 'node:path';
import type { Page } from '@playwright/test';

const DIR = path.resolve(import.meta.dirname, '../../../.tmp/shots');

/** The screen as it is now, whole (or only what is in view), into .tmp/shots (not committed) to be looked at. */
export async function shot(page: Page, name: string, fullPage = true) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(DIR, `${name}-${width}.png`), fullPage });
}

/** The same screen at a phone's width (375 px) and a laptop's (1366 px); the viewport is left at the last. */
export async function shotBoth(page: Page, name: string, last: 375 | 1366 = 1366) {
  for (const width of last === 1366 ? [375, 1366] : [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    // Two frames: the layout of the new width is painted.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await shot(page, name);
  }
}
