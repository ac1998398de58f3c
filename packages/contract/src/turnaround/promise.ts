import { z } from 'zod';
import { STATUS_FACTS, type TStatusClock } from '../requests/status-registry';
import { ITEM_STATUSES, type TItemStatus } from '../requests/statuses';
import { startOfIndiaDay, type TWorkingCalendar } from './calendar';
import {
  AT_RISK_PERCENT,
  addWorkingMinutes,
  CLOCK_STATES,
  type ClockState,
  turnaroundMinutes,
  workingMinutesBefore,
  workingMinutesBetween,
} from './clock';
import { TURNAROUND_UNITS, type Turnaround, turnaroundOf } from './turnaround';

/**
 * The promise an item carries (decision 053): its due instant is stored when it is received and moved only
 * when a pause ends, so what a reply shows is read off the stored due, the open pause and "now".
 */

const clockIn = (...clocks: TStatusClock[]): readonly TItemStatus[] =>
  ITEM_STATUSES.filter((s) => clocks.includes(STATUS_FACTS[s].clock));
/** Where the clock stops: waiting on the customer's answer to the charges, or on parts. */
export const PAUSED_STATUSES = clockIn('paused');
/** Where it has stopped for good: the item is back with the customer, on its way, or will not be repaired. */
export const CLOCK_DONE_STATUSES = clockIn('stopped', 'withdrawn');

/**
 * Where the repair is off (decision 093): the customer declined the charges, the item cannot be repaired, or
 * the request was withdrawn. Such an item carries no promise and no message about one: the move into it
 * clears the stored due (`promiseAfterMove`), and every reply reads it so (`carriesPromise`).
 */
export const PROMISE_WITHDRAWN_STATUSES = clockIn('withdrawn');

/** A turnaround as replies carry it: `{ amount: 4, unit: 'hours' }`. */
export const ZTurnaround = z.object({ amount: z.number().int(), unit: z.enum(TURNAROUND_UNITS) });

/** The reply's fields of the promise, on every item the request, the item card and the tracking page show. */
export const ZItemPromise = z.object({
  /** The promised instant, ISO; null before receipt (and for items received before promises existed). */
  due_at: z.string().nullable(),
  /** null when there is no running promise: not received yet, or done (declined, sent back, delivered…). */
  clock_state: z.enum(CLOCK_STATES).nullable(),
  /** Working minutes to the due (negative: past it); null with `clock_state`. */
  minutes_left: z.number().int().nullable(),
  /**
   * While the item waits for parts with an expected day: the due as it will be if they arrive that day (the
   * promise the customer reads, 2026-11-28 in decision 053), and that day. null otherwise.
   */
  if_parts_arrive: z.object({ due_at: z.string(), expected_on: z.string() }).nullable(),
  /** The turnaround promised at receipt ("within 4 working hours of receipt", decision 092); null with `due_at`. */
  turnaround: ZTurnaround.nullable(),
});
export type TItemPromise = z.infer<typeof ZItemPromise>;

