import { sql } from 'drizzle-orm';

/**
 * An item's charges with GST, rounded to the paisa as shown to the customer (the same sum as
 * `chargesOf` in request-mappers.ts). Column names unqualified: use it where request_items is the only
 * table with these columns.
 */
export const ITEM_TOTAL = sql`coalesce(service_charge, 0) + coalesce(parts_charge, 0)
  + round((coalesce(service_charge, 0) + coalesce(parts_charge, 0)) * coalesce(gst_percent, 0) / 100, 2)`;
