import { fromPaise, percentOfPaise, toPaise } from '../common/money';
import type { TItemStatus } from './statuses';

export interface ChargeInput {
  service: number;
  parts: number;
  gstPercent: number;
}

/**
 * An item's charges: GST on service and parts, rounded to the paisa, and the total. The one definition for
 * the server's replies and mails, the staff dialog's preview and (spelled in SQL beside it) the totals.
 */
export function itemCharges({ service, parts, gstPercent }: ChargeInput) {
  const base = toPaise(service) + toPaise(parts);
  const gst = percentOfPaise(base, gstPercent);
  return {
    service_charge: service,
    parts_charge: parts,
    gst_percent: gstPercent,
    gst_amount: fromPaise(gst),
    total: fromPaise(base + gst),
  };
}

/*
 * What an item costs the customer (decision 033): its quoted total once the customer approved the charges,
 * nothing otherwise. Which moves decide it is the flow table's `owed` (flow.ts); the server keeps the
 * answer in `request_items.charges_owed`, and every view of money reads the cost from it.
 */

/** The statuses in which owed charges are for finished work, so they can be invoiced. */
export const INVOICEABLE_STATUSES = ['repaired', 'dispatched', 'delivered'] as const satisfies readonly TItemStatus[];

/** What the item costs the customer: its quoted total when owed, else nothing. */
export function itemCost(item: { owed: boolean; charges: { total: number } | null }): number {
  return item.owed && item.charges ? item.charges.total : 0;
}

/** The sum of what a request's items cost, to the paisa. */
export const requestCost = (items: readonly { cost: number }[]) =>
  fromPaise(items.reduce((s, i) => s + toPaise(i.cost), 0));
