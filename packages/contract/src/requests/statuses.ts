/** Item statuses in flow order (PRODUCT.md), each with the customer-facing label and explanation. */
export const ITEM_STATUSES = [
  'pending',
  'received',
  'estimated',
  'approved',
  'declined',
  'in_repair',
  'waiting_for_parts',
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
  // {date}: when the parts are expected (DD-MM-YYYY); `explainStatus` and the screens' catalogues fill it in.
  waiting_for_parts: {
    label: 'Waiting for parts',
    explanation: 'The repair is waiting for parts, expected by {date}. It goes on as soon as they arrive.',
  },
  repaired: { label: 'Repaired', explanation: 'The repair is finished. The item will be dispatched to you.' },
  not_repairable: {
    label: 'Not repairable',
    explanation: 'The item could not be repaired. It will be sent back to you.',
  },
  dispatched: { label: 'Dispatched', explanation: 'Your item is on its way back to you.' },
  delivered: { label: 'Delivered', explanation: 'You have your item back.' },
  cancelled: { label: 'Cancelled', explanation: 'This item was withdrawn before it reached us.' },
};

export const REQUEST_GROUPS = ['pending', 'in_progress', 'completed'] as const;
export type TRequestGroup = (typeof REQUEST_GROUPS)[number];

/**
 * The group rule (PRODUCT.md) as a table, in the order it is read: a request is in the first group whose
 * statuses every one of its items has; otherwise it is in progress. A cancelled item was withdrawn, so it
 * does not hold its request back: all cancelled is completed, pending beside cancelled is still pending
 * (decision 033). The TypeScript below and the server's SQL are both read off this table.
 */
export const GROUP_WHEN_ALL: readonly (readonly [Exclude<TRequestGroup, 'in_progress'>, readonly TItemStatus[]])[] = [
  ['completed', ['delivered', 'cancelled']],
  ['pending', ['pending', 'cancelled']],
];

/** A request's group from its items' statuses. */
export function requestGroup(statuses: readonly TItemStatus[]): TRequestGroup {
  if (statuses.length === 0) return 'pending';
  const found = GROUP_WHEN_ALL.find(([, all]) => statuses.every((s) => all.includes(s)));
  return found ? found[0] : 'in_progress';
}

export const GROUP_LABEL: Record<TRequestGroup, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** The service desk's queues: what staff must do next, by the item statuses that wait for it. */
export const NEEDS = ['receipt', 'charges', 'repair', 'dispatch', 'delivery'] as const;
export type TNeeds = (typeof NEEDS)[number];

/** The service desk's clock queues (decision 059): requests with a late item, and those at risk (none late). */
export const REQUEST_CLOCKS = ['at_risk', 'late'] as const;
export type TRequestClock = (typeof REQUEST_CLOCKS)[number];
/**
 * The clock queues' counts are exact up to this; one more means "more than this" (shown "999+"). They are
 * counted live (they change with time, not with writes), and a desk badge needs no count of thousands.
 */
export const CLOCK_COUNT_SHOWN = 999;
