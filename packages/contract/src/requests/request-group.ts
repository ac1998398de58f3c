import { STATUS_FACTS } from './status-registry';
import { ITEM_STATUSES, type TItemStatus, type TRequestGroup } from './statuses';

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
