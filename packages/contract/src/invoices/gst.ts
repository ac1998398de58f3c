import { fromPaise, toPaise } from '../common/money';

/**
 * GST of a repair, in whole paise so that nothing is lost to binary fractions (decision 090). The tax of an
 * item is computed once, when staff quote it (`quoteGst`), and stored with the item: the item, the
 * customer's approval, the print, the reports and the invoice all read that one figure. The invoice splits
 * it by its place of supply (`splitGst`) and does not round its total to the rupee: what the customer
 * approved is what they are invoiced and pay, to the paisa.
 */

export interface TaxedLine {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface InvoiceTotals extends TaxedLine {
  /** Always 0 from decision 090 on: an invoice is payable to the paisa. Older invoices keep theirs. */
  round_off: number;
}

const paise = toPaise;
const rupees = fromPaise;
/** Half up, as GST practice rounds (tax is never negative here). */
const taxPaise = (taxablePaise: number, ratePercent: number, parts: 1 | 2) =>
  Math.round((taxablePaise * paise(ratePercent)) / (10_000 * parts));

/**
 * The place of supply of a repair (IGST Act s.12(2)): a registered recipient's state is its GSTIN's first
 * two digits; an unregistered one's is the state of its address on record.
 */
export function placeOfSupply(recipient: { gstin: string; stateCode: string }): string {
  return recipient.gstin.length === 15 ? recipient.gstin.slice(0, 2) : recipient.stateCode;
}

/**
 * Whether a supply to this recipient is within the supplier's state (CGST + SGST) rather than between states
 * (IGST): the company GSTIN's state is the place of supply. A company with no GSTIN yet issues no invoice;
 * its quotes are taxed as within the state (at most a paisa apart for a customer of another state).
 */
export function intraStateSupply(
  supplierGstin: string | null | undefined,
  recipient: { gstin: string; stateCode: string },
): boolean {
  return !supplierGstin || placeOfSupply(recipient) === supplierGstin.slice(0, 2);
}

/**
 * The GST of a quote, exactly as its invoice carries it: within the supplier's state CGST and SGST at half
 * the rate each, each rounded half up to the paisa (so the tax is twice the half), between states IGST at the
 * rate, rounded once.
 */
export function quoteGst(c: { service: number; parts: number; gstPercent: number }, intraState: boolean): number {
  const taxable = paise(c.service) + paise(c.parts);
  return rupees(intraState ? 2 * taxPaise(taxable, c.gstPercent, 2) : taxPaise(taxable, c.gstPercent, 1));
}

/**
 * An item's stored tax as its invoice shows it: within the state CGST the larger half and SGST the rest (two
 * equal halves for a tax quoted within the state; an odd paisa only when the customer has moved between the
 * quote and the invoice), between states all of it IGST.
 */
export function splitGst(gst: number, intraState: boolean) {
  const tax = paise(gst);
  const cgst = intraState ? Math.ceil(tax / 2) : 0;
  return { cgst: rupees(cgst), sgst: rupees(intraState ? tax - cgst : 0), igst: rupees(intraState ? 0 : tax) };
}

export interface LineInput {
  service: number;
  parts: number;
  /** The GST stored with the item when it was quoted (`quoteGst`). */
  gst: number;
}

/** One line: the item's charges and its stored tax, split by the invoice's place of supply. */
export function taxLine({ service, parts, gst }: LineInput, intraState: boolean): TaxedLine {
  const taxable = paise(service) + paise(parts);
  return { taxable: rupees(taxable), ...splitGst(gst, intraState), total: rupees(taxable + paise(gst)) };
}

/** The sums of the lines: the invoice's total, payable as it is (no round-off, decision 090). */
export function invoiceTotals(lines: readonly TaxedLine[]): InvoiceTotals {
  const sum = (k: keyof TaxedLine) => lines.reduce((s, l) => s + paise(l[k]), 0);
  return {
    taxable: rupees(sum('taxable')),
    cgst: rupees(sum('cgst')),
    sgst: rupees(sum('sgst')),
    igst: rupees(sum('igst')),
    total: rupees(sum('total')),
    round_off: 0,
  };
}
