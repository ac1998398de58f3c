import { dueAfterPause, dueAt, PAUSED_STATUSES, type TItemStatus, type TWorkingCalendar } from '@svc/contract';

/** What a move changes of an item's promise (decision 053); only the columns it changes. */
export interface PromiseChange {
  dueAt?: Date | null;
  turnaroundDays?: number | null;
  pausedSince?: Date | null;
}

interface Before {
  dueAt: Date | null;
  pausedSince: Date | null;
}

/**
 * The promise's columns after a move from `from` to `to` at `now`: set at receipt (`days` is asked only
 * then), a pause opened on entering a paused status, and on leaving one the due moved later by its working
 * time. A move between two paused statuses (a re-quote) keeps the pause open.
 */
export async function promiseAfterMove(
  m: { from: TItemStatus; to: TItemStatus; now: Date; cal: TWorkingCalendar; item: Before },
  days: () => Promise<number>,
): Promise<PromiseChange> {
  const { from, to, now, cal, item } = m;
  if (from === 'pending' && to === 'received') {
    const workingDays = await days();
    return { dueAt: dueAt({ receivedAt: now, workingDays, pauses: [], now }, cal), turnaroundDays: workingDays };
  }
  const wasPaused = PAUSED_STATUSES.includes(from);
  const paused = PAUSED_STATUSES.includes(to);
  // No promise (received before promises existed): nothing to pause.
  if (!item.dueAt || wasPaused === paused) return {};
  if (paused) return { pausedSince: now };
  if (!item.pausedSince) return { pausedSince: null };
  return { dueAt: dueAfterPause(item.dueAt, item.pausedSince, now, cal), pausedSince: null };
}
