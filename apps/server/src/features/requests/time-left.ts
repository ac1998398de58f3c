import { itemPromise, mostUrgent, type TItemPromise, type TItemStatus, workingDayMinutes } from '@svc/contract';
import type { Deps } from '../../app/deps';
import { promiseClockOf } from './request-mappers';
import { promisesOfRequests } from './time-left.repository';

/**
 * Each listed request's time left (decision 059): its most urgent item's promise, read off the stored due by
 * the contract's `itemPromise`, as the request's own view reads each item. One query for the page; with the
 * calendar's working day, for the screens to read minutes as days and hours.
 */
export async function timeLeftOf(deps: Pick<Deps, 'db' | 'cache' | 'now'>, requestIds: string[]) {
  const [rows, clock] = await Promise.all([promisesOfRequests(deps.db, requestIds), promiseClockOf(deps)]);
  const byRequest = new Map<string, TItemPromise[]>();
  for (const r of rows) {
    const p = itemPromise({ ...r, status: r.status as TItemStatus }, clock.now, clock.cal);
    byRequest.set(r.requestId, [...(byRequest.get(r.requestId) ?? []), p]);
  }
  return {
    of: (requestId: string) => mostUrgent(byRequest.get(requestId) ?? []),
    dayMinutes: Math.round(workingDayMinutes(clock.cal)),
  };
}
