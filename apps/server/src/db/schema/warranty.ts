import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

/**
 * The company's own sales, imported by the admin from its books (issue 29, decision 063): one row per serial
 * number (the latest sale the files named), so a lookup at intake reads one index entry and a file imported
 * twice changes nothing.
 */
export const salesRecords = pgTable(
  'sales_records',
  {
    /** The serial number compared as people type it: without case or surrounding spaces. */
    serialKey: text('serial_key').primaryKey(),
    serialNumber: text('serial_number').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    model: text('model').notNull(),
    item: text('item').notNull(),
    brand: text('brand').notNull(),
    warrantyMonths: integer('warranty_months').notNull(),
    /** The last day in warranty, from the sale and its months (the contract's `warrantyUntil`). */
    warrantyUntil: date('warranty_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('sales_records_months', sql`${t.warrantyMonths} between 0 and 120`)],
);
