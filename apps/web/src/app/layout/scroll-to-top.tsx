import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { SCROLL_TOP_AFTER_PX } from '@svc/contract';
import { IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../../i18n';

/** Appears after 300 px of scrolling (specification section 2). */
export function ScrollToTop() {
  // Read on scroll only: Mantine's useWindowScroll also reads the position when mounted, which forces the
  // browser to lay out the whole new screen inside React's commit (the longest task of a phone's first load).
  const [scrolledDown, setScrolledDown] = useState(false);
  useWindowEvent('scroll', () => setScrolledDown(window.scrollY > SCROLL_TOP_AFTER_PX), { passive: true });
  return (
    <Affix position={{ bottom: 24, right: 24 }} className="no-print">
      <Transition transition="slide-up" mounted={scrolledDown}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label={t('scrollToTop')}
            data-testid="scroll-to-top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
