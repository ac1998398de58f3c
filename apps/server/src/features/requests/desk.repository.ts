import { NEEDS, NEEDS_STATUSES, type TNeeds } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deskQueueCounts, repairRequests } from '../../db/schema';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const WAITING = NEEDS.flatMap((n) => NEEDS_STATUSES[n]);

/**
 * The steps a request's items wait for, from its items: stored on the request (`needs`) in the same
 * transaction as every item change. The names come from the contract's constants, never from input.
 */
export const needsOfItems = (requestId: SQL | string) =>
  sql`(select coalesce(array_agg(distinct case ${sql.raw(
    NEEDS.map((n) => `when status in (${quoted(NEEDS_STATUSES[n])}) then '${n}'`).join(' '),
  )} end), '{}') from request_items where request_id = ${requestId} and status in (${sql.raw(quoted(WAITING))}))`;

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

/** Moves a request between queues: -1 where it left, +1 where it arrived (same transaction as the change). */
export async function shiftQueueCounts(tx: DbOrTx, before: readonly string[], after: readonly string[]) {
  const deltas = NEEDS.map((n) => [n, (after.includes(n) ? 1 : 0) - (before.includes(n) ? 1 : 0)] as const).filter(
    ([, d]) => d !== 0,
  );
  for (const [needs, delta] of deltas) {
    await tx
      .insert(deskQueueCounts)
      .values({ needs, requests: delta })
      .onConflictDoUpdate({
        target: deskQueueCounts.needs,
        set: { requests: sql`${deskQueueCounts.requests} + ${delta}` },
      });
  }
}

/** Recounts the queues from the requests (the generator uses it). */
export async function rebuildQueueCounts(tx: DbOrTx) {
  await tx.delete(deskQueueCounts);
  for (const n of NEEDS) {
    await tx.execute(
      sql`insert into ${deskQueueCounts} (needs, requests) select ${n}, count(*) from repair_requests where ${needsClause(n)}`,
    );
  }
}
