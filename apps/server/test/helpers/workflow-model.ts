import type { ChargeInput, TItemStatus, TRequestGroup } from '@svc/contract';
import { clockAfterMove, type MClock, SIM } from './workflow-clock-model';

/**
 * A small model of the repair workflow, written from the product decisions (PRODUCT.md, decision 033) and
 * not from the server's code: what each item's status is and what it costs, which invoices exist and what
 * is paid. The model-based test drives the real API and compares it with this after every step.
 */
export interface MItem {
  id: string;
  line: number;
  serial: string;
  itemName: string;
  brandName: string;
  status: TItemStatus;
  /** The quote, with the GST the model computed for it when it was made (decision 090). */
  quote: MQuote | null;
  owed: boolean;
  /** While it waits for parts: the day they are expected by (decision 051). */
  partsExpectedOn: string | null;
  /** The live (not credited) invoice that holds the item. */
  invoice: string | null;
  /** Its turnaround clock: received when, promised how many working days, paused when (decision 053). */
  clock: MClock;
}
export interface MRequest {
  code: string;
  docket: string;
  items: MItem[];
  /** The tracking link's token, and a grant from a mailed code once asked for. */
  k: string;
  grant: string | null;
}
export interface MInvoice {
  no: string;
  req: string;
  /** The India month it was issued in (the statement of that month lists it). */
  month: string;
  itemIds: string[];
  total: number;
  paid: number;
  credited: boolean;
  creditTotal: number;
}
export type MQuote = ChargeInput & { gst: number };
export interface Model {
  /** Whether this sequence's customer is in the company's state (Tamil Nadu): CGST + SGST, else IGST. */
  intra: boolean;
  requests: MRequest[];
  invoices: MInvoice[];
  /** Which moves the product refused, by reason, and which ran: the test prints them. */
  tally: Map<string, number>;
}

export const newModel = (intra = true): Model => ({ intra, requests: [], invoices: [], tally: new Map() });
export const count = (m: Model, what: string) => m.tally.set(what, (m.tally.get(what) ?? 0) + 1);

// The rules below are spelled here from PRODUCT.md and decision 033, not imported from the contract, so
// that a wrong rule in the product shows up as a difference.

/** The flow: the staff's moves (a quote, to "estimated", is a call of its own). */
export const FLOW: Record<TItemStatus, readonly TItemStatus[]> = {
  pending: ['received', 'cancelled'],
  received: [],
  estimated: ['approved', 'declined'],
  approved: ['in_repair'],
  declined: ['dispatched'],
  in_repair: ['repaired', 'waiting_for_parts', 'not_repairable'],
  waiting_for_parts: ['in_repair', 'not_repairable'],
  repaired: ['dispatched'],
  not_repairable: ['dispatched'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};
/** The moves a customer may make: cancel while pending, answer quoted charges. */
const CUSTOMER: Partial<Record<TItemStatus, readonly TItemStatus[]>> = {
  pending: ['cancelled'],
  estimated: ['approved', 'declined'],
};
export const mayMove = (actor: 'customer' | 'staff', from: TItemStatus, to: TItemStatus) =>
  (actor === 'staff' ? FLOW[from] : (CUSTOMER[from] ?? [])).includes(to);

const paise = (n: number) => Math.round(n * 100);
export const sumMoney = (ns: number[]) => ns.reduce((s, n) => s + paise(n), 0) / 100;
/**
 * A quote's GST as its invoice computes it (decision 090), in whole paise (no floats): within the state CGST
 * and SGST at half the rate each, each rounded half up to the paisa; between states IGST at the rate, rounded
 * half up once. The rates are whole per cents.
 */
export function quoteGstOf(c: ChargeInput, intra: boolean) {
  const base = paise(c.service) + paise(c.parts);
  const tax = intra ? 2 * Math.floor((base * c.gstPercent + 100) / 200) : Math.floor((base * c.gstPercent + 50) / 100);
  return tax / 100;
}
/** A quote's total: service, parts and the GST computed when it was quoted. */
export function quoteTotal(q: MQuote | null) {
  return q ? sumMoney([q.service, q.parts, q.gst]) : 0;
}
/** An item costs its quote once the customer approved it, unless it then could not be repaired. */
export const costOf = (i: MItem) => (i.owed ? quoteTotal(i.quote) : 0);

export const requestCostOf = (r: MRequest) => sumMoney(r.items.map(costOf));
/** Completed when every item is back or withdrawn; pending while nothing but withdrawn items moved. */
export function groupOf(r: MRequest): TRequestGroup {
  const all = (ok: TItemStatus[]) => r.items.every((i) => ok.includes(i.status));
  if (all(['delivered', 'cancelled'])) return 'completed';
  return all(['pending', 'cancelled']) ? 'pending' : 'in_progress';
}

/**
 * Applies an accepted move, made at the simulated "now", to the model's item; a move to waiting for parts
 * with the day they are expected.
 */
export function moveInModel(item: MItem, to: TItemStatus, expectedOn: string | null = null) {
  clockAfterMove(item.clock, item.status, to, SIM.now);
  item.partsExpectedOn = to === 'waiting_for_parts' ? expectedOn : null;
  if (to === 'approved') item.owed = true;
  if (['estimated', 'declined', 'not_repairable', 'cancelled'].includes(to)) item.owed = false;
  item.status = to;
}

/** The items an issue would put on an invoice now: owed, finished, on no live invoice. */
export const invoiceableOf = (
  r: MRequest,
  statuses: readonly TItemStatus[] = ['repaired', 'dispatched', 'delivered'],
) => r.items.filter((i) => i.owed && i.quote && statuses.includes(i.status) && !i.invoice);

/** Per group: requests, items and what they cost, as every report must show them. */
export function reportTotals(m: Model) {
  const totals = Object.fromEntries(
    (['pending', 'in_progress', 'completed'] as const).map((g) => [g, { requests: 0, items: 0, charges: 0 }]),
  ) as Record<TRequestGroup, { requests: number; items: number; charges: number }>;
  for (const r of m.requests) {
    const g = totals[groupOf(r)];
    g.requests += 1;
    g.items += r.items.length;
    g.charges = sumMoney([g.charges, requestCostOf(r)]);
  }
  return totals;
}

/** A group's breakdown by item or brand name: requests, items and cost, as the report lists them. */
export function breakdownOf(m: Model, group: TRequestGroup, by: 'item' | 'brand') {
  const rows = new Map<string, { requests: Set<string>; items: number; charges: number }>();
  for (const r of m.requests.filter((x) => groupOf(x) === group)) {
    for (const i of r.items) {
      const name = by === 'item' ? i.itemName : i.brandName;
      const row = rows.get(name) ?? { requests: new Set(), items: 0, charges: 0 };
      row.requests.add(r.code);
      row.items += 1;
      row.charges = sumMoney([row.charges, costOf(i)]);
      rows.set(name, row);
    }
  }
  return [...rows.entries()]
    .map(([name, v]) => ({ name, requests: v.requests.size, items: v.items, charges: v.charges }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const dueOf = (inv: MInvoice) => (inv.credited ? 0 : Math.max(0, sumMoney([inv.total, -inv.paid])));
/** What the customer owes over every document: invoices − credit notes − payments. */
export const balanceOf = (m: Model) =>
  sumMoney(m.invoices.flatMap((i) => [i.total, -i.paid, i.credited ? -i.creditTotal : 0]));
