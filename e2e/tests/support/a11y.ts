import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the current screen: no serious or critical violation. axe runs in the page itself (`axe.run`):
 * the app has no frames, so the default (`runPartial` in each frame, then `finishRun` in a new blank page)
 * finds the same and costs twice the time.
 */
export async function expectAccessible(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  // `within`: one part of the screen (a CSS selector), when only that part is what a test is about.
  const result = await (within ? builder.include(within) : builder).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(bad).toEqual([]);
}
