import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { requestItems } from '../../db/schema';

/** The promises of the items of these requests that have one (the list's time left, decision 059). */
export function promisesOfRequests(db: DbOrTx, requestIds: readonly string[]) {
  if (!requestIds.length) return Promise.resolve([]);
  return db
    .select({
      requestId: requestItems.requestId,
      status: requestItems.status,
      dueAt: requestItems.dueAt,
      turnaroundDays: requestItems.turnaroundDays,
      pausedSince: requestItems.pausedSince,
    })
    .from(requestItems)
    .where(and(inArray(requestItems.requestId, [...requestIds]), sql`${requestItems.dueAt} is not null`));
}
