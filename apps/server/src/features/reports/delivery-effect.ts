import type { DbOrTx } from '../../db/client';
import { countDeliveries } from './turnaround-counters.repository';

/**
 * The turnaround report counts an item once, when it is delivered (decision 061): a move's effect
 * (decision 103), taking of the move only what it needs.
 */
export const deliveryCountEffect = {
  once: ({ tx, items }: { tx: DbOrTx; items: readonly { item: { id: string } }[] }) =>
    countDeliveries(
      tx,
      items.map((i) => i.item.id),
    ),
};
