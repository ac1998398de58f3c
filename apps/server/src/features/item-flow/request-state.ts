import { NEEDS, NEEDS_STATUSES, requestGroup, type TItemStatus, type TRequestGroup } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { writeTogether } from '../../db/sql/together';
import { type EntryDoc, entriesFromDoc } from './item-status.repository';
import * as state from './request-state.repository';
import { type CounterDoc, countersFromDoc } from './request-state.repository';

/**
 * The one owner of a request's derived state: its group, charge total and service-desk queues, and the
 * day and queue counters of the staff-wide views (decision 011) and of each customer's (decision 062). Every item move calls this in its own
 * transaction, after changing the items, so the counters always equal counting every request.
 */
export async function settleRequestState(tx: DbOrTx, requestId: string): Promise<state.RequestState | undefined> {
  const before = await state.lockState(tx, requestId);
  const after = await state.recomputeState(tx, requestId);
  if (!after) return;
  const days: state.DayShift[] = [];
  if (!before || before.group !== after.group || before.charges !== after.charges) {
    if (before) days.push({ state: before, at: state.storedAt(before.createdAt), sign: -1 });
    days.push({ state: after, at: state.storedAt(after.createdAt), sign: 1 });
  }
  await writeTogether(tx, state.counterShifts(days, queueDeltas(after.needs, before?.needs ?? [])));
  return after;
}

const queueDeltas = (after: readonly string[], before: readonly string[]) =>
  NEEDS.map((step) => ({
    needs: step,
    delta: (after.includes(step) ? 1 : 0) - (before.includes(step) ? 1 : 0),
  })).filter((q) => q.delta !== 0);

/** A new request's part of its one write (decision 031): its first tracking entries and counter changes. */
export type NewRequestFlowDoc = EntryDoc & CounterDoc;
/** The inserts that read that part from the write's document, in the order the write runs them. */
export const newRequestFlowFromDoc = () => [entriesFromDoc(), ...countersFromDoc()];

/**
 * A new request's items as the flow starts them (every one "pending", with its first tracking entry), the
 * request's derived state from the same contract tables the stored state is recomputed from (a test
 * compares the two), and its counter changes: a new request has no weight in the counters yet, and its
 * day is that of `now()`, the time the same statement gives the request.
 */
export function newRequestFlow(
  itemIds: readonly string[],
  actorId: string,
  customerId: string,
): { state: NewState; part: NewRequestFlowDoc } {
  const statuses = itemIds.map((): TItemStatus => 'pending');
  const needs = NEEDS.filter((n) => statuses.some((s) => NEEDS_STATUSES[n].includes(s)));
  const group = requestGroup(statuses);
  return {
    state: { groupStatus: group, itemCount: statuses.length, chargesTotal: 0, needs },
    part: {
      tracking: itemIds.map((itemId) => ({ itemId, status: 'pending', remark: 'Request raised', actorId })),
      days: [{ customerId, at: null, group, requests: 1, items: statuses.length, charges: 0 }],
      queues: needs.map((n) => ({ needs: n, requests: 1 })),
    },
  };
}
/** The request row's derived columns, as the flow keeps them. */
type NewState = { groupStatus: TRequestGroup; itemCount: number; chargesTotal: number; needs: string[] };

export { rebuildAllStates } from './request-state.repository';
