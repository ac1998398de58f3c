import { sql } from 'drizzle-orm';

/**
 * An item's quoted charges with GST, rounded to the paisa as shown to the customer (the contract's
 * `itemCharges`). Column names unqualified: use it where request_items is the only table with these columns.
 */
export const ITEM_TOTAL = sql`coalesce(service_charge, 0) + coalesce(parts_charge, 0)
  + round((coalesce(service_charge, 0) + coalesce(parts_charge, 0)) * coalesce(gst_percent, 0) / 100, 2)`;

/** What an item costs the customer (the contract's `itemCost`): its total when the charges are owed. */
export const ITEM_COST = sql`(case when charges_owed then ${ITEM_TOTAL} else 0 end)`;
