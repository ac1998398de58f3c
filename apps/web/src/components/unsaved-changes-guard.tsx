import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { t } from '../i18n';
import { useUnsavedEdits } from '../lib/unsaved-edits';
import { LoseEditsQuestion } from './lose-edits-question';

/**
 * Asks before the admin leaves a settings screen with edits not saved: a move inside the app (a link, the
 * menu, the browser's back) waits on "Stay" or "Leave"; closing or reloading the tab gets the browser's own
 * question (`beforeunload`, whose words a page cannot set). One per screen: the router keeps one blocker.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  // Edits outside a form (a logo chosen, a holiday's date) count for the language switch too.
  useUnsavedEdits(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when a value is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  // Saved (or undone) while the question is open: nothing is lost by going on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <LoseEditsQuestion
      opened={blocker.state === 'blocked'}
      title={t('unsavedTitle')}
      text={t('unsavedText')}
      goLabel={t('unsavedLeave')}
      onStay={() => blocker.reset?.()}
      onGo={() => blocker.proceed?.()}
    />
  );
}