export interface StoredPromise {
  status: TItemStatus;
  dueAt: Date | null;
  /** The turnaround promised at receipt: working days, or working hours (one of the two, decision 092). */
  turnaroundDays: number | null;
  turnaroundHours: number | null;
  pausedSince: Date | null;
  /** The day the parts are expected (`request_items.parts_expected_on`) while the item waits for them. */
  partsExpectedOn: string | null;
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
 * The due if the parts arrive as expected (decision 053, 2026-11-28): while an item waits for parts with an
 * expected day, the due as it stands now moved later by the working time from now until that day's working
 * hours begin, i.e. the open pause counted until then. null when the item does not wait for parts, has no
 * expected day or no open pause, or the wait would not move the due (the pause began once it had passed).
 * The one rule behind every screen and message that states the promise of an item waiting for parts.
 */
export function dueIfPartsArrive(
  p: Pick<StoredPromise, 'status' | 'dueAt' | 'pausedSince' | 'partsExpectedOn'>,
  now: Date,
  cal: TWorkingCalendar,
): Date | null {
  if (p.status !== 'waiting_for_parts' || !p.dueAt || !p.pausedSince || !p.partsExpectedOn) return null;
  const arrives = startOfIndiaDay(p.partsExpectedOn);
  if (!arrives) return null;
  const until = arrives.getTime() > now.getTime() ? arrives : now;
  const due = dueAfterPause(p.dueAt, p.pausedSince, until, cal);
  return due.getTime() > dueAfterPause(p.dueAt, p.pausedSince, now, cal).getTime() ? due : null;
}

/**
 * The instant an item falls "at risk" (decision 059): from it, at most 20 % of the turnaround's working time
 * is left until the due. Stored with the due (`request_items.at_risk_at`) so the service desk's queues can
 * find at-risk items by an index; `itemPromise` reads the same instant, so the two cannot disagree.
 */
export function atRiskFrom(due: Date, turnaround: Turnaround | null, cal: TWorkingCalendar): Date {
  const minutes = turnaround ? turnaroundMinutes(turnaround, cal) : 0;
  return workingMinutesBefore(due, (minutes * AT_RISK_PERCENT) / 100, cal);
}

/**
 * Whether an item carries a promise (decisions 053, 093): received with one, and the repair not off. The
 * replies show a promise, and the timeline's "Promised date moved to …", only for such an item.
 */
export const carriesPromise = (p: Pick<StoredPromise, 'status' | 'dueAt'>) =>
  p.dueAt !== null && !PROMISE_WITHDRAWN_STATUSES.includes(p.status);

const NO_PROMISE: TItemPromise = {
  due_at: null,
  clock_state: null,
  minutes_left: null,
  if_parts_arrive: null,
  turnaround: null,
};

/**
 * The promise at `now`, by the clock's rules (decision 050): late once past the due (an open pause counts
 * until now, so a paused item does not fall late); paused while a pause is open; at risk within 20 % of the
 * turnaround's working time; else on track.
 */
export function itemPromise(p: StoredPromise, now: Date, cal: TWorkingCalendar): TItemPromise {
  if (!p.dueAt || !carriesPromise(p)) return NO_PROMISE;
  const turnaround = turnaroundOf(p.turnaroundDays, p.turnaroundHours);
  const open = p.pausedSince && !CLOCK_DONE_STATUSES.includes(p.status) ? p.pausedSince : null;
  const due = open ? dueAfterPause(p.dueAt, open, now, cal) : p.dueAt;
  if (CLOCK_DONE_STATUSES.includes(p.status) || p.status === 'pending') {
    return { ...NO_PROMISE, due_at: due.toISOString(), turnaround };
  }
  const t = now.getTime();
  const leftMin = t <= due.getTime() ? workingMinutesBetween(now, due, cal) : -workingMinutesBetween(due, now, cal);
  const minutesLeft = Math.sign(leftMin) * Math.ceil(Math.abs(leftMin)) || 0;
  const state: ClockState =
    t > due.getTime()
      ? 'late'
      : open && open.getTime() <= t
        ? 'paused'
        : t >= atRiskFrom(due, turnaround, cal).getTime()
          ? 'at_risk'
          : 'on_track';
  const partsDue = dueIfPartsArrive(p, now, cal);
  return {
    due_at: due.toISOString(),
    clock_state: state,
    minutes_left: minutesLeft,
    if_parts_arrive:
      partsDue && p.partsExpectedOn ? { due_at: partsDue.toISOString(), expected_on: p.partsExpectedOn } : null,
    turnaround,
  };
}

const URGENCY: Record<ClockState, number> = { late: 0, at_risk: 1, on_track: 2, paused: 3 };

/**
 * A request's time left on the service desk (decision 059): the promise of its most urgent running item, late
 * before at risk before on track before paused, then the least working time left; null when none runs.
 */
export function mostUrgent(promises: readonly TItemPromise[]): TItemPromise | null {
  let best: TItemPromise | null = null;
  for (const p of promises) {
    if (!p.clock_state) continue;
    if (
      !best?.clock_state ||
      URGENCY[p.clock_state] < URGENCY[best.clock_state] ||
      (p.clock_state === best.clock_state && (p.minutes_left ?? 0) < (best.minutes_left ?? 0))
    )
      best = p;
  }
  return best;
}
