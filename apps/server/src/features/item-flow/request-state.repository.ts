import { GROUP_WHEN_ALL, NEEDS, NEEDS_STATUSES } from '@svc/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  deskQueueCounts,
  deskQueueDeltas,
  repairRequests,
  reportCustomerDailyTotals,
  reportDailyDeltas,
  reportDailyTotals,
  requestItems,
} from '../../db/schema';
import { LIVE_INVOICED, REQUEST_CHARGES, UNINVOICED_COST } from '../../db/sql/charges';
import { AT_RISK_AT_OF_ITEMS, LATE_AT_OF_ITEMS } from '../../db/sql/clock';
import { docRows } from '../../db/sql/doc-write';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const WAITING = NEEDS.flatMap((n) => NEEDS_STATUSES[n]);

/**
 * The group of a request's items, as an aggregate over their `status` column: read off the contract's
 * GROUP_WHEN_ALL table, so the SQL and `requestGroup` cannot disagree (a test checks every combination).
 * The names come from the contract's constants, never from input.
 */
export const GROUP_OF_ITEMS = sql.raw(`case
  ${GROUP_WHEN_ALL.map(([group, all]) => `when bool_and(status in (${quoted(all)})) then '${group}'`).join('\n  ')}
  else 'in_progress' end`);

/** The steps a request's items wait for (the service desk's queues), from its items. */
const needsOfItems = (requestId: SQL | string) =>
  sql`(select coalesce(array_agg(distinct case ${sql.raw(
    NEEDS.map((n) => `when status in (${quoted(NEEDS_STATUSES[n])}) then '${n}'`).join(' '),
  )} end), '{}') from request_items where request_id = ${requestId} and status in (${sql.raw(quoted(WAITING))}))`;

const stateColumns = {
  customerId: repairRequests.customerId,
  createdAt: repairRequests.createdAt,
  group: repairRequests.groupStatus,
  items: repairRequests.itemCount,
  charges: repairRequests.chargesTotal,
  needs: repairRequests.needs,
};
export interface RequestState {
  customerId: string;
  createdAt: Date;
  group: string;
  items: number;
  charges: number;
  needs: string[];
}
const toState = (r: Omit<RequestState, 'charges'> & { charges: number | string }): RequestState => ({
  ...r,
  charges: Number(r.charges),
});

/** The request's derived state as stored, locked for the rest of the transaction. */
export async function lockState(tx: DbOrTx, requestId: string): Promise<RequestState | undefined> {
  const [row] = await tx
    .select(stateColumns)
    .from(repairRequests)
    .where(eq(repairRequests.id, requestId))
    .for('update');
  return row && toState(row);
}

/**
 * Recomputes the group, the charge total, the queues and the clock's instants (decision 059) from the items,
 * and answers the new state.
 */
export async function recomputeState(tx: DbOrTx, requestId: string): Promise<RequestState | undefined> {
  const [row] = await tx
    .update(repairRequests)
    .set({
      updatedAt: sql`now()`,
      groupStatus: sql`(select ${GROUP_OF_ITEMS} from ${requestItems} where request_id = ${requestId})`,
      chargesTotal: REQUEST_CHARGES(sql`${requestId}::uuid`),
      needs: needsOfItems(requestId),
      lateAt: sql`(select ${LATE_AT_OF_ITEMS} from ${requestItems} where request_id = ${requestId})`,
      atRiskAt: sql`(select ${AT_RISK_AT_OF_ITEMS} from ${requestItems} where request_id = ${requestId})`,
    })
    .where(eq(repairRequests.id, requestId))
    .returning(stateColumns);
  return row && toState(row);
}

/** India's calendar day of a timestamp, as the report filters count days. */
const IST_DAY = (ts: SQL) => sql`(${ts} at time zone 'Asia/Kolkata')::date`;

export interface DayShift {
  state: Omit<RequestState, 'createdAt'>;
  /** When the request was made: its stored time, or `now()` for a request made in the same statement. */
  at: SQL;
  sign: 1 | -1;
}
/** A stored request's time, for a day shift. */
export const storedAt = (createdAt: Date) => sql`${createdAt.toISOString()}::timestamptz`;

/**
 * Adds each request's weight (times its sign) to its day-and-group counter (staff-wide and its customer's,
 * decision 062) and each delta to its queue
 * count, as rows of their own: an insert waits on no other transaction (decision 027). At most one
 * insert per table, for `writeTogether` to run as one statement. `foldCounters` adds these rows to the
 * totals.
 */
export function counterShifts(days: DayShift[], queues: { needs: string; delta: number }[]): SQL[] {
  const dayRows = days.map(
    ({ state: s, at, sign }) =>
      sql`(${s.customerId}::uuid, ${IST_DAY(at)}, ${s.group}, ${sign}::int, ${sign * s.items}::int, ${sign * s.charges}::numeric)`,
  );
  const queueRows = queues.map((q) => sql`(${q.needs}, ${q.delta}::int)`);
  return [
    ...(dayRows.length
      ? [
          sql`insert into ${reportDailyDeltas} (customer_id, day, group_status, requests, items, charges) values ${sql.join(dayRows, sql`, `)}`,
        ]
      : []),
    ...(queueRows.length
      ? [sql`insert into ${deskQueueDeltas} (needs, requests) values ${sql.join(queueRows, sql`, `)}`]
      : []),
  ];
}

