import { z } from 'zod';
import type { TItemStatus } from '../requests/statuses';
import type { TWorkingCalendar } from './calendar';
import {
  AT_RISK_PERCENT,
  addWorkingMinutes,
  CLOCK_STATES,
  type ClockState,
  turnaroundMinutes,
  workingMinutesBetween,
} from './clock';

/**
 * The promise an item carries (decision 053): its due instant is stored when it is received and moved only
 * when a pause ends, so what a reply shows is read off the stored due, the open pause and "now".
 */

/** Where the clock stops: waiting on the customer's answer to the charges, or on parts. */
export const PAUSED_STATUSES: readonly TItemStatus[] = ['estimated', 'waiting_for_parts'];
/** Where it has stopped for good: the item is back with the customer, on its way, or will not be repaired. */
export const CLOCK_DONE_STATUSES: readonly TItemStatus[] = [
  'declined',
  'not_repairable',
  'dispatched',
  'delivered',
  'cancelled',
];

/** The reply's fields of the promise, on every item the request, the item card and the tracking page show. */
export const ZItemPromise = z.object({
  /** The promised instant, ISO; null before receipt (and for items received before promises existed). */
  due_at: z.string().nullable(),
  /** null when there is no running promise: not received yet, or done (declined, sent back, delivered…). */
  clock_state: z.enum(CLOCK_STATES).nullable(),
  /** Working minutes to the due (negative: past it); null with `clock_state`. */
  minutes_left: z.number().int().nullable(),
});
export type TItemPromise = z.infer<typeof ZItemPromise>;

export interface StoredPromise {
  status: TItemStatus;
  dueAt: Date | null;
  turnaroundDays: number | null;
  pausedSince: Date | null;
}

/**
 * The due after a pause from `from` to `to`: later by the pause's working time, unless the pause began once
 * the due had passed (the promise was already missed; waiting on parts must not make it look on time again).
 * The same rule as the clock's `dueAt`.
 */
export function dueAfterPause(due: Date, from: Date, to: Date, cal: TWorkingCalendar): Date {
  if (from.getTime() >= due.getTime()) return due;
  return addWorkingMinutes(due, workingMinutesBetween(from, to, cal), cal);
}

/**
 * The promise at `now`, by the clock's rules (decision 050): late once past the due (an open pause counts
 * until now, so a paused item does not fall late); paused while a pause is open; at risk within 20 % of the
 * turnaround's working time; else on track.
 */
export function itemPromise(p: StoredPromise, now: Date, cal: TWorkingCalendar): TItemPromise {
  if (!p.dueAt) return { due_at: null, clock_state: null, minutes_left: null };
  const open = p.pausedSince && !CLOCK_DONE_STATUSES.includes(p.status) ? p.pausedSince : null;
  const due = open ? dueAfterPause(p.dueAt, open, now, cal) : p.dueAt;
  if (CLOCK_DONE_STATUSES.includes(p.status) || p.status === 'pending') {
    return { due_at: due.toISOString(), clock_state: null, minutes_left: null };
  }
  const t = now.getTime();
  const leftMin = t <= due.getTime() ? workingMinutesBetween(now, due, cal) : -workingMinutesBetween(due, now, cal);
  const minutesLeft = Math.sign(leftMin) * Math.ceil(Math.abs(leftMin)) || 0;
  const turnaround = turnaroundMinutes(p.turnaroundDays ?? 0, cal);
  const state: ClockState =
    t > due.getTime()
      ? 'late'
      : open && open.getTime() <= t
        ? 'paused'
        : leftMin * 100 <= turnaround * AT_RISK_PERCENT
          ? 'at_risk'
          : 'on_track';
  return { due_at: due.toISOString(), clock_state: state, minutes_left: minutesLeft };
}
