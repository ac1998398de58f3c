// The boxes in and out (issue 42, decision 106): the customer's parcel and the boxes back own the courier
// and docket; a move's receipt, dispatch and delivery move them (`shipmentMoveEffect`).
import type { Deps } from '../../deps';
import type { WebhookInbox } from '../webhooks';
import { handleCarrierTracking } from './carriers/tracking-intake';

export { shipmentMoveEffect } from './move-effect';
export { newParcel } from './parcel';
export {
  correctParcel,
  parcelColumns,
  returnColumns,
  type ShipmentDoc,
  shipmentsFromDoc,
} from './shipments.repository';
export { shipmentsOf } from './shipments.service';

/** The carriers' side (issue 43): their tracking events through the webhook inbox. */
export function shipmentsFeature(deps: Pick<Deps, 'log'>, inbox: Pick<WebhookInbox, 'handle'>) {
  handleCarrierTracking(deps.log, inbox);
}
