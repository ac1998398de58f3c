import {
  addDays,
  addWorkingMinutes,
  dueAt,
  INDIA_OFFSET_MS,
  indiaToday,
  type Pause,
  type TItemPromise,
  type TItemStatus,
  type Turnaround,
  type TWorkingCalendar,
  turnaroundMinutes,
  workingMinutesBetween,
} from '@svc/contract';

/**
 * The turnaround clock of the workflow model (issue 28, decision 053). The model keeps, per item, when it
 * was received, the turnaround promised then (working days or working hours: the rules are drawn, decision
 * 092) and every pause, and computes the due from scratch with the contract's `dueAt` (the server moves a
 * stored due when each pause ends: another path to the same date). The state rules (paused, at risk within
 * 20 %, late past the due; no promise once declined, not repairable or cancelled: decision 093) are spelled
 * here from the issues.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hours = (open: string, close: string) => ({ open, close });
/** Monday to Friday 10:00–19:00, Saturday 10:00–14:00, Sunday closed; India's holidays of the season. */
export const CALENDAR: TWorkingCalendar = {
  week: [null, ...Array(5).fill(hours('10:00', '19:00')), hours('10:00', '14:00')],
  holidays: ['2026-12-03', '2026-12-25', '2027-01-01', '2027-01-14', '2027-01-15', '2027-01-26'],
};
/** The company's default turnaround, and the rule each sequence starts with for the second item type. */
export const DEFAULT_DAYS = 3;
export const RULE_DAYS = 1;
/**
 * The rules for every branch in force, by item type name (steps change them: `SetRule`); a type without one
 * gets the default. Reset at the start of each sequence.
 */
export const RULES = new Map<string, Turnaround>();
const turnaroundOfType = (name: string): Turnaround => RULES.get(name) ?? { amount: DEFAULT_DAYS, unit: 'days' };

/** Each sequence starts on Monday 30 November 2026 at 09:40 in India, before the shop opens. */
export const START = new Date('2026-11-30T04:10:00Z');
/** The server's "now" (injected as `deps.now`) and the model's: one simulated clock, moved by steps. */
export const SIM = { now: START };
const simToday = () => indiaToday(SIM.now);
export const simDaysAhead = (n: number) => addDays(simToday(), n);

/** What the model knows of an item's clock: nothing until it is received. */
export interface MClock {
  /** The item type's name: its rule, at receipt, is the turnaround promised. */
  type: string;
  receivedAt: Date | null;
  turnaround: Turnaround | null;
  pauses: Pause[];
  /** Declined, not repairable or cancelled: the repair is off and the item carries no promise (decision 093). */
  withdrawn: boolean;
}

const PAUSED: readonly TItemStatus[] = ['estimated', 'waiting_for_parts'];
const STOPPED: readonly TItemStatus[] = ['declined', 'not_repairable', 'dispatched', 'delivered', 'cancelled'];
const WITHDRAWN: readonly TItemStatus[] = ['declined', 'not_repairable', 'cancelled'];
const AT_RISK_PERCENT = 20;

/** A move at `now`: receipt starts the clock; entering a paused status opens a pause, leaving one closes it. */
export function clockAfterMove(c: MClock, from: TItemStatus, to: TItemStatus, now: Date) {
  if (WITHDRAWN.includes(to)) c.withdrawn = true;
  if (from === 'pending' && to === 'received') {
    c.receivedAt = now;
    c.turnaround = turnaroundOfType(c.type);
    return;
  }
  if (!c.receivedAt) return;
  const was = PAUSED.includes(from);
  const is = PAUSED.includes(to);
  if (!was && is) c.pauses.push({ from: now, to: null });
  const open = c.pauses.at(-1);
  if (was && !is && open && !open.to) open.to = now;
}

/** The promise an item's replies must carry at `now` (the projection to the parts' day is checked apart). */
export function promiseOf(c: MClock, status: TItemStatus, now: Date): Omit<TItemPromise, 'if_parts_arrive'> {
  if (!c.receivedAt || !c.turnaround || c.withdrawn)
    return { due_at: null, clock_state: null, minutes_left: null, turnaround: null };
  const turnaroundShown = { amount: c.turnaround.amount, unit: c.turnaround.unit };
  const due = dueAt({ receivedAt: c.receivedAt, turnaround: c.turnaround, pauses: c.pauses, now }, CALENDAR);
  if (STOPPED.includes(status))
    return { due_at: due.toISOString(), clock_state: null, minutes_left: null, turnaround: turnaroundShown };
  const left = now <= due ? workingMinutesBetween(now, due, CALENDAR) : -workingMinutesBetween(due, now, CALENDAR);
  const minutesLeft = Math.sign(left) * Math.ceil(Math.abs(left)) || 0;
  const paused = c.pauses.some((p) => p.to === null);
  // A working hour is 60 minutes; a working day the calendar's most common open day (decision 092).
  const turnaround =
    c.turnaround.unit === 'hours' ? c.turnaround.amount * 60 : c.turnaround.amount * WORKING_DAY_MINUTES;
  const state =
    now > due ? 'late' : paused ? 'paused' : left * 100 <= turnaround * AT_RISK_PERCENT ? 'at_risk' : 'on_track';
  return { due_at: due.toISOString(), clock_state: state, minutes_left: minutesLeft, turnaround: turnaroundShown };
}

/** One working day of the model's calendar: its weekdays' 10:00–19:00 (the short Saturday is the odd one out). */
const WORKING_DAY_MINUTES = 9 * 60;

export type Leap = 'minutes' | 'night' | 'weekend' | 'holiday' | 'near due';
/** India's local midnight of the day of `t`, as an instant. */
const localMidnight = (t: number) => Math.floor((t + INDIA_OFFSET_MS) / DAY) * DAY - INDIA_OFFSET_MS;
const weekday = (t: number) => new Date(t + INDIA_OFFSET_MS).getUTCDay();

/**
 * To where a running clock's item has `percent` (1–20) of its turnaround left: inside the at-risk window,
 * at its edge when 20 (without this, leaps of hours and nights mostly jump over the window to "late").
 */
export function nearDue(c: MClock, status: TItemStatus, now: Date, percent: number): Date {
  const p = promiseOf(c, status, now);
  if (p.clock_state !== 'on_track' || p.minutes_left === null) return now;
  const left = Math.ceil((turnaroundMinutes(c.turnaround ?? { amount: 0, unit: 'days' }, CALENDAR) * percent) / 100);
  return p.minutes_left > left ? addWorkingMinutes(now, p.minutes_left - left, CALENDAR) : now;
}

/**
 * Simulated time moved on: `n` minutes (with a few odd seconds, so minutes left are rounded); to the next
 * morning around opening; to the next Saturday afternoon and up to two days on (over the Sunday); to the
 * next holiday and up to a day on.
 */
export function leap(now: Date, kind: Leap, n: number): Date {
  const t = now.getTime();
  if (kind === 'minutes') return new Date(t + n * 60_000 + (n % 7) * 1000);
  const midnight = localMidnight(t);
  if (kind === 'night') return new Date(midnight + DAY + 9.5 * HOUR + (n % 120) * 60_000);
  if (kind === 'weekend') {
    const toSat = (6 - weekday(t) + 7) % 7 || 7;
    return new Date(midnight + toSat * DAY + 13 * HOUR + (n % 2880) * 60_000);
  }
  const next = CALENDAR.holidays.map((d) => new Date(`${d}T00:00:00+05:30`).getTime()).find((h) => h > t);
  return new Date((next ?? midnight + DAY) + 11 * HOUR + (n % 1440) * 60_000);
}
