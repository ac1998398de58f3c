import { NEEDS } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import * as state from './request-state.repository';

/**
 * The one owner of a request's derived state: its group, charge total and service-desk queues, and the
 * day and queue counters of the staff-wide views (decision 011). Create and every item move call this in
 * their own transaction, after changing the items, so the counters always equal counting every request.
 * A new request (`isNew`) has no weight in the counters yet.
 */
export async function settleRequestState(tx: DbOrTx, requestId: string, opts: { isNew?: boolean } = {}) {
  const before = opts.isNew ? undefined : await state.lockState(tx, requestId);
  const after = await state.recomputeState(tx, requestId);
  if (!after) return;
  const days: state.DayShift[] = [];
  if (!before || before.group !== after.group || before.charges !== after.charges) {
    if (before) days.push({ state: before, sign: -1 });
    days.push({ state: after, sign: 1 });
  }
  const queues = NEEDS.map((step) => ({
    needs: step,
    delta: (after.needs.includes(step) ? 1 : 0) - (before?.needs.includes(step) ? 1 : 0),
  })).filter((q) => q.delta !== 0);
  await state.shiftCounters(tx, days, queues);
}

export { rebuildAllStates } from './request-state.repository';
