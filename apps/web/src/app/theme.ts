import { createTheme, localStorageColorSchemeManager, type MantineColorsTuple } from '@mantine/core';
import { t } from '../i18n';

/** Tamil letters from the self-hosted Noto Sans Tamil (tamil-font.css), every other letter from the system. */
const FONTS = '"Noto Sans Tamil", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Indigo with darker middle shades, so filled buttons, links and light variants keep 4.5:1 contrast. */
const brand: MantineColorsTuple = [
  '#edf2ff',
  '#dbe4ff',
  '#bac8ff',
  '#91a7ff',
  '#748ffc',
  '#5c7cfa',
  '#3b5bdb',
  '#364fc7',
  '#2f44ad',
  '#263a96',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  defaultRadius: 'md',
  fontFamily: FONTS,
  headings: { fontWeight: '650', fontFamily: FONTS },
  focusRing: 'auto',
  // Close buttons have only an icon: give them a name for screen readers. Plain objects, not
  // `Modal.extend(...)`: naming the components here would put the dialog code into the sign-in page.
  components: {
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } },
    // A closed list of options is not kept in the page: kept hidden, each select's floating position was
    // worked out again and again while a phone loaded the screen (style recalculations in its longest task).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** The skin (light or dark) is kept per browser; light is the default (specification section 2). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'svc-skin' });
