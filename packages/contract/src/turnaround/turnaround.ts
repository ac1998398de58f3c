// Kept free of zod, as the clock: the screens that state a promise read these without a schema library.

/** What a turnaround is counted in (decision 092): working hours, or working days of the company calendar. */
export const TURNAROUND_UNITS = ['hours', 'days'] as const;
export type TTurnaroundUnit = (typeof TURNAROUND_UNITS)[number];

/**
 * A promised turnaround: a whole number of working hours (an express counter's "4 working hours") or of
 * working days. An hour is always 60 working minutes; a day is the calendar's working day (decision 050), so
 * a rule in days follows the company's hours when they change, and one in hours does not.
 */
export interface Turnaround {
  amount: number;
  unit: TTurnaroundUnit;
}

/**
 * The turnaround kept in two columns (a rule's `working_days` / `working_hours`, an item's `turnaround_days` /
 * `turnaround_hours`): exactly one is set; hours when both are (never stored so), null when neither.
 */
export function turnaroundOf(days: number | null | undefined, hours: number | null | undefined): Turnaround | null {
  if (hours !== null && hours !== undefined) return { amount: hours, unit: 'hours' };
  if (days !== null && days !== undefined) return { amount: days, unit: 'days' };
  return null;
}

/** The two columns of a turnaround, as the rules, the company settings and the items keep it. */
export const turnaroundColumns = (t: Turnaround): { days: number | null; hours: number | null } =>
  t.unit === 'hours' ? { days: null, hours: t.amount } : { days: t.amount, hours: null };

/**
 * The turnaround report's key of a promise (decision 092): `hours:4`, `days:3`. The report groups delivered
 * items by it; the server's SQL writes the same (reports' turnaround counters).
 */
export const turnaroundKey = (t: Turnaround) => `${t.unit}:${t.amount}`;
export function turnaroundOfKey(key: string): Turnaround | null {
  const m = /^(hours|days):(\d+)$/.exec(key);
  return m ? { unit: m[1] as TTurnaroundUnit, amount: Number(m[2]) } : null;
}

/** The words of a promised turnaround, "within 4 working hours of receipt" (decision 092): a key and its count. */
export type PromisedWithinKey =
  | 'promisedWithinHour'
  | 'promisedWithinHours'
  | 'promisedWithinDay'
  | 'promisedWithinDays';
export function promisedWithin(t: Turnaround): { key: PromisedWithinKey; values: { n: string } } {
  const one = t.amount === 1;
  const key =
    t.unit === 'hours'
      ? one
        ? 'promisedWithinHour'
        : 'promisedWithinHours'
      : one
        ? 'promisedWithinDay'
        : 'promisedWithinDays';
  return { key, values: { n: String(t.amount) } };
}
