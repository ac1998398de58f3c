import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

/**
 * WhatsApp and SMS messages, one row per message per channel: the next channel's row is added only when
 * this one has failed for good. Rows are claimed with a lease as the mail outbox does, and the provider's
 * delivery reports move `state` on (queued, sent, delivered, read; or failed with the provider's reason).
 */
export const phoneOutbox = pgTable(
  'phone_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The message's own key plus the channel: a message is queued on a channel once. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** The message's key without the channel, for the next channel's row. */
    messageKey: text('message_key').notNull(),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['whatsapp', 'sms'] }).notNull(),
    /** E.164, +91… */
    toPhone: text('to_phone').notNull(),
    /** The template's values in its order; emptied once a code has gone, so no code stays readable. */
    params: jsonb('params').$type<string[]>().notNull(),
    sensitive: boolean('sensitive').notNull().default(false),
    /** The channels still to try, in order, when this one fails. */
    fallback: text('fallback').array().notNull().default(sql`'{}'::text[]`),
    requestId: uuid('request_id'),
    /** The recipient's language: a Tamil reader gets the template's Tamil variant on WhatsApp. */
    language: text('language', { enum: ['en', 'ta'] })
      .notNull()
      .default('en'),
    /**
     * A staff reply's words, sent as a free-form WhatsApp message while the customer's 24-hour service window
     * is open (issue 30, decision 073); emptied when Meta answers 131047, and the template (`params`) goes.
     */
    freeText: text('free_text'),
    state: text('state', { enum: ['queued', 'sent', 'delivered', 'read', 'failed'] })
      .notNull()
      .default('queued'),
    providerId: text('provider_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    /** As the mail outbox's (decision 101): a status message waiting its window for the request's other items. */
    mergeKey: text('merge_key'),
    mergeDoc: jsonb('merge_doc'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('phone_outbox_gathering_idx').on(t.mergeKey).where(sql`merge_key is not null`),
    index('phone_outbox_due_idx').on(t.nextAttemptAt).where(sql`state = 'queued'`),
    uniqueIndex('phone_outbox_provider_idx').on(t.channel, t.providerId),
    index('phone_outbox_request_idx').on(t.requestId),
  ],
);

/**
 * Every WhatsApp message a customer sent us (issue 30, decision 073), once per Meta message id: where it went
 * (`thread`: into a request's conversation; `asked`: held while the customer picks among several open
 * requests; `aside`: from a number that is unknown or not opted in, or not readable, answered with nothing).
 * The last one kept from a number opens its 24-hour service window.
 */
export const whatsappInbox = pgTable(
  'whatsapp_inbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: text('provider_id').notNull().unique(),
    /** E.164, +91… */
    fromPhone: text('from_phone').notNull(),
    customerId: uuid('customer_id'),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    mediaId: text('media_id'),
    outcome: text('outcome', { enum: ['thread', 'asked', 'aside'] }).notNull(),
    reason: text('reason'),
    requestId: uuid('request_id'),
    messageId: uuid('message_id'),
    createdAt: createdAt(),
  },
  (t) => [index('whatsapp_inbox_from_idx').on(t.fromPhone, t.createdAt)],
);
