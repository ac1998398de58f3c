import { STATUS_FACTS } from './status-registry';

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

/**
 * The group rule (PRODUCT.md) as a table, in the order it is read: a request is in the first group whose
 * statuses every one of its items has; otherwise it is in progress. A cancelled item was withdrawn, so it
 * does not hold its request back: all cancelled is completed, pending beside cancelled is still pending
 * (decision 033). Read off each status's `group`; the TypeScript below and the server's SQL read this table.
 */
const settlingIn = (group: TRequestGroup) =>
  ITEM_STATUSES.filter((s) => STATUS_FACTS[s].group === group || STATUS_FACTS[s].group === null);
export const GROUP_WHEN_ALL: readonly (readonly [Exclude<TRequestGroup, 'in_progress'>, readonly TItemStatus[]])[] = [
  ['completed', settlingIn('completed')],
  ['pending', settlingIn('pending')],
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
