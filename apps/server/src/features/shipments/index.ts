// The boxes in and out (issue 42, decision 106): the customer's parcel and the boxes back own the courier
// and docket; a move's receipt, dispatch and delivery move them (`shipmentMoveEffect`).
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
