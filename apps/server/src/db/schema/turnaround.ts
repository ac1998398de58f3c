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
    /** The turnaround: whole working days, or whole working hours; exactly one is set (decision 092). */
    workingDays: integer('working_days'),
    workingHours: integer('working_hours'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('turnaround_rules_item_branch_key').on(t.itemId, t.branchId).nullsNotDistinct(),
    check('turnaround_rules_days', sql`${t.workingDays} between 1 and 90`),
    check('turnaround_rules_hours', sql`${t.workingHours} between 1 and 24`),
    check('turnaround_rules_one_unit', sql`(${t.workingDays} is null) <> (${t.workingHours} is null)`),
  ],
);
