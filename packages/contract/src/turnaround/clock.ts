import {
  type CompiledCalendar,
  compile,
  DAY_MS,
  fromLocalMs,
  localMs,
  MINUTE_MS,
  spanOf,
  type TWorkingCalendar,
} from './calendar';
import type { Turnaround } from './turnaround';

/**
 * The working-hours clock of a turnaround promise (issue 28, decision 050). Pure: "now" is always an
 * argument, so the server's one injectable clock and simulated time drive it. Every walk goes a day at a
 * time (never a minute at a time), in whole milliseconds, so sums are exact and a queue of many items costs
 * a few days' steps each.
 */

/** A time the item waited on the customer or on parts; `to` null while it still waits. */
export interface Pause {
  from: Date;
  to: Date | null;
}

/** An invalid Date would make the day walk below run forever: refuse it. */
function checkInstants(...ts: number[]) {
  for (const t of ts) if (!Number.isFinite(t)) throw new RangeError('invalid date');
}

function workingMsBetween(c: CompiledCalendar, from: number, to: number): number {
  checkInstants(from, to);
  if (to <= from) return 0;
  const a = localMs(from);
  const b = localMs(to);
  let total = 0;
  for (let day = Math.floor(a / DAY_MS), last = Math.floor(b / DAY_MS); day <= last; day++) {
    const s = spanOf(c, day);
    if (!s) continue;
    const start = Math.max(a, s[0]);
    const end = Math.min(b, s[1]);
    if (end > start) total += end - start;
  }
  return total;
}

/**
 * The earliest instant at or after `from` by which `ms` of working time have passed. So a start after
 * hours or on a holiday begins at the next opening, and a due that uses up a day to its last minute is
 * that day's closing, not the next opening.
 */
function addWorkingMs(c: CompiledCalendar, from: number, ms: number): number {
  checkInstants(from);
  if (ms <= 0) return from;
  let left = ms;
  let at = localMs(from);
  for (let day = Math.floor(at / DAY_MS); ; day++, at = day * DAY_MS) {
    const s = spanOf(c, day);
    if (!s) continue;
    const start = Math.max(at, s[0]);
    if (start >= s[1]) continue;
    if (left <= s[1] - start) return fromLocalMs(start + left);
    left -= s[1] - start;
  }
}

/**
 * The earliest instant from which at most `ms` of working time remain until `to`: walking back from `to`.
 * When the count runs out exactly at an opening, the answer is the previous working day's closing (the
 * night between adds no working time), the mirror of `addWorkingMs` landing on a closing.
 */
function subtractWorkingMs(c: CompiledCalendar, to: number, ms: number): number {
  checkInstants(to);
  let left = ms;
  let at = localMs(to);
  for (let day = Math.floor(at / DAY_MS); ; day--, at = (day + 1) * DAY_MS) {
    const s = spanOf(c, day);
    if (!s) continue;
    const end = Math.min(at, s[1]);
    if (end <= s[0]) continue;
    if (left < end - s[0]) return fromLocalMs(end - left);
    left -= end - s[0];
  }
}

function checkMinutes(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`minutes must be ≥ 0, got ${minutes}`);
  return Math.round(minutes * MINUTE_MS);
}

/** Working minutes between two instants (0 when `to` is not after `from`); fractional below a minute. */
export function workingMinutesBetween(from: Date, to: Date, cal: TWorkingCalendar): number {
  return workingMsBetween(compile(cal), from.getTime(), to.getTime()) / MINUTE_MS;
}

/** The instant `minutes` working minutes after `from` (see addWorkingMs for where it lands). */
export function addWorkingMinutes(from: Date, minutes: number, cal: TWorkingCalendar): Date {
  return new Date(addWorkingMs(compile(cal), from.getTime(), checkMinutes(minutes)));
}

/** The earliest instant from which at most `minutes` working minutes remain until `to` (see subtractWorkingMs). */
export function workingMinutesBefore(to: Date, minutes: number, cal: TWorkingCalendar): Date {
  return new Date(subtractWorkingMs(compile(cal), to.getTime(), checkMinutes(minutes)));
}

/** The length of one working day in minutes: the calendar's most common open day (the longer on a tie). */
export function workingDayMinutes(cal: TWorkingCalendar): number {
  return compile(cal).dayMs / MINUTE_MS;
}

