import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, ts } from './columns';
import { repairRequests, requestItems } from './requests';

/**
 * A box in or out (decision 106): the customer's parcel to the centre (`in`, one a request) or a box back
 * (`out`, the items one dispatch sent). It owns the courier and docket that were four free-text columns.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => repairRequests.id),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    /** How it came to be: typed by hand (today's only kind); a courier's booking later (issue 43). */
    source: text('source', { enum: ['typed'] })
      .notNull()
      .default('typed'),
    carrier: text('carrier').notNull(),
    docket: text('docket').notNull(),
    status: text('status', { enum: ['in_transit', 'delivered', 'cancelled'] })
      .notNull()
      .default('in_transit'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** When its status last moved (a corrected docket is the audit's). */
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The customer's parcel: one a request, so its docket reads by the request's id alone.
    uniqueIndex('shipments_inbound_idx').on(t.requestId).where(sql`direction = 'in'`),
    index('shipments_request_idx').on(t.requestId, t.createdAt),
    // The search finds a request by either box's docket, by prefix (decision 007).
    index('shipments_docket_idx').on(sql`lower(${t.docket}) text_pattern_ops`),
    check('shipments_direction_known', sql`${t.direction} in ('in', 'out')`),
    check('shipments_status_known', sql`${t.status} in ('in_transit', 'delivered', 'cancelled')`),
  ],
);

/** The items a box carries; an item travels in at most one box each way. */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => requestItems.id),
    /** The box's direction, kept here so "one box each way" is an index. */
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.itemId] }),
    uniqueIndex('shipment_items_item_idx').on(t.itemId, t.direction),
  ],
);

/** What happened to a box, in order: its statuses, each once, and who or what said so. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    status: text('status').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.id)],
);
