import { expect, type Page } from '@playwright/test';

/** Every status badge shows its whole label: its text is not wider than its box. */
export async function expectStatusesWhole(page: Page) {
  const badges = page.locator('[data-status-badge]');
  await expect(badges.first()).toBeVisible();
  const cut = await badges.evaluateAll((els) =>
    els
      .map((el) => el.querySelector('.mantine-Badge-label') ?? el)
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.scrollWidth > el.clientWidth)
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
}

/** No control runs out of its box, and the page itself never scrolls sideways. */
export async function expectNothingOverflows(page: Page) {
  const overflowing = await page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push('page');
    for (const el of document.querySelectorAll<HTMLElement>(
      '.mantine-SegmentedControl-root, .mantine-SegmentedControl-label, .mantine-Tabs-list, .mantine-Input-wrapper, .mantine-Button-label',
    )) {
      if (el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
        out.push(`${el.className}: ${el.textContent}`);
    }
    return out;
  });
  expect(overflowing).toEqual([]);
}
