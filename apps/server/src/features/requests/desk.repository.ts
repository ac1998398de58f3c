import { NEEDS, NEEDS_STATUSES, type TNeeds } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { repairRequests, requestItems } from '../../db/schema';

const inList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/** Requests with at least one item waiting for this step of the service desk. */
export function needsClause(needs: TNeeds): SQL {
  return sql`exists (select 1 from ${requestItems} where ${requestItems.requestId} = ${repairRequests.id}
    and ${requestItems.status} in (${inList(NEEDS_STATUSES[needs])}))`;
}

/** How many requests wait for each step; a request with items at two steps counts in both. */
export async function needsCounts(db: DbOrTx): Promise<Record<TNeeds, number>> {
  const cases = sql.join(
    NEEDS.map((n) => sql`when ${requestItems.status} in (${inList(NEEDS_STATUSES[n])}) then ${n}`),
    sql` `,
  );
  const waiting = NEEDS.flatMap((n) => NEEDS_STATUSES[n]);
  const result = await db.execute(sql`
    select needs, count(distinct request_id)::int as n from (
      select case ${cases} end as needs, ${requestItems.requestId} as request_id from ${requestItems}
      where ${requestItems.status} in (${inList(waiting)})) s
    group by needs`);
  const rows = (result as unknown as { rows: { needs: TNeeds; n: number }[] }).rows;
  const counts = Object.fromEntries(NEEDS.map((n) => [n, 0])) as Record<TNeeds, number>;
  for (const r of rows) counts[r.needs] = Number(r.n);
  return counts;
}
