import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** The bytes as sent: a signature is over them, so they are kept unchanged (not as text). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Every provider callback that proved itself (decision 098), once per provider and delivery id (the
 * provider's, else a digest of the body): the route stores it and answers 200 at once, and a worker hands it
 * to the features' handlers in order of receipt, retried with a kept error until it is processed or given up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    deliveryId: text('delivery_id').notNull(),
    body: bytes('body').notNull(),
    /** The few headers processing needs (the content type, the signature); never a secret. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    receivedAt: ts('received_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
    /** Given up after the last attempt: kept with its error for someone to look at. */
    failedAt: ts('failed_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_once_idx').on(t.provider, t.deliveryId),
    index('webhook_deliveries_waiting_idx').on(t.provider, t.id).where(sql`processed_at is null and failed_at is null`),
    index('webhook_deliveries_processed_idx').on(t.processedAt).where(sql`processed_at is not null`),
    // The webhook routes' body limit (features/webhooks, WEBHOOK_BODY_LIMIT): a larger body is never stored.
    check('webhook_deliveries_body_bounded', sql`octet_length(${t.body}) <= 65536`),
  ],
);
