import type { DbOrTx } from '../../db/client';
import { countDelivery } from './turnaround-counters.repository';

/**
 * The turnaround report counts an item once, when it is delivered (decision 061): a move's effect
 * (decision 103), taking of the move only what it needs.
 */
export const deliveryCountEffect = {
  perItem: ({ tx }: { tx: DbOrTx }, { item }: { item: { id: string } }) => countDelivery(tx, item.id),
};
