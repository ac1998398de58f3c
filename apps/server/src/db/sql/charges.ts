import { type SQL, sql } from 'drizzle-orm';
import { invoiceLines, invoices } from '../schema';

/**
 * An item's quoted charges with the GST stored at its quote (the contract's `itemCharges`): a sum of stored
 * figures, no tax rule (decision 090: `quoteGst` is its one owner). Column names unqualified: use it where
 * request_items is the only table with these columns.
 */
export const ITEM_TOTAL = sql`coalesce(service_charge, 0) + coalesce(parts_charge, 0) + coalesce(gst_amount, 0)`;

/** What an item costs the customer (the contract's `itemCost`): its total when the charges are owed. */
export const ITEM_COST = sql`(case when charges_owed then ${ITEM_TOTAL} else 0 end)`;

/** An invoice no credit note has cancelled; `i` the invoices row in scope. */
const LIVE = sql`i.kind = 'invoice' and not exists (select 1 from ${invoices} k where k.credit_of = i.id)`;

/** The item (its id in scope) is on a live invoice. */
export const onLiveInvoice = (itemId: SQL) =>
  sql`exists (select 1 from ${invoiceLines} l join ${invoices} i on i.id = l.invoice_id
    where l.item_id = ${itemId} and ${LIVE})`;

/** What an item adds to its request's charges beside its invoices: its cost while no live invoice holds it. */
export const UNINVOICED_COST = (itemId: SQL) => sql`(case when ${onLiveInvoice(itemId)} then 0 else ${ITEM_COST} end)`;

/** The totals of a request's live invoices (an invoice issued before decision 090 with its round-off). */
export const LIVE_INVOICED = (requestId: SQL) =>
  sql`(select coalesce(sum(i.total), 0) from ${invoices} i where i.request_id = ${requestId} and ${LIVE})`;

/**
 * What a request's charges are (decision 090): its invoiced amounts once invoiced, that is the totals of its
 * live invoices and the cost of its owed items on no live invoice. The whole-table rebuild adds the same two.
 */
export const REQUEST_CHARGES = (requestId: SQL) => sql`(${LIVE_INVOICED(requestId)}
  + (select coalesce(sum(${UNINVOICED_COST(sql`x.id`)}), 0) from request_items x where x.request_id = ${requestId}))`;
