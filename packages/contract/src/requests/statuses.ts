/** Item statuses in flow order (PRODUCT.md), each with the customer-facing label and explanation. */
export const ITEM_STATUSES = [
  'pending',
  'received',
  'estimated',
  'approved',
  'declined',
  'in_repair',
  'repaired',
  'not_repairable',
  'dispatched',
  'delivered',
  'cancelled',
] as const;
export type TItemStatus = (typeof ITEM_STATUSES)[number];

export const STATUS_TEXT: Record<TItemStatus, { label: string; explanation: string }> = {
  pending: { label: 'Request raised', explanation: 'We are waiting for your item to reach the service centre.' },
  received: { label: 'Received', explanation: 'Your item has arrived at the service centre and will be inspected.' },
  estimated: { label: 'Charges quoted', explanation: 'We have quoted the charges. Please approve or decline them.' },
  approved: {
    label: 'Charges approved',
    explanation: 'Thank you for approving the charges. The repair will start soon.',
  },
  declined: { label: 'Charges declined', explanation: 'You declined the charges. We will send the item back to you.' },
  in_repair: { label: 'In repair', explanation: 'A technician is working on your item.' },
  repaired: { label: 'Repaired', explanation: 'The repair is finished. The item will be dispatched to you.' },
  not_repairable: {
    label: 'Not repairable',
    explanation: 'The item could not be repaired. It will be sent back to you.',
  },
  dispatched: { label: 'Dispatched', explanation: 'Your item is on its way back to you.' },
  delivered: { label: 'Delivered', explanation: 'You have your item back.' },
  cancelled: { label: 'Cancelled', explanation: 'This item was withdrawn before it reached us.' },
};

/** The allowed moves of the flow; anything else is refused. */
export const TRANSITIONS: Record<TItemStatus, readonly TItemStatus[]> = {
  pending: ['received', 'cancelled'],
  received: ['estimated'],
  estimated: ['approved', 'declined'],
  approved: ['in_repair'],
  declined: ['dispatched'],
  in_repair: ['repaired', 'not_repairable'],
  repaired: ['dispatched'],
  not_repairable: ['dispatched'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const REQUEST_GROUPS = ['pending', 'in_progress', 'completed'] as const;
export type TRequestGroup = (typeof REQUEST_GROUPS)[number];

/**
 * The group rule (PRODUCT.md) as a table: a request is in a group when every one of its items has one of
 * that group's statuses; otherwise it is in progress. The TypeScript below and the server's SQL are both
 * read off this table.
 */
export const GROUP_WHEN_ALL: Record<Exclude<TRequestGroup, 'in_progress'>, readonly TItemStatus[]> = {
  pending: ['pending'],
  completed: ['delivered', 'cancelled'],
};

/** A request's group from its items' statuses. */
export function requestGroup(statuses: readonly TItemStatus[]): TRequestGroup {
  if (statuses.length === 0 || statuses.every((s) => GROUP_WHEN_ALL.pending.includes(s))) return 'pending';
  if (statuses.every((s) => GROUP_WHEN_ALL.completed.includes(s))) return 'completed';
  return 'in_progress';
}

export const GROUP_LABEL: Record<TRequestGroup, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** The service desk's queues: what staff must do next, by the item statuses that wait for it. */
export const NEEDS = ['receipt', 'charges', 'repair', 'dispatch', 'delivery'] as const;
export type TNeeds = (typeof NEEDS)[number];
export const NEEDS_STATUSES: Record<TNeeds, readonly TItemStatus[]> = {
  receipt: ['pending'],
  charges: ['received'],
  repair: ['approved', 'in_repair'],
  dispatch: ['repaired', 'not_repairable', 'declined'],
  delivery: ['dispatched'],
};
