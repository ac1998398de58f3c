import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { WRAPPING_BUTTON } from '../components/wrapping-button';
import { type Language, t } from '../i18n';
import { SKIN_KEY } from './skin';

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

/**
 * The theme in a language: the close buttons' names are read from the catalogue when the theme is made,
 * so it is made once the language's words are loaded, and again for each language (provider.tsx). Made at
 * module load, it read `close` before any catalogue had it: every page load warned of an uncompiled message
 * and every close button was named "close", in English, in both languages.
 */
const themes = new Map<Language, MantineThemeOverride>();
export function themeFor(language: Language): MantineThemeOverride {
  let made = themes.get(language);
  if (!made) {
    made = makeTheme();
    themes.set(language, made);
  }
  return made;
}

const makeTheme = () =>
  createTheme({
    colors: { brand },
    primaryColor: 'brand',
    defaultRadius: 'md',
    fontFamily: FONTS,
    headings: { fontWeight: '650', fontFamily: FONTS },
    focusRing: 'auto',
    // A person who asked their system for less motion gets dialogs, menus and notices without their slide and
    // fade (WCAG 2.3.3); the browser tests ask for it too, so no click lands on a dialog still fading out.
    respectReducedMotion: true,
    // Close buttons have only an icon: give them a name for screen readers. Plain objects, not
    // `Modal.extend(...)`: naming the components here would put the dialog code into the sign-in page.
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } },
      // The eye button of a password field: Mantine names it "Toggle password visibility", in English in
      // every language. A toggle (aria-pressed) named by what it does when pressed.
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('showPassword') } } },
      // A closed list of options is not kept in the page: kept hidden, each select's floating position was
      // worked out again and again while a phone loaded the screen (style recalculations in its longest task).
      Combobox: { defaultProps: { keepMounted: false } },
      // A searchable select opens its list when clicked, typed in or sent ArrowDown, not merely focused (as
      // the ARIA combobox pattern has it): a refused form takes the person to the field (reveal-error.ts), and
      // a list opening there unasked covered the message and is a scroll area a keyboard cannot reach.
      Select: { defaultProps: { openOnFocus: false } },
      // Every button's label wraps onto a second line where it does not fit, rather than being cut off:
      // Mantine's label is `white-space: nowrap; overflow: hidden` at a fixed height, and a long Tamil label
      // on a phone ("சரிபார்ப்புக் குறியீட்டை அனுப்பு", 280 px in a 263 px button at 375 px) lost its end.
      Button: { styles: WRAPPING_BUTTON },
    },
  });

/** The skin (light or dark) is kept per browser; light is the default (specification section 2). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: SKIN_KEY });
