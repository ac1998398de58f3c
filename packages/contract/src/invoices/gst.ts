import { fromPaise, toPaise } from '../common/money';

/**
 * GST on an invoice, in whole paise so that nothing is lost to binary fractions. Practice in India (and
 * what the GST portal expects): each line's tax is rounded to the paisa; the invoice total is rounded to
 * the rupee and the difference shown as a round-off line.
 */

export interface LineInput {
  service: number;
  parts: number;
  /** Per cent: 0, 5, 12, 18 or 28. */
  rate: number;
}

export interface TaxedLine {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface InvoiceTotals extends TaxedLine {
  /** The rupee total minus the exact total, between -0.50 and +0.49. */
  round_off: number;
  /** What the customer pays: whole rupees. */
  payable: number;
}

const paise = toPaise;
const rupees = fromPaise;
/** Half up, as GST practice rounds (tax is never negative here). */
const taxPaise = (taxablePaise: number, ratePercent: number, parts: 1 | 2) =>
  Math.round((taxablePaise * paise(ratePercent)) / (10_000 * parts));

/** One line: within the supplier's state CGST and SGST at half the rate each, otherwise IGST at the rate. */
export function taxLine({ service, parts, rate }: LineInput, intraState: boolean): TaxedLine {
  const taxable = paise(service) + paise(parts);
  const half = intraState ? taxPaise(taxable, rate, 2) : 0;
  const igst = intraState ? 0 : taxPaise(taxable, rate, 1);
  return {
    taxable: rupees(taxable),
    cgst: rupees(half),
    sgst: rupees(half),
    igst: rupees(igst),
    total: rupees(taxable + 2 * half + igst),
  };
}

/** The sums of the lines, and the total rounded to the rupee with its round-off. */
export function invoiceTotals(lines: readonly TaxedLine[]): InvoiceTotals {
  const sum = (k: keyof TaxedLine) => lines.reduce((s, l) => s + paise(l[k]), 0);
  const exact = sum('total');
  const payable = Math.round(exact / 100) * 100;
  return {
    taxable: rupees(sum('taxable')),
    cgst: rupees(sum('cgst')),
    sgst: rupees(sum('sgst')),
    igst: rupees(sum('igst')),
    total: rupees(exact),
    round_off: rupees(payable - exact),
    payable: rupees(payable),
  };
}

/**
 * The place of supply of a repair (IGST Act s.12(2)): a registered recipient's state is its GSTIN's first
 * two digits; an unregistered one's is the state of its address on record.
 */
export function placeOfSupply(recipient: { gstin: string; stateCode: string }): string {
  return recipient.gstin.length === 15 ? recipient.gstin.slice(0, 2) : recipient.stateCode;
}