/** Counter changes in a write's document (`docWrite`); a day change without `at` is of `now()`. */
export interface CounterDoc {
  days: { customerId: string; at: string | null; group: string; requests: number; items: number; charges: number }[];
  queues: { needs: string; requests: number }[];
}
export const countersFromDoc = () => [
  sql`insert into ${reportDailyDeltas} (customer_id, day, group_status, requests, items, charges)
    select r."customerId", ${IST_DAY(sql`coalesce(r.at, now())`)}, r."group", r.requests, r.items, r.charges
    from ${docRows('days', { customerId: 'uuid', at: 'timestamptz', group: 'text', requests: 'int', items: 'int', charges: 'numeric' })}`,
  sql`insert into ${deskQueueDeltas} (needs, requests)
    select r.needs, r.requests from ${docRows('queues', { needs: 'text', requests: 'int' })}`,
];

/**
 * Moves every pending change into the totals (staff-wide and per customer from the same deleted rows),
 * one statement per table: a reader sees the change either
 * in the deltas or in the totals, never in both or neither; changes inserted meanwhile stay for the next
 * fold; two folds at once (two instances) each move only the rows they deleted. Answers the rows moved.
 */
export async function foldCounters(db: DbOrTx): Promise<number> {
  const days = await db.execute(sql`
    with moved as (delete from ${reportDailyDeltas} returning *),
    summed as (
      insert into ${reportDailyTotals} (day, group_status, requests, items, charges)
      select day, group_status, sum(requests), sum(items), sum(charges) from moved group by day, group_status
      on conflict (day, group_status) do update set
        requests = ${reportDailyTotals}.requests + excluded.requests,
        items = ${reportDailyTotals}.items + excluded.items,
        charges = ${reportDailyTotals}.charges + excluded.charges
      returning 1),
    per_customer as (
      insert into ${reportCustomerDailyTotals} (customer_id, day, group_status, requests, items, charges)
      select customer_id, day, group_status, sum(requests), sum(items), sum(charges) from moved
      group by customer_id, day, group_status
      on conflict (customer_id, day, group_status) do update set
        requests = ${reportCustomerDailyTotals}.requests + excluded.requests,
        items = ${reportCustomerDailyTotals}.items + excluded.items,
        charges = ${reportCustomerDailyTotals}.charges + excluded.charges
      returning 1)
    select (select count(*) from moved)::int as n`);
  const queues = await db.execute(sql`
    with moved as (delete from ${deskQueueDeltas} returning *),
    summed as (
      insert into ${deskQueueCounts} (needs, requests)
      select needs, sum(requests) from moved group by needs
      on conflict (needs) do update set requests = ${deskQueueCounts}.requests + excluded.requests
      returning 1)
    select (select count(*) from moved)::int as n`);
  const count = (r: unknown) => Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
  return count(days) + count(queues);
}

/** Recomputes every request's group, charge total and queues, then every counter (the generator uses it). */
export async function rebuildAllStates(db: DbOrTx) {
  await db.execute(sql`
    update repair_requests r set group_status = g.grp, charges_total = g.total
    from (select x.request_id, ${GROUP_OF_ITEMS} as grp,
            coalesce(sum(${UNINVOICED_COST(sql`x.id`)}), 0) + ${LIVE_INVOICED(sql`x.request_id`)} as total
          from request_items x group by x.request_id) g
    where g.request_id = r.id and (r.group_status <> g.grp or r.charges_total <> g.total)`);
  await db.execute(sql`update repair_requests r set needs = ${needsOfItems(sql`r.id`)}`);
  await rebuildClocks(db);
  await db.delete(reportDailyDeltas);
  await db.delete(deskQueueDeltas);
  await db.execute(sql`delete from ${reportDailyTotals}`);
  await db.execute(sql`
    insert into ${reportDailyTotals} (day, group_status, requests, items, charges)
    select ${IST_DAY(sql`created_at`)}, group_status, count(*), sum(item_count), sum(charges_total)
    from repair_requests group by 1, 2`);
  await db.execute(sql`delete from ${reportCustomerDailyTotals}`);
  await db.execute(sql`
    insert into ${reportCustomerDailyTotals} (customer_id, day, group_status, requests, items, charges)
    select customer_id, ${IST_DAY(sql`created_at`)}, group_status, count(*), sum(item_count), sum(charges_total)
    from repair_requests group by 1, 2, 3 order by 1, 2, 3`);
  await db.delete(deskQueueCounts);
  for (const n of NEEDS) {
    await db.execute(
      sql`insert into ${deskQueueCounts} (needs, requests) select ${n}, count(*) from repair_requests where ${sql.raw(`'${n}' = any(needs)`)}`,
    );
  }
}

/** Every request's clock instants from its items (the generator, and the at-risk backfill, use it). */
export async function rebuildClocks(db: DbOrTx, requestIds?: readonly string[]) {
  const only = requestIds
    ? sql`where request_id in (${sql.join(
        requestIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update repair_requests r set late_at = c.late_at, at_risk_at = c.at_risk_at
    from (select request_id, ${LATE_AT_OF_ITEMS} as late_at, ${AT_RISK_AT_OF_ITEMS} as at_risk_at
          from request_items ${only} group by request_id) c
    where c.request_id = r.id
      and (r.late_at is distinct from c.late_at or r.at_risk_at is distinct from c.at_risk_at)`);
}
