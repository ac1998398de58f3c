/**
 * A button whose label wraps onto a second line where it does not fit (a long Tamil label on a phone),
 * instead of being cut off: the button grows in height, never past the screen's edge. The app's theme gives
 * every Button these styles (app/theme.ts). The inner part keeps the button's own height at least (less its
 * border and padding), so a one-line label stays centred as in Mantine's fixed-height button.
 */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6, maxWidth: '100%' },
  inner: { minHeight: 'calc(var(--button-height) - 14px)' },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.3, height: 'auto' },
} as const;
