import { randomUUID } from 'node:crypto';
import type { ShipmentDoc } from './shipments.repository';

/**
 * A new request's parcel (decision 106): the box the customer sends with the courier and docket they typed,
 * carrying every item, on its way; written with the request in its one statement (`shipmentsFromDoc`).
 */
export function newParcel(p: {
  requestId: string;
  itemIds: readonly string[];
  carrier: string;
  docket: string;
  actorId: string;
}): { part: ShipmentDoc } {
  const shipmentId = randomUUID();
  return {
    part: {
      shipments: [
        {
          id: shipmentId,
          requestId: p.requestId,
          direction: 'in',
          carrier: p.carrier,
          docket: p.docket,
          createdBy: p.actorId,
        },
      ],
      shipment_items: p.itemIds.map((itemId) => ({ shipmentId, itemId, direction: 'in' as const })),
      shipment_events: [{ shipmentId, status: 'in_transit', actorId: p.actorId }],
    },
  };
}
