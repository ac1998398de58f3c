import { NEEDS } from '@svc/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brandMaster, customers, itemMaster, users } from './auth';
import { createdAt, ts } from './columns';

export const reqCodeSeq = pgSequence('req_code_seq', { startWith: 1 });

export const repairRequests = pgTable(
  'repair_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reqCode: text('req_code').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    narration: text('narration').notNull(),
    /** pending | in_progress | completed, kept in step with the items in the same transaction. */
    groupStatus: text('group_status', { enum: ['pending', 'in_progress', 'completed'] })
      .notNull()
      .default('pending'),
    itemCount: integer('item_count').notNull(),
    /** The service-desk steps its items wait for (receipt, charges, ...), kept in step with them. */
    needs: text('needs').array().notNull().default(sql`'{}'::text[]`),
    /** What its items cost the customer (owed charges with GST), kept in step with them, so report totals read one table. */
    chargesTotal: numeric('charges_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /**
     * The service desk's clock (decision 059), kept in step with the items like `needs`: the earliest due of
     * its items that can fall late (clock running, not paused before its due). Late at `now` once before it.
     */
    lateAt: ts('late_at'),
    /** The earliest `at_risk_at` of its items whose clock runs unpaused: at risk from it (unless late). */
    atRiskAt: ts('at_risk_at'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('repair_requests_idem_key').on(t.customerId, t.idempotencyKey),
    // Ascending on purpose: scanned backwards they serve ORDER BY created_at DESC, id DESC exactly
    // (a DESC NULLS LAST index does not, and PostgreSQL then sorts every row).
    index('repair_requests_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('repair_requests_created_idx').on(t.createdAt, t.id),
    index('repair_requests_group_created_idx').on(t.groupStatus, t.createdAt, t.id),
    index('repair_requests_customer_group_idx').on(t.customerId, t.groupStatus, t.createdAt, t.id),
    // One small index per service-desk queue: newest first, and counted without touching the table.
    ...NEEDS.map((n) =>
      index(`repair_requests_needs_${n}_idx`)
        .on(t.createdAt, t.id)
        .where(sql.raw(`'${n}' = any(needs)`)),
    ),
    // The clock queues (decision 059), most urgent first: late is `late_at < now`, at risk is
    // `late_at >= now and at_risk_at <= now`; both read and counted from this index alone.
    index('repair_requests_clock_idx').on(t.lateAt, t.id, t.atRiskAt).where(sql`late_at is not null`),
  ],
);

export const requestItems = pgTable(
  'request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => repairRequests.id),
    lineNo: integer('line_no').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => itemMaster.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brandMaster.id),
    modelNumber: text('model_number').notNull(),
    serialNumber: text('serial_number').notNull(),
    problem: text('problem').notNull().default(''),
    status: text('status').notNull().default('pending'),
    serviceCharge: numeric('service_charge', { precision: 12, scale: 2, mode: 'number' }),
    partsCharge: numeric('parts_charge', { precision: 12, scale: 2, mode: 'number' }),
    gstPercent: numeric('gst_percent', { precision: 5, scale: 2, mode: 'number' }),
    /**
     * The GST of the quote, computed once when staff quote (the contract's `quoteGst`, by the customer's place
     * of supply then) and read by every view of money: the item, the totals, the reports and the invoice
     * (decision 090). Set exactly when the item is quoted.
     */
    gstAmount: numeric('gst_amount', { precision: 12, scale: 2, mode: 'number' }),
    /** Whether the customer owes the quoted charges, kept by the contract's OWED_AFTER_MOVE (decision 033). */
    chargesOwed: boolean('charges_owed').notNull().default(false),
    /** Its photos, counted when they are attached (only at creation), so lists need not count them. */
    imageCount: integer('image_count').notNull().default(0),
    firstImageId: uuid('first_image_id'),
    /** While the item waits for parts: the day they are expected by; cleared when it leaves (decision 051). */
    partsExpectedOn: date('parts_expected_on', { mode: 'string' }),
    /**
     * The promised instant (decision 053): set when the item is received, from its turnaround's working days
     * and the company calendar, and moved later by each pause's working time when the pause ends. Null for
     * items not yet received, and for those received before the promise existed.
     */
    dueAt: ts('due_at'),
    /**
     * The turnaround it was promised at receipt (the 20 % "at risk" mark is a share of it): working days, or
     * working hours (decision 092); one of the two, both null without a promise.
     */
    turnaroundDays: integer('turnaround_days'),
    turnaroundHours: integer('turnaround_hours'),
    /** While the clock is paused (charges quoted, waiting for parts): when the pause began. */
    pausedSince: ts('paused_since'),
    /**
     * From when it is "at risk" (decision 059): the due less 20 % of the turnaround's working time, set and
     * moved with `due_at` (the contract's `atRiskFrom`), so the service desk finds at-risk items by index.
     */
    atRiskAt: ts('at_risk_at'),
    /**
     * The branch of the staff member who received it (null: received by someone without a branch, or before
     * branches were recorded): its turnaround rule's branch, its reports' branch and its morning digest's.
     */
    branchId: integer('branch_id'),
    /** The last day of its warranty by the company's sales records when it was raised (null: not known). */
    warrantyUntil: date('warranty_until', { mode: 'string' }),
    /** Raised on every change, so two staff changing one item at once cannot both win. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('request_items_line_key').on(t.requestId, t.lineNo),
    index('request_items_serial_idx').on(sql`lower(${t.serialNumber}) text_pattern_ops`),
    index('request_items_model_idx').on(sql`lower(${t.modelNumber}) text_pattern_ops`),
    index('request_items_status_idx').on(t.status),
    check(
      'request_items_gst_with_quote',
      sql`(${t.gstAmount} is null) = (${t.serviceCharge} is null and ${t.partsCharge} is null)`,
    ),
  ],
);

export const trackingEntries = pgTable(
  'tracking_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => requestItems.id),
    status: text('status').notNull(),
    remark: text('remark').notNull().default(''),
    /** A move to waiting for parts: the day they were expected by then, for the timeline's explanation. */
    expectedOn: date('expected_on', { mode: 'string' }),
    /** A move that ended a pause and so moved the promise: the due it moved to, for the timeline to say why. */
    dueMovedTo: ts('due_moved_to'),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_entries_item_idx').on(t.itemId, t.id)],
);

/** An image from its signed upload address to its place on an item. */
export const itemImages = pgTable(
  'item_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    itemId: uuid('item_id').references(() => requestItems.id),
    /**
     * The conversation message (`thread_messages`, issue 30) the file is attached to: such a file is never on
     * an item. Messages are never deleted; the attach is guarded as an item's is.
     */
    messageId: uuid('message_id'),
    contentType: text('content_type').notNull(),
    /** The name the file was chosen by, when the upload said it (a message's PDF shows it; issue 30). */
    fileName: text('file_name'),
    maxBytes: integer('max_bytes').notNull(),
    /** signed | ready: only ready images can be attached to an item. */
    state: text('state', { enum: ['signed', 'ready'] })
      .notNull()
      .default('signed'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('item_images_item_idx').on(t.itemId),
    index('item_images_owner_idx').on(t.ownerId, t.state),
    index('item_images_message_idx').on(t.messageId),
  ],
);

/**
 * A request's password-free tracking link. The token is derived from the request and `version` with the
 * server's key (so mails and prints can show it again); only its SHA-256 is stored, to find the request.
 * Replacing the link raises the version: the old token then matches nothing.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => repairRequests.id),
    version: integer('version').notNull().default(1),
    tokenHash: text('token_hash').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tracking_links_token_hash').on(t.tokenHash)],
);
