import { z } from 'zod';
import { ZBooking } from './pickup';

/**
 * A shipment is a box in or out (decision 106): the customer's parcel to the centre (`in`, one a request,
 * its docket typed when the request is raised) or a box back to the customer (`out`, one a dispatch, many
 * items in it). Typed by hand, or booked with a courier from the portal (issue 43, decision 107).
 */
export const SHIPMENT_DIRECTIONS = ['in', 'out'] as const;
export type TShipmentDirection = (typeof SHIPMENT_DIRECTIONS)[number];

export const SHIPMENT_SOURCES = ['typed', 'booked'] as const;
export type TShipmentSource = (typeof SHIPMENT_SOURCES)[number];

/** In the order a box goes through them; `cancelled` ends a box that never arrived. */
export const SHIPMENT_STATUSES = ['in_transit', 'delivered', 'cancelled'] as const;
export type TShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

const RANK: Record<TShipmentStatus, number> = { in_transit: 0, delivered: 1, cancelled: 1 };

/**
 * A shipment's status only moves forward (PRODUCT.md): a late or repeated event (a courier's webhook sent
 * twice, out of order) never takes a delivered box back to in transit, and an ended box stays ended.
 */
export const shipmentMovesForward = (from: TShipmentStatus, to: TShipmentStatus) => RANK[to] > RANK[from];

/** A box as the request's view shows it: which way, by whom, its docket, its status and the items in it. */
export const ZShipment = z.object({
  direction: z.enum(SHIPMENT_DIRECTIONS),
  carrier: z.string(),
  docket: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /** The line numbers of the request's items it carries, in order. */
  line_nos: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
  /** The courier's booking of a pickup (issue 43, decision 107); null for a box typed by hand. */
  booking: ZBooking.nullable(),
});
export type TShipment = z.infer<typeof ZShipment>;
