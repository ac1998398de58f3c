import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { SCROLL_TOP_AFTER_PX } from '@svc/contract';
import { IconArrowUp } from '@tabler/icons-react';
import { t } from '../../i18n';

/** Appears after 300 px of scrolling (specification section 2). */
export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }} className="no-print">
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label={t('scrollToTop')}
            data-testid="scroll-to-top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
