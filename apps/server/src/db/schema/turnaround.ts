import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { itemMaster } from './auth';
import { ts } from './columns';
import { branches } from './desk';

/**
 * The admin's turnaround per item type: for every branch (branch_id null) or for one branch, which
 * overrides it. One rule per item and branch; the null branch counts as one value (NULLS NOT DISTINCT).
 */
export const turnaroundRules = pgTable(
  'turnaround_rules',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => itemMaster.id),
    branchId: integer('branch_id').references(() => branches.id),
    workingDays: integer('working_days').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('turnaround_rules_item_branch_key').on(t.itemId, t.branchId).nullsNotDistinct(),
    check('turnaround_rules_days', sql`${t.workingDays} between 1 and 90`),
  ],
);
