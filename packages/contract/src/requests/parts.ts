import { ItemStatusMsg } from '../common/desk-messages';

/** How far ahead staff may promise parts: beyond this an item should rather go back (decision 051). */
export const PARTS_EXPECTED_MAX_DAYS = 180;

/** A YYYY-MM-DD day `days` later, counted on the calendar (no time zone can shift it). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * What is wrong with the date the parts are expected by, given India's today (YYYY-MM-DD): none, or the
 * message. ISO dates compare as text.
 */
export function expectedDateIssue(expectedOn: string | undefined, today: string): string | null {
  if (!expectedOn?.trim()) return ItemStatusMsg.enterExpectedDate;
  // A real day only: 30 February would roll over to March, so it must read back the same.
  const real = /^\d{4}-\d{2}-\d{2}$/.test(expectedOn) && !Number.isNaN(Date.parse(expectedOn));
  if (!real || addDays(expectedOn, 0) !== expectedOn) return ItemStatusMsg.enterExpectedDate;
  if (expectedOn < today) return ItemStatusMsg.expectedDatePast;
  if (expectedOn > addDays(today, PARTS_EXPECTED_MAX_DAYS)) return ItemStatusMsg.expectedDateTooFar;
  return null;
}

/** A calendar day YYYY-MM-DD as the product shows dates, DD-MM-YYYY; '' for none. */
export const formatDay = (day: string | null | undefined) => (day ? day.split('-').reverse().join('-') : '');

/**
 * A status's explanation with its facts filled in: the date parts are expected by, DD-MM-YYYY ("Waiting
 * for parts"). The screens fill the same {date} through their catalogues; this is for the server's texts.
 */
export function explainStatus(text: { explanation: string }, partsExpectedOn: string | null | undefined): string {
  return text.explanation.replace('{date}', formatDay(partsExpectedOn));
}
