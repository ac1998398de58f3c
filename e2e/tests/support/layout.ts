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

/**
 * The controls of the page (buttons, links, fields) that something else covers where a person would tap them:
 * five points of each visible control (its middle, and 4 px in from each side) are hit-tested, below
 * the top bar. Answers the covered ones by their text.
 */
async function controlsCovered(page: Page) {
  return page.evaluate(() => {
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const out: string[] = [];
    const controls = document
      .querySelector('[data-testid="content"]')
      ?.querySelectorAll<HTMLElement>('button, a[href], input, textarea, select, [role="tab"]');
    for (const el of controls ?? []) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Middle lines, 4 px in from each edge: a rounded corner is not the control's own.
      const [midX, midY] = [r.left + r.width / 2, r.top + r.height / 2];
      const points = [
        [midX, midY],
        [r.left + 4, midY],
        [r.right - 4, midY],
        [midX, r.top + 4],
        [midX, r.bottom - 4],
      ] as const;
      for (const [x, y] of points) {
        if (y <= top || y >= window.innerHeight || x < 0 || x >= window.innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !el.contains(hit) && !hit.contains(el)) {
          const name = (el.textContent || el.getAttribute('aria-label') || '').trim();
          out.push(
            `${el.tagName} "${name}" under ${hit.closest('[data-testid]')?.getAttribute('data-testid') ?? hit.tagName}`,
          );
          break;
        }
      }
    }
    return out;
  });
}

/**
 * Scrolls the page from top to bottom a step at a time (less than a control's height, so each passes every
 * spot of the screen); at each step no control is covered.
 */
export async function expectNoControlCovered(page: Page, step = 30) {
  // A panel still sliding away (the phone's side menu after the screen is drawn anew) covers for a moment
  // what it will not cover once still: wait for every finite animation and transition to end first.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5000 },
  );
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const covered = new Set<string>();
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    for (const c of await controlsCovered(page)) covered.add(c);
  }
  expect([...covered]).toEqual([]);
}
