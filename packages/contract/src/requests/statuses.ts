/** Item statuses in flow order (PRODUCT.md); what each is and its words are in status-registry/. */
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

export const REQUEST_GROUPS = ['pending', 'in_progress', 'completed'] as const;
export type TRequestGroup = (typeof REQUEST_GROUPS)[number];

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
