import { itemPromise, mostUrgent, type TItemStatus, workingDayMinutes } from '@svc/contract';
import type { Deps } from '../../deps';
import { promiseClockOf } from './request-mappers';
import type { StoredPromiseRow } from './requests.repository';

/**
 * Each listed request's time left (decision 059): its most urgent item's promise, read off the stored due by
 * the contract's `itemPromise`, as the request's own view reads each item. The list query brings the items'
 * promises with each row; with the calendar's working day, for the screens to read minutes as days and hours.
 */
export async function timeLeftClock(deps: Pick<Deps, 'db' | 'cache' | 'now'>) {
  const clock = await promiseClockOf(deps);
  return {
    of: (promises: StoredPromiseRow[]) =>
      mostUrgent(
        promises.map(([status, dueAt, turnaroundDays, pausedSince, partsExpectedOn, turnaroundHours]) =>
          itemPromise(
            {
              status: status as TItemStatus,
              dueAt: new Date(dueAt),
              turnaroundDays,
              turnaroundHours,
              pausedSince: pausedSince ? new Date(pausedSince) : null,
              partsExpectedOn: partsExpectedOn ?? null,
            },
            clock.now,
            clock.cal,
          ),
        ),
      ),
    dayMinutes: Math.round(workingDayMinutes(clock.cal)),
  };
}
