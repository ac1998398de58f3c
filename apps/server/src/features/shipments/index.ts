// The boxes in and out (issue 42, decision 106): the customer's parcel and the boxes back own the courier
// and docket; a move's receipt, dispatch and delivery move them (`shipmentMoveEffect`). Booked with a
// carrier from the portal (issue 43, decision 107): the customer's pickup, its outbox and its tracking.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { WebhookInbox } from '../webhooks';
import { carrierOf } from './carriers/carrier-of';
import { handleCarrierTracking } from './carriers/tracking-intake';
import { createCourierSettingsService } from './courier-settings.service';
import { pickupRoutes } from './pickup.routes';
import { createPickupService } from './pickup.service';

export { startBookingWorker } from './booking.worker';
export { startTrackingPoll } from './carriers/tracking-poll';
export { courierCountsSql, courierQueueClause } from './courier-queues';
export { shipmentMoveEffect } from './move-effect';
export { newParcel } from './parcel';
export { pickupsOn } from './pickups-on';
export {
  correctParcel,
  parcelColumns,
  returnColumns,
  type ShipmentDoc,
  shipmentsFromDoc,
} from './shipments.repository';
export { shipmentsOf } from './shipments.service';

/** The carriers' side (issue 43): the customer's pickup, the admin's settings, tracking through the inbox. */
export function shipmentsFeature(
  deps: Pick<Deps, 'db' | 'log' | 'now' | 'settings' | 'cache'>,
  inbox: Pick<WebhookInbox, 'handle'>,
) {
  handleCarrierTracking(deps, inbox);
  const carrier = carrierOf(deps.settings);
  const pickups = createPickupService(deps, carrier);
  const settings = createCourierSettingsService(deps);
  return {
    pickups,
    /** The carrier's client (null without its sign-in), for the polling of quiet boxes. */
    carrier,
    register: (api: FastifyInstance) => api.register(pickupRoutes, { pickups, settings }),
  };
}
export type ShipmentsFeature = ReturnType<typeof shipmentsFeature>;
