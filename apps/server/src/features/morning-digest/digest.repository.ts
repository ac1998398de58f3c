import { CLOCK_DONE_STATUSES } from '@svc/contract';
import { and, asc, eq, inArray, isNotNull, not } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, brandMaster, itemMaster, repairRequests, requestItems } from '../../db/schema';

/**
 * Every item whose promise still runs: received (it has a due) and not done. Which of them are late or at
 * risk is the contract's `itemPromise` to say, not this query's (one owner of that rule).
 */
export function runningPromises(db: DbOrTx) {
  return db
    .select({
      reqCode: repairRequests.reqCode,
      itemName: itemMaster.name,
      brandName: brandMaster.name,
      modelNumber: requestItems.modelNumber,
      serialNumber: requestItems.serialNumber,
      status: requestItems.status,
      dueAt: requestItems.dueAt,
      turnaroundDays: requestItems.turnaroundDays,
      turnaroundHours: requestItems.turnaroundHours,
      pausedSince: requestItems.pausedSince,
      branchId: requestItems.branchId,
    })
    .from(requestItems)
    .innerJoin(repairRequests, eq(repairRequests.id, requestItems.requestId))
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(and(isNotNull(requestItems.dueAt), not(inArray(requestItems.status, [...CLOCK_DONE_STATUSES, 'pending']))))
    .orderBy(asc(requestItems.dueAt), asc(repairRequests.reqCode), asc(requestItems.lineNo));
}
export type RunningPromiseRow = Awaited<ReturnType<typeof runningPromises>>[number];

/** The branches with their digest address ('' when they leave it to the company's e-mail). */
export function branchAddresses(db: DbOrTx) {
  return db
    .select({ id: branches.id, name: branches.name, email: branches.email, active: branches.active })
    .from(branches);
}
