import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the current screen: no serious or critical violation. axe runs in the page itself (`axe.run`):
 * the app has no frames, so the default (`runPartial` in each frame, then `finishRun` in a new blank page)
 * finds the same and costs twice the time.
 */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(bad).toEqual([]);
}
