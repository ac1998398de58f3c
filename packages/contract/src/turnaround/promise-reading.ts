import { formatDateTime } from '../format/india';
import { formatDay } from '../requests/parts';
import type { TItemStatus } from '../requests/statuses';
import type { TrackPageKey } from '../requests/track-page-texts';
import type { TItemPromise } from './promise';
import { promisedWithin } from './turnaround';

type Phrase = { key: TrackPageKey; values?: Record<string, string> };

/** An item's promise as a person reads it: the due, why it is paused while it is, what was promised at receipt. */
export interface PromiseReading {
  due: Phrase;
  paused: Phrase | null;
  within: Phrase | null;
}

/** A list's row names no status: its promise reads the same but for why a pause waits (parts, not the answer). */
type PromisedItem = Pick<TItemPromise, 'due_at' | 'clock_state' | 'if_parts_arrive' | 'turnaround'> & {
  status?: TItemStatus;
};

/**
 * The promise's sentences (decisions 053, 092), the same on the request page and the tracking page: while the
 * item waits for parts with an expected day, the due if they arrive that day; else the due as it stands. Null
 * while no clock runs.
 */
export function promiseReading(item: PromisedItem): PromiseReading | null {
  if (!item.due_at || !item.clock_state) return null;
  const ifParts = item.if_parts_arrive;
  const due: Phrase = ifParts
    ? {
        key: 'promisedIfParts',
        values: { date: formatDateTime(ifParts.due_at), expected: formatDay(ifParts.expected_on) },
      }
    : { key: 'promisedBy', values: { date: formatDateTime(item.due_at) } };
  const paused: Phrase | null =
    item.clock_state === 'paused'
      ? {
          key: ifParts
            ? 'promiseIfPartsLater'
            : item.status === 'estimated'
              ? 'promisePausedAnswer'
              : 'promisePausedParts',
        }
      : null;
  return { due, paused, within: item.turnaround ? promisedWithin(item.turnaround) : null };
}

/**
 * The item whose promise every item of a request reads the same (two items or more), else null: the request
 * then says it once above its items rather than on each card (a box of 20 read it 20 times).
 */
export function sharedPromise<T extends PromisedItem>(items: readonly T[]): T | null {
  const [first] = items;
  const reading = first && items.length >= 2 ? promiseReading(first) : null;
  if (!first || !reading) return null;
  const key = JSON.stringify(reading);
  return items.every((i) => JSON.stringify(promiseReading(i)) === key) ? first : null;
}
