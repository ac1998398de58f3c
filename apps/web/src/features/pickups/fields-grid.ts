import type { CSSProperties } from 'react';

/**
 * Fields side by side where they fit and one under another on a phone: as many columns at least `min` wide
 * as the width holds (a CSS grid, no breakpoints), so a 375 px screen reads each field in full.
 */
export const fieldsGrid = (min: string): CSSProperties => ({
  display: 'grid',
  gap: 'var(--mantine-spacing-md)',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}, 100%), 1fr))`,
});
