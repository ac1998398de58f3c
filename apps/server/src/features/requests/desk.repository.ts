import { NEEDS, type TNeeds } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deskQueueCounts, repairRequests } from '../../db/schema';

/** Requests with an item waiting for this step; spelled as the partial index's predicate so it is used. */
export function needsClause(needs: TNeeds): SQL {
  if (!NEEDS.includes(needs)) throw new Error('unknown step');
  return sql.raw(`'${needs}' = any(${repairRequests.needs.name})`);
}

/** How many requests wait for each step: the queue counters, five rows. */
export async function needsCounts(db: DbOrTx): Promise<Record<TNeeds, number>> {
  const rows = await db.select().from(deskQueueCounts);
  return Object.fromEntries(NEEDS.map((n) => [n, rows.find((r) => r.needs === n)?.requests ?? 0])) as Record<
    TNeeds,
    number
  >;
}
