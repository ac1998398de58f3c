import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The company's turnaround report (decision 061), kept per India month and per grouping: `dim` is `all`
 * (key ''), `branch` (the branch id, '' for none), `item` (the item type's id) or `technician` (the user id
 * of whoever moved the item to repaired or not repairable, '' for none) or `promise` (the turnaround promised
 * at receipt, `hours:4` or `days:3`, '' for none; decision 092). `status` '' holds a delivery's and a
 * rating's figures; any other status holds the time delivered items spent in it. Writers only insert their
 * changes into `report_turnaround_deltas`; a fold adds them here (decision 027's pattern).
 */
const columns = {
  month: date('month', { mode: 'string' }).notNull(),
  dim: text('dim', { enum: ['all', 'branch', 'item', 'technician', 'promise'] }).notNull(),
  key: text('key').notNull(),
  status: text('status').notNull(),
  /** Items delivered; of those, by their due date, and after it (the rest had no due). */
  delivered: integer('delivered').notNull().default(0),
  onTime: integer('on_time').notNull().default(0),
  late: integer('late').notNull().default(0),
  /** Delivered items that spent time in `status`, and that time in seconds. */
  items: integer('items').notNull().default(0),
  seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
  /** Ratings counted under the key (once per request and key), and their stars. */
  ratings: integer('ratings').notNull().default(0),
  stars: integer('stars').notNull().default(0),
};

export const reportTurnaroundTotals = pgTable('report_turnaround_totals', columns, (t) => [
  primaryKey({ columns: [t.dim, t.month, t.key, t.status] }),
]);

/** Changes to `report_turnaround_totals` not yet folded: insert-only for writers, no key. */
export const reportTurnaroundDeltas = pgTable('report_turnaround_deltas', columns);
