import { fromPaise, toPaise } from '../common/money';
import { quoteGst } from '../invoices/gst';
import { STATUS_FACTS } from './status-registry';
import { ITEM_STATUSES, type TItemStatus } from './statuses';

export interface ChargeInput {
  service: number;
  parts: number;
  gstPercent: number;
}

/**
 * An item's charges as every view shows them (decision 090): service, parts, the rate and the GST stored
 * with its quote, and their total. The one definition for the server's replies and mails, the staff
 * dialog's preview and (spelled in SQL beside it, as a sum of stored figures) the totals.
 */
export function itemCharges({ service, parts, gstPercent, gstAmount }: ChargeInput & { gstAmount: number }) {
  return {
    service_charge: service,
    parts_charge: parts,
    gst_percent: gstPercent,
    gst_amount: gstAmount,
    total: fromPaise(toPaise(service) + toPaise(parts) + toPaise(gstAmount)),
  };
}

/** The charges of a quote being made, with its tax as the invoice will carry it: what is stored, and previewed. */
export const quotedCharges = (c: ChargeInput, intraState: boolean) =>
  itemCharges({ ...c, gstAmount: quoteGst(c, intraState) });

/*
 * What an item costs the customer (decision 033): its quoted total once the customer approved the charges,
 * nothing otherwise. Which moves decide it is the flow table's `owed` (flow.ts); the server keeps the
 * answer in `request_items.charges_owed`, and every view of money reads the cost from it.
 */

/** The statuses in which owed charges are for finished work, so they can be invoiced. */
export const INVOICEABLE_STATUSES: readonly TItemStatus[] = ITEM_STATUSES.filter((s) => STATUS_FACTS[s].invoiceable);

/** What the item costs the customer: its quoted total when owed, else nothing. */
export function itemCost(item: { owed: boolean; charges: { total: number } | null }): number {
  return item.owed && item.charges ? item.charges.total : 0;
}

/** The sum of what a request's items cost, to the paisa. */
export const requestCost = (items: readonly { cost: number }[]) =>
  fromPaise(items.reduce((s, i) => s + toPaise(i.cost), 0));

/**
 * What a request's items waiting for the customer's answer are quoted at (status `estimated`): the figure a
 * customer signs off, shown beside the request's charges and labelled as quoted, never counted in them (nor
 * in the reports), since nothing is owed until approved. Each item's quoted total is its card's `total`.
 */
export const awaitingApprovalTotal = (items: readonly { status: TItemStatus; charges: { total: number } | null }[]) =>
  fromPaise(items.reduce((s, i) => s + (i.status === 'estimated' && i.charges ? toPaise(i.charges.total) : 0), 0));
