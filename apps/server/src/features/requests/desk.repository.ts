import { NEEDS, NEEDS_STATUSES, type TNeeds } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { repairRequests } from '../../db/schema';

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

/** How many requests wait for each step: each count reads only its own small partial index. */
export async function needsCounts(db: DbOrTx): Promise<Record<TNeeds, number>> {
  const columns = NEEDS.map((n) => `(select count(*)::int from repair_requests where '${n}' = any(needs)) as "${n}"`);
  const result = await db.execute(sql.raw(`select ${columns.join(', ')}`));
  const [row] = (result as unknown as { rows: Record<TNeeds, number>[] }).rows;
  return Object.fromEntries(NEEDS.map((n) => [n, Number(row?.[n] ?? 0)])) as Record<TNeeds, number>;
}
