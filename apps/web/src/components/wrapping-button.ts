/**
 * A button whose label wraps onto a second line where it does not fit (a long Tamil label on a phone),
 * instead of being cut off: the button grows in height, never past the screen's edge.
 */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.3, height: 'auto' },
} as const;
