import type { DbOrTx } from '../../db/client';
import * as repo from './shipments.repository';

/** What the boxes take of a move (decision 106). */
interface MoveSeen {
  tx: DbOrTx;
  caller: { userId: string };
  now: Date;
  request: { requestId: string };
  to: string;
  dispatch: { returnCourier?: string; returnDocket?: string };
  /** The items whose move names the shipment effect. */
  items: { item: { id: string } }[];
}

/**
 * A move's boxes: the first receipt delivers the customer's parcel, a cancel of the last item to come
 * cancels it, a dispatch packs its items in the box back (one box for a dispatch of many, or one made in
 * parts with the same docket), and the box is delivered once every item in it is.
 */
export const shipmentMoveEffect = {
  async once({ tx, caller, now, request, to, dispatch, items }: MoveSeen) {
    const ids = items.map((m) => m.item.id);
    if (to === 'received') await repo.parcelArrived(tx, request.requestId, caller.userId, now);
    else if (to === 'cancelled') await repo.parcelCancelledIfNothingLeft(tx, request.requestId, caller.userId, now);
    else if (to === 'delivered') await repo.boxesDeliveredIfAllIn(tx, ids, caller.userId, now);
    else if (to === 'dispatched')
      await repo.packBox(tx, {
        requestId: request.requestId,
        carrier: dispatch.returnCourier?.trim() ?? '',
        docket: dispatch.returnDocket?.trim() ?? '',
        itemIds: ids,
        actorId: caller.userId,
        at: now,
      });
  },
};
