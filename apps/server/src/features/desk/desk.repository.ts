import { CLOCK_COUNT_SHOWN, NEEDS, type TNeeds, type TRequestClock } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { deskQueueCounts, deskQueueDeltas, repairRequests } from '../../db/schema';
import { requestClockClause } from '../../db/sql/clock';

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

/**
 * How many requests are late, and at risk, at `now` (decision 059): counted live (they change with time, not
 * with writes, so no counter can hold them), each from the clock index alone, and no further than `shown` + 1
 * (decision 084: at a million requests, 19,711 late took 8 ms to count and the badge says "999+").
 */
export async function clockCounts(
  db: DbOrTx,
  now: Date,
  shown = CLOCK_COUNT_SHOWN,
): Promise<Record<TRequestClock, number>> {
  const count = (c: TRequestClock) =>
    sql<number>`(select count(*)::int from (select 1 from ${repairRequests}
      where ${requestClockClause(c, now.toISOString())} limit ${shown + 1}) as clock)`;
  const [row] = await db.select({ at_risk: count('at_risk'), late: count('late') }).from(sql`(select 1) as one`);
  return { at_risk: Number(row?.at_risk ?? 0), late: Number(row?.late ?? 0) };
}

/**
 * Everything the desk's counts show, in one statement (decision 104): the queues (counters and their
 * pending changes), the clock queues counted live as `clockCounts` does, `awaiting` (the conversations'
 * count) and `couriers` (the courier queues' counts, issue 43), each handed in as SQL by its feature. One round trip on one connection, where three side by side took three.
 */
export async function deskCounts(
  db: DbOrTx,
  now: Date,
  handed: { awaiting: SQL; couriers: SQL },
  shown = CLOCK_COUNT_SHOWN,
) {
  const clock = (c: TRequestClock) =>
    sql`(select count(*)::int from (select 1 from ${repairRequests}
      where ${requestClockClause(c, now.toISOString())} limit ${shown + 1}) as clock)`;
  const result = await db.execute(sql`select
    (select coalesce(json_object_agg(q.needs, q.n), '{}') from (
      select needs, sum(requests)::int as n from (
        select needs, requests from ${deskQueueCounts} union all select needs, requests from ${deskQueueDeltas}
      ) as both_ group by needs) as q) as needs,
    ${clock('at_risk')} as at_risk, ${clock('late')} as late, (${handed.awaiting}) as awaiting,
    ${handed.couriers} as couriers`);
  type Json = Record<string, number> | string;
  const [row] = rowsOf<{ needs: Json; at_risk: number; late: number; awaiting: number; couriers: Json }>(result);
  const couriers = typeof row?.couriers === 'string' ? (JSON.parse(row.couriers) as Json) : (row?.couriers ?? {});
  const courier = (k: string) => Number((couriers as Record<string, number>)[k] ?? 0);
  const needs = typeof row?.needs === 'string' ? (JSON.parse(row.needs) as Record<string, number>) : (row?.needs ?? {});
  return {
    counts: Object.fromEntries(NEEDS.map((n) => [n, Number(needs[n] ?? 0)])) as Record<TNeeds, number>,
    clock: { at_risk: Number(row?.at_risk ?? 0), late: Number(row?.late ?? 0) } as Record<TRequestClock, number>,
    awaiting: Number(row?.awaiting ?? 0),
    couriers: { arrived: courier('arrived'), exception: courier('exception'), quiet: courier('quiet') },
  };
}
