import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, ts } from './columns';
import { repairRequests, requestItems } from './requests';

/**
 * A request's conversation (issue 30, decision 070): one row per request that has a message, kept in the
 * same transaction as each message. `awaiting_since` is the time of the oldest customer message not yet
 * answered by staff (the desk's "awaiting our reply" queue reads it); the unread counts are the messages
 * of one side the other has not opened.
 */
export const requestThreads = pgTable(
  'request_threads',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => repairRequests.id),
    awaitingSince: ts('awaiting_since'),
    lastMessageAt: ts('last_message_at').notNull(),
    unreadForCustomer: integer('unread_for_customer').notNull().default(0),
    unreadForStaff: integer('unread_for_staff').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
  },
  (t) => [
    index('request_threads_awaiting_idx').on(t.awaitingSince, t.requestId).where(sql`${t.awaitingSince} is not null`),
  ],
);

/** One message of a request's conversation, text only, written by the customer's side or the staff's. */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => repairRequests.id),
    /** The item the message is about, when one. */
    itemId: uuid('item_id').references(() => requestItems.id),
    side: text('side', { enum: ['customer', 'staff'] }).notNull(),
    /** The person who wrote it; null for a message from the tracking link or WhatsApp. */
    authorId: uuid('author_id').references(() => users.id),
    /** The name shown, as it was when the message was written. */
    authorName: text('author_name').notNull(),
    channel: text('channel', { enum: ['web', 'tracking', 'whatsapp'] })
      .notNull()
      .default('web'),
    body: text('body').notNull(),
    /** The message's place in its thread: the order the thread's row lock gave (1, 2, …). */
    seq: integer('seq').notNull(),
    /** When the other side first opened the conversation after this message. */
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('thread_messages_seq_key').on(t.requestId, t.seq),
    index('thread_messages_author_idx').on(t.authorId, t.createdAt),
    check('thread_messages_body_length', sql`char_length(${t.body}) <= 4000`),
  ],
);

/**
 * The answers the desk inserts into a reply (issue 30, decision 072), kept by the admin, each in English and
 * in Tamil: the desk picks the customer's language. Never deleted: an unused one is made inactive.
 */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    bodyTa: text('body_ta').notNull().default(''),
    active: boolean('active').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('canned_replies_title_key').on(sql`lower(${t.title})`)],
);