/**
 * A turnaround's working time in minutes (decision 092). N working hours are N × 60 minutes, whatever the
 * calendar. N working days are N × one working day of working time, counted from receipt: with equal days
 * that is "the same time of day, N open days later" (received Tuesday 15:00, 2 days: Thursday 15:00); a
 * short Saturday just counts for what it is. Fractions are allowed (½ day), rounded to the minute.
 */
export function turnaroundMinutes(t: Turnaround, cal: TWorkingCalendar): number {
  if (!Number.isFinite(t.amount) || t.amount < 0) throw new RangeError(`a turnaround must be ≥ 0, got ${t.amount}`);
  return Math.round(t.amount * (t.unit === 'hours' ? 60 : workingDayMinutes(cal)));
}

/**
 * Pauses as the clock counts them: cut to [receivedAt, now] (an open pause runs until now), in order, and
 * overlapping or touching ones merged so no time is counted twice.
 */
function pausedSpans(pauses: readonly Pause[], receivedAt: number, now: number): [number, number][] {
  const spans = pauses
    .map((p): [number, number] => {
      const [from, to] = [p.from.getTime(), p.to?.getTime() ?? now];
      checkInstants(from, to);
      return [Math.max(from, receivedAt), Math.min(to, now)];
    })
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged;
}

export interface ClockInput {
  receivedAt: Date;
  /** The promised turnaround, in working hours or working days. */
  turnaround: Turnaround;
  pauses: readonly Pause[];
  now: Date;
}

function dueMs(c: CompiledCalendar, input: ClockInput, turnaroundMs: number): number {
  const received = input.receivedAt.getTime();
  checkInstants(received, input.now.getTime());
  let due = addWorkingMs(c, received, turnaroundMs);
  for (const [a, b] of pausedSpans(input.pauses, received, input.now.getTime())) {
    // A pause that begins once the due has passed does not move it: the promise was already missed, and
    // waiting on parts afterwards must not turn a late item back to on time.
    if (a >= due) break;
    due = addWorkingMs(c, due, workingMsBetween(c, a, b));
  }
  return due;
}

/**
 * The promised instant: the turnaround's working time after receipt, moved later by the working time of
 * each pause that began before it (an open pause counts until `now`, so the due keeps moving while the
 * item waits, and stops moving when the pause ends).
 */
export function dueAt(input: ClockInput, cal: TWorkingCalendar): Date {
  const c = compile(cal);
  return new Date(dueMs(c, input, checkMinutes(turnaroundMinutes(input.turnaround, cal))));
}

export const CLOCK_STATES = ['on_track', 'at_risk', 'late', 'paused'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

/** At risk once the working time left is at most this share of the turnaround (issue 28: 20 %). */
export const AT_RISK_PERCENT = 20;

export interface ClockReading {
  state: ClockState;
  /** Working minutes to the due, rounded up; negative: working minutes past it, rounded up too. */
  minutesLeft: number;
  due: Date;
}

/**
 * Where an item's clock stands at `now`. Late when `now` is after the due, whatever else holds (an item
 * paused after its due stays late); otherwise paused while a pause is open, its minutes left frozen (the
 * due moves with the pause); otherwise at risk when the working time left is at most 20 % of the
 * turnaround, else on track. The due is computed here from the same inputs, so it cannot disagree.
 */
export function clockState(input: ClockInput, cal: TWorkingCalendar): ClockReading {
  const c = compile(cal);
  const turnaroundMs = checkMinutes(turnaroundMinutes(input.turnaround, cal));
  const due = dueMs(c, input, turnaroundMs);
  const now = input.now.getTime();
  const leftMs = now <= due ? workingMsBetween(c, now, due) : -workingMsBetween(c, due, now);
  const minutesLeft = Math.sign(leftMs) * Math.ceil(Math.abs(leftMs) / MINUTE_MS) || 0;
  const paused = input.pauses.some((p) => p.to === null && p.from.getTime() <= now);
  const state: ClockState =
    now > due ? 'late' : paused ? 'paused' : leftMs * 100 <= turnaroundMs * AT_RISK_PERCENT ? 'at_risk' : 'on_track';
  return { state, minutesLeft, due: new Date(due) };
}
