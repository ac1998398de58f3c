import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Tamil", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
});

/** The skin (light or dark) is kept per browser; light is the default (specification section 2). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'svc-skin' });
