import { ActionIcon, Transition } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { SCROLL_TOP_AFTER_PX } from '@svc/contract';
import { IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../../i18n';

/**
 * Appears after 300 px of scrolling (specification section 2). It sits in the top bar, beside the language
 * and skin buttons: floating over the page it covered whatever control scrolled beneath it (a phone's Send
 * button, a row's Edit), at any point of the page but its very end.
 */
export function ScrollToTop() {
  // Read on scroll only: Mantine's useWindowScroll also reads the position when mounted, which forces the
  // browser to lay out the whole new screen inside React's commit (the longest task of a phone's first load).
  const [scrolledDown, setScrolledDown] = useState(false);
  useWindowEvent('scroll', () => setScrolledDown(window.scrollY > SCROLL_TOP_AFTER_PX), { passive: true });
  return (
    <Transition transition="fade" mounted={scrolledDown}>
      {(styles) => (
        <ActionIcon
          style={styles}
          size="lg"
          radius="xl"
          className="no-print"
          aria-label={t('scrollToTop')}
          title={t('scrollToTop')}
          data-testid="scroll-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <IconArrowUp size={18} />
        </ActionIcon>
      )}
    </Transition>
  );
}
