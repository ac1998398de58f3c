import { indiaToday } from '../format/india';

/** Rule 46(b): a serial of at most 16 characters, unique within the financial year. */
export const DOCUMENT_NUMBER_MAX = 16;
export const DOCUMENT_PREFIX = { invoice: 'INV', credit_note: 'CRN' } as const;
export type TDocumentKind = keyof typeof DOCUMENT_PREFIX;

/** India's financial year of a date (April to March), as '2026-27'. */
export function financialYear(indiaDate: string): string {
  const year = Number(indiaDate.slice(0, 4));
  const month = Number(indiaDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The financial year of a moment, by India's calendar. */
export const financialYearAt = (at: Date) => financialYear(indiaToday(at));

/** INV/26-27/00001: prefix, the year's short form and the number in the year (15 characters up to 99,999). */
export function documentNumber(kind: TDocumentKind, fy: string, seq: number): string {
  return `${DOCUMENT_PREFIX[kind]}/${fy.slice(2)}/${String(seq).padStart(5, '0')}`;
}
