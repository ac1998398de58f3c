import { NEEDS, type TNeeds } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deskQueueCounts, deskQueueDeltas, repairRequests } from '../../db/schema';

/** Requests with an item waiting for this step; spelled as the partial index's predicate so it is used. */
export function needsClause(needs: TNeeds): SQL {
  if (!NEEDS.includes(needs)) throw new Error('unknown step');
  return sql.raw(`'${needs}' = any(${repairRequests.needs.name})`);
}

/** How many requests wait for each step: the queue counters and their changes not yet folded in. */
export async function needsCounts(db: DbOrTx): Promise<Record<TNeeds, number>> {
  const arm = (t: typeof deskQueueCounts | typeof deskQueueDeltas) =>
    db.select({ needs: t.needs, requests: t.requests }).from(t);
  const q = arm(deskQueueCounts).unionAll(arm(deskQueueDeltas)).as('queues');
  const rows = await db
    .select({ needs: q.needs, requests: sql<number>`sum(${q.requests})::int` })
    .from(q)
    .groupBy(q.needs);
  return Object.fromEntries(NEEDS.map((n) => [n, rows.find((r) => r.needs === n)?.requests ?? 0])) as Record<
    TNeeds,
    number
  >;
}
