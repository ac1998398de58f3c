/** India's conventions for what a person reads (PRODUCT.md): one module for the web app, the mails and the CSV. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * India keeps one offset all year, UTC+05:30 (no daylight saving since 1945), so its wall clock is UTC
 * shifted by 330 minutes. Arithmetic, not Intl with a time zone: building such a formatter loads ICU's zone
 * data, ~40 ms of a phone's first screen (india.test.ts checks both agree).
 */
export const INDIA_OFFSET_MS = 330 * 60_000;
const two = (n: number) => String(n).padStart(2, '0');

/** India's calendar and clock fields of an instant. */
function indiaParts(date: Date) {
  const d = new Date(date.getTime() + INDIA_OFFSET_MS);
  return {
    year: String(d.getUTCFullYear()),
    month: two(d.getUTCMonth() + 1),
    day: two(d.getUTCDate()),
    hour: two(d.getUTCHours()),
    minute: two(d.getUTCMinutes()),
  };
}

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** DD-MM-YYYY HH:mm in India's time zone; '' for no or a bad date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const p = indiaParts(date);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

/** DD-MM-YYYY in India's time zone; '' for no or a bad date. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatDateTime(value).slice(0, 10);
}

/** A string of digits grouped the Indian way: the last three, then twos (1,23,45,678). */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A string of digits plus one (`'199'` → `'200'`). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * The Indian grouping of `en-IN` with `decimals` places, as Intl.NumberFormat writes it (the number's shortest
 * decimal form, rounded half away from zero; `-0.00` for a negative that rounds to nothing), by arithmetic on
 * its digits: the first Intl formatter of a page loads ICU's locale data, ~40 ms of a phone's screen
 * (decision 085). Numbers JavaScript writes with an exponent (below 1e-6 or from 1e21) go to Intl.
 */
function grouped(value: number, decimals: 0 | 2): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) {
    return new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
      value,
    );
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = `${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
  const rounded = (fraction[decimals] ?? '0') >= '5' ? increment(kept) : kept;
  const int = rounded.slice(0, rounded.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupDigits(int)}${decimals ? `.${rounded.slice(-decimals)}` : ''}`;
}

/** Indian digit grouping with paise: 1,23,456.00 */
export function formatAmount(value: number): string {
  return grouped(value, 2);
}

/** A count with Indian digit grouping, as the catalogues' counts read: 1,000 and 1,00,000. */
export function formatCount(value: number): string {
  return grouped(value, 0);
}

/** The same with the rupee sign: ₹1,23,456.00 */
export function formatRupees(value: number): string {
  return `₹${formatAmount(value)}`;
}

/** An E.164 Indian mobile as people read it: +91 98765 43210. Anything else is shown as stored. */
export function formatMobile(e164: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return m ? `+91 ${m[1]} ${m[2]}` : e164;
}

/** Today's date in India as YYYY-MM-DD (the API's date filters count India's days). */
export function indiaToday(now: Date = new Date()): string {
  const p = indiaParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * A date as people in India type it, DD-MM-YYYY (also with / or . between, and one-digit days or
 * months), as YYYY-MM-DD; null when it is not a real date.
 */
export function parseIndianDate(text: string): string | null {
  const m = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
