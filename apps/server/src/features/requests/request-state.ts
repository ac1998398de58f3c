import { NEEDS, NEEDS_STATUSES, requestGroup, type TItemStatus, type TRequestGroup } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { writeTogether } from '../../db/sql/together';
import type { CounterDoc } from './request-state.repository';
import * as state from './request-state.repository';

/**
 * The one owner of a request's derived state: its group, charge total and service-desk queues, and the
 * day and queue counters of the staff-wide views (decision 011). Every item move calls this in its own
 * transaction, after changing the items, so the counters always equal counting every request.
 */
export async function settleRequestState(tx: DbOrTx, requestId: string) {
  const before = await state.lockState(tx, requestId);
  const after = await state.recomputeState(tx, requestId);
  if (!after) return;
  const days: state.DayShift[] = [];
  if (!before || before.group !== after.group || before.charges !== after.charges) {
    if (before) days.push({ state: before, at: state.storedAt(before.createdAt), sign: -1 });
    days.push({ state: after, at: state.storedAt(after.createdAt), sign: 1 });
  }
  await writeTogether(tx, state.counterShifts(days, queueDeltas(after.needs, before?.needs ?? [])));
}

const queueDeltas = (after: readonly string[], before: readonly string[]) =>
  NEEDS.map((step) => ({
    needs: step,
    delta: (after.includes(step) ? 1 : 0) - (before.includes(step) ? 1 : 0),
  })).filter((q) => q.delta !== 0);

/**
 * A new request's state, from its items' statuses by the same contract tables the stored state is
 * recomputed from (a test compares the two), and its counter changes for the request's own write: a new
 * request has no weight in the counters yet, and its day is that of `now()`, the time the same statement
 * gives the request.
 */
export function newRequestState(statuses: readonly TItemStatus[]): { state: NewState; counters: CounterDoc } {
  const needs = NEEDS.filter((n) => statuses.some((s) => NEEDS_STATUSES[n].includes(s)));
  const after = { group: requestGroup(statuses), items: statuses.length, charges: 0, needs };
  return {
    state: after,
    counters: {
      days: [{ at: null, group: after.group, requests: 1, items: after.items, charges: 0 }],
      queues: needs.map((n) => ({ needs: n, requests: 1 })),
    },
  };
}
type NewState = Omit<state.RequestState, 'createdAt' | 'group'> & { group: TRequestGroup };

export { rebuildAllStates } from './request-state.repository';
