import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** How it came to be: typed by hand, or booked with a carrier from the portal (issue 43). */
    source: text('source', { enum: ['typed', 'booked'] })
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
    // A booked box (issue 43, decision 107). `docket` is its AWB once the carrier gave one ('' until then).
    /** Our reference with the carrier (its order id there): unique, what a retry looks the order up by. */
    ref: text('ref'),
    /** Where the booking stands: on its way to the carrier, booked (an AWB), refused, or cancelled. */
    booking: text('booking', { enum: ['pending', 'booked', 'failed', 'cancelled'] }),
    /** What the booking needs and what the carrier answered so far (contract's ZBookingDetail). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    carrierOrderId: text('carrier_order_id'),
    carrierShipmentId: text('carrier_shipment_id'),
    labelUrl: text('label_url'),
    pickupOn: date('pickup_on', { mode: 'string' }),
    /** The carrier's stage (contract's TRACKING_STAGES), only ever moved forward, and an open exception. */
    stage: text('stage'),
    exception: text('exception'),
    lastEventAt: ts('last_event_at'),
    /** When the carrier was last asked for its scans (the polling of boxes gone quiet). */
    polledAt: ts('polled_at'),
    /** The booking's outbox: tries so far, the next one's time, a worker's hold, the last refusal. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
  },
  (t) => [
    // The customer's parcel: one a request, so its docket reads by the request's id alone.
    uniqueIndex('shipments_inbound_idx').on(t.requestId).where(sql`direction = 'in'`),
    index('shipments_request_idx').on(t.requestId, t.createdAt),
    // The search finds a request by either box's docket, by prefix (decision 007).
    index('shipments_docket_idx').on(sql`lower(${t.docket}) text_pattern_ops`),
    uniqueIndex('shipments_ref_key').on(t.ref),
    // The booking worker's queue: the bookings due.
    index('shipments_booking_due_idx').on(t.nextAttemptAt).where(sql`booking = 'pending'`),
    // The boxes on their way with a carrier: the polling of quiet ones and the desk's alert read these.
    // A carrier's event finds its booked box by the AWB (the search's docket index is on lower(docket)).
    index('shipments_awb_idx').on(t.docket).where(sql`source = 'booked'`),
    // The customer's parcels the courier delivered at the centre, not yet received: the desk's first queue.
    index('shipments_arrived_idx')
      .on(t.requestId)
      .where(sql`booking = 'booked' and direction = 'in' and stage = 'delivered' and status = 'in_transit'`),
    index('shipments_tracked_idx')
      .on(t.lastEventAt)
      .where(sql`booking = 'booked' and stage not in ('delivered', 'returned', 'cancelled', 'lost')`),
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
    /** Who said so: the desk or the app (`desk`), or the carrier's webhook or its polling (issue 43). */
    source: text('source', { enum: ['desk', 'carrier'] })
      .notNull()
      .default('desk'),
    /** The carrier's own status id and words, and where the scan was; when the carrier says it happened. */
    carrierStatus: text('carrier_status'),
    note: text('note'),
    eventAt: ts('event_at'),
    /** Whether it moved the box on: a duplicate or late event is kept on the timeline and changes nothing. */
    moved: boolean('moved').notNull().default(true),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.id)],
);
