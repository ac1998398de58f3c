import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

/** The company's service centres; employees belong to one. */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Where the branch's staff read the morning list of late and at-risk items (empty: the company's e-mail). */
    email: text('email').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('branches_name_key').on(sql`lower(${t.name})`)],
);

/**
 * Mails waiting to be sent, written in the same transaction as the change they announce, so a change is
 * never without its mail and a rolled-back change never mails. `dedupe_key` makes one mail per event.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An invoice or credit note number whose PDF goes with the mail, made when it is sent. */
    attachInvoice: text('attach_invoice'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** A worker holds the row until then; a crashed worker's rows come back after it. */
    lockedUntil: ts('locked_until'),
    sentAt: ts('sent_at'),
    failedAt: ts('failed_at'),
    lastError: text('last_error'),
    /**
     * While a status mail waits its window for the request's other items making the same change (decision
     * 101): what they share, and the items gathered so far. Emptied when a worker takes the mail.
     */
    mergeKey: text('merge_key'),
    mergeDoc: jsonb('merge_doc'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`),
    uniqueIndex('mail_outbox_gathering_idx').on(t.mergeKey).where(sql`merge_key is not null`),
  ],
);

/** Every change by staff or an admin: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').notNull(),
    /** request | item | master | customer | employee | branch | company | invoice | turnaround */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** Set when the change concerns a repair request, so the request shows it. */
    requestId: uuid('request_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_request_idx').on(t.requestId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
  ],
);

/**
 * Requests, items and charges per India day and group, kept in step with the requests in the same
 * transactions, so staff-wide report totals and weekly counts read a few hundred rows, not every request.
 */
export const reportDailyTotals = pgTable(
  'report_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    groupStatus: text('group_status', { enum: ['pending', 'in_progress', 'completed'] }).notNull(),
    requests: integer('requests').notNull().default(0),
    items: integer('items').notNull().default(0),
    charges: numeric('charges', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.groupStatus] })],
);

/**
 * The same day counters per customer, so a customer's report summary reads its own few rows, not its
 * requests (decision 062). Filled by the same fold from the same changes as `report_daily_totals`.
 */
export const reportCustomerDailyTotals = pgTable(
  'report_customer_daily_totals',
  {
    customerId: uuid('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    groupStatus: text('group_status', { enum: ['pending', 'in_progress', 'completed'] }).notNull(),
    requests: integer('requests').notNull().default(0),
    items: integer('items').notNull().default(0),
    charges: numeric('charges', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.groupStatus] })],
);

/** How many requests wait in each service-desk queue, kept in step with `repair_requests.needs`. */
export const deskQueueCounts = pgTable('desk_queue_counts', {
  needs: text('needs').primaryKey(),
  requests: integer('requests').notNull().default(0),
});

/**
 * Changes to the day counters not yet folded into `report_daily_totals`. Writers only insert here, so
 * concurrent creates and moves never wait on one counter row; readers sum both tables, and a fold moves
 * these rows into the totals in one statement (decision 027).
 */
export const reportDailyDeltas = pgTable('report_daily_deltas', {
  /** Whose request: the fold adds each change to its customer's day counters too (decision 062). */
  customerId: uuid('customer_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  groupStatus: text('group_status', { enum: ['pending', 'in_progress', 'completed'] }).notNull(),
  requests: integer('requests').notNull(),
  items: integer('items').notNull(),
  charges: numeric('charges', { precision: 16, scale: 2, mode: 'number' }).notNull(),
});

/** Changes to the queue counts not yet folded into `desk_queue_counts` (as above). */
export const deskQueueDeltas = pgTable('desk_queue_deltas', {
  needs: text('needs').notNull(),
  requests: integer('requests').notNull(),
});
