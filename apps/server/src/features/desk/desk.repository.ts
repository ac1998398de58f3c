import { NEEDS, type TNeeds } from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deskQueueCounts, deskQueueDeltas } from '../../db/schema';

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
