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
  if (!before || before.group !== after.group || before.charges !== after.charges) {
    if (before) await state.shiftDailyTotal(tx, before, -1);
    await state.shiftDailyTotal(tx, after, 1);
  }
  for (const step of NEEDS) {
    const delta = (after.needs.includes(step) ? 1 : 0) - (before?.needs.includes(step) ? 1 : 0);
    if (delta !== 0) await state.shiftQueueCount(tx, step, delta);
  }
}

export { rebuildAllStates } from './request-state.repository';
