import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, users } from './auth';
import { createdAt } from './columns';
import { repairRequests, requestItems } from './requests';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * The last number used per series and financial year. Issuing takes the row's lock with the increment and
 * holds it to the commit, so numbers are unique and consecutive: a rolled-back issue gives its number back.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** The financial year, April to March: '2026-27'. */
    fy: text('fy').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fy] })],
);

/**
 * Tax invoices and credit notes (Rule 46 and 53 of the CGST Rules). A row is written once and never
 * changed or deleted (a trigger refuses both, see the migration); the supplier and recipient are copied
 * in as they were on the day, so a later change of address does not rewrite an old invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    number: text('number').notNull(),
    fy: text('fy').notNull(),
    seq: integer('seq').notNull(),
    /** The India date it was issued on. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => repairRequests.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** A credit note's invoice. */
    creditOf: uuid('credit_of'),
    reason: text('reason').notNull().default(''),
    supplier: jsonb('supplier').$type<Record<string, string>>().notNull(),
    recipient: jsonb('recipient').$type<Record<string, string>>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    intraState: boolean('intra_state').notNull(),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    roundOff: money('round_off').notNull(),
    total: money('total').notNull(),
    upiId: text('upi_id').notNull().default(''),
    issuedBy: uuid('issued_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.kind, t.number),
    uniqueIndex('invoices_series_key').on(t.kind, t.fy, t.seq),
    // One credit note per invoice: it reverses the whole invoice.
    uniqueIndex('invoices_credit_of_key').on(t.creditOf),
    index('invoices_request_idx').on(t.requestId),
    index('invoices_customer_idx').on(t.customerId, t.issuedOn),
    index('invoices_issued_idx').on(t.issuedOn),
    check('invoices_credit_ref', sql`(${t.kind} = 'credit_note') = (${t.creditOf} is not null)`),
  ],
);

/** An invoice's lines, one per item, frozen with it. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineNo: integer('line_no').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => requestItems.id),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    service: money('service').notNull(),
    parts: money('parts').notNull(),
    taxable: money('taxable').notNull(),
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    total: money('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.lineNo] }), index('invoice_lines_item_idx').on(t.itemId)],
);

/** Money received against an invoice: several for part payments. */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
    method: text('method', { enum: ['upi', 'cash', 'bank'] }).notNull(),
    reference: text('reference').notNull().default(''),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    /** The key the recording screen sends with every try of one payment (as a new request's): recorded once. */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    // A UPI or bank reference (UTR) is recorded once, whatever the method and case: the same money is
    // never counted twice.
    uniqueIndex('payments_reference_key').on(sql`upper(${t.reference})`).where(sql`${t.reference} <> ''`),
    uniqueIndex('payments_idem_key').on(t.recordedBy, t.idempotencyKey),
    check('payments_positive', sql`${t.amount} > 0`),
  ],
);
