import type { MoveEffect } from '../item-flow';
import { countDelivery } from './turnaround-counters.repository';

/** The turnaround report counts an item once, when it is delivered (decision 061): a move's effect. */
export const deliveryCountEffect: MoveEffect = {
  perItem: ({ tx }, { item }) => countDelivery(tx, item.id),
};
