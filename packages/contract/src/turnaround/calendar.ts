import { z } from 'zod';
import { INDIA_OFFSET_MS } from '../format/india';
import { CalendarMsg } from './calendar-messages';

export { CalendarMsg };

/**
 * The company's working week and holidays, as the admin keeps them (decision 050). Times and dates are
 * India's wall clock (UTC+05:30 all year): the clock turns instants into that wall clock by the fixed
 * offset, never by the process's time zone.
 */

export const MAX_HOLIDAYS = 366;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ZTime = z.string().regex(TIME, CalendarMsg.enterTime);

/** Minutes after local midnight of an 'HH:MM' the schema accepted. */
const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The day number (days since 1970-01-01) of a 'YYYY-MM-DD' that is a real date; null otherwise. */
function dayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

const ZHours = z
  .strictObject({ open: ZTime, close: ZTime })
  .refine((h) => minutesOfDay(h.open) < minutesOfDay(h.close), {
    message: CalendarMsg.closeAfterOpen,
    path: ['close'],
  });

export const ZWorkingCalendar = z.strictObject({
  /** Seven entries, index 0 = Sunday (as Date#getUTCDay counts); null = closed all day. */
  week: z
    .array(ZHours.nullable())
    .length(7, CalendarMsg.sevenDays)
    .refine((w) => w.some((d) => d !== null), CalendarMsg.keepOneWorkingDay),
  /** Local dates the company is closed on, whatever the week says. */
  holidays: z
    .array(z.string().refine((d) => dayNumber(d) !== null, CalendarMsg.enterHolidayDate))
    // A date listed twice is one holiday: the settings keep it once, in date order (decision 052).
    .max(MAX_HOLIDAYS, CalendarMsg.tooManyHolidays),
});
export type TWorkingCalendar = z.infer<typeof ZWorkingCalendar>;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export const isIsoDate = (text: string) => dayNumber(text) !== null;

/** The instant India's day 'YYYY-MM-DD' begins (local midnight); null when the text is not a real date. */
export function startOfIndiaDay(date: string): Date | null {
  const day = dayNumber(date);
  return day === null ? null : new Date(fromLocalMs(day * DAY_MS));
}

const mon2sat = { open: '10:00', close: '19:00' };
/**
 * Until the admin sets the company's own: Monday to Saturday 10:00–19:00, Sunday closed, no holidays (the
 * hours Indian shops and service counters keep; decision 050 says where from).
 */
export const DEFAULT_WORKING_CALENDAR: TWorkingCalendar = {
  week: [null, mon2sat, mon2sat, mon2sat, mon2sat, mon2sat, mon2sat],
  holidays: [],
};

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** A calendar in the form the clock walks: each weekday's working span in ms after local midnight. */
export interface CompiledCalendar {
  spans: ([number, number] | null)[];
  holidays: Set<number>;
  /** The most common open day's length (the longer on a tie): what "one working day" is. */
  dayMs: number;
}

const compiled = new WeakMap<TWorkingCalendar, CompiledCalendar>();

/**
 * Parsed once per calendar object (a queue of many items shares one), so the walk only adds numbers; a
 * calendar is therefore treated as immutable: change it by making a new object. It
 * refuses a week with no open day: the walk would never find an opening.
 */
export function compile(cal: TWorkingCalendar): CompiledCalendar {
  const hit = compiled.get(cal);
  if (hit) return hit;
  const spans = cal.week.map((d): [number, number] | null =>
    d ? [minutesOfDay(d.open) * MINUTE_MS, minutesOfDay(d.close) * MINUTE_MS] : null,
  );
  const lengths = spans.filter((s) => s !== null && s[1] > s[0]).map((s) => s![1] - s![0]);
  if (spans.length !== 7 || lengths.length === 0) throw new RangeError(CalendarMsg.keepOneWorkingDay);
  const count = new Map<number, number>();
  for (const l of lengths) count.set(l, (count.get(l) ?? 0) + 1);
  const dayMs = [...count].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
  const holidays = new Set(cal.holidays.map(dayNumber).filter((d): d is number => d !== null));
  const c = { spans, holidays, dayMs };
  compiled.set(cal, c);
  return c;
}

/** India's wall clock as ms since 1970-01-01 00:00 local. */
export const localMs = (t: Date | number) => (typeof t === 'number' ? t : t.getTime()) + INDIA_OFFSET_MS;
export const fromLocalMs = (l: number) => l - INDIA_OFFSET_MS;

/** The working span of local day `day` in local ms, or null when closed (weekly or a holiday). */
export function spanOf(c: CompiledCalendar, day: number): [number, number] | null {
  if (c.holidays.has(day)) return null;
  // 1970-01-01 was a Thursday (4).
  const s = c.spans[(((day + 4) % 7) + 7) % 7];
  if (!s || s[1] <= s[0]) return null;
  const base = day * DAY_MS;
  return [base + s[0], base + s[1]];
}

/**
 * The opening instant of India's day of `now`, and that day's date (YYYY-MM-DD); `opensAt` is null when the
 * calendar has the day closed (its weekday, or a holiday). The morning digest runs from this instant on
 * (decision 060).
 */
export function openingOfDay(now: Date, cal: TWorkingCalendar): { date: string; opensAt: Date | null } {
  const day = Math.floor(localMs(now) / DAY_MS);
  const span = spanOf(compile(cal), day);
  const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
  return { date, opensAt: span ? new Date(fromLocalMs(span[0])) : null };
}
