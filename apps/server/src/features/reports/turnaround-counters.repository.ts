import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { reportTurnaroundDeltas, reportTurnaroundTotals } from '../../db/schema';

/**
 * The turnaround report's counters (decision 061): what a delivery and a rating add, written as change rows
 * no other writer waits on, and folded into the totals later (decision 027). Migration 0026 fills the totals
 * from `tracking_entries` with the same statements over every delivered item and every rating.
 */

/** The promise's key of item `i`, '' for none (a rule's hours win, as `turnaroundOf` reads the two columns). */
const PROMISE_KEY = sql`case when i.turnaround_hours is not null then 'hours:' || i.turnaround_hours
  when i.turnaround_days is not null then 'days:' || i.turnaround_days else '' end`;

/** India's month of a timestamp, as its first day. */
const IST_MONTH = (ts: SQL) => sql`date_trunc('month', ${ts} at time zone 'Asia/Kolkata')::date`;

/**
 * The item's technician: whoever moved it to repaired or not repairable (the flow allows one such move); the
 * moment it was delivered (its one move to delivered); each the latest, should the flow ever allow more.
 */
const TECHNICIAN = (itemId: SQL) =>
  sql`(select t.actor_id from tracking_entries t where t.item_id = ${itemId} and t.status in ('repaired', 'not_repairable') order by t.id desc limit 1)`;
const DELIVERED_AT = (itemId: SQL) =>
  sql`(select t.created_at from tracking_entries t where t.item_id = ${itemId} and t.status = 'delivered' order by t.id desc limit 1)`;

/**
 * The groupings each fact is counted under: the whole company, the branch, the item type, the technician and
 * the promise (`hours:4`, `days:3`: the contract's `turnaroundKey`; decision 092).
 */
const GROUPINGS = sql`(values ('all', ''), ('branch', coalesce(i.branch_id::text, '')), ('item', i.item_id::text),
  ('technician', coalesce(i.technician::text, '')), ('promise', ${PROMISE_KEY})) d(dim, key)`;

/**
 * The rows a delivered item adds, in the month it was delivered: one with the delivery (on time when
 * delivered at or before its due; no due, neither), and one per status it passed through with the seconds
 * from entering it to the next move (summed when it came back to a status).
 */
function deliveryRows(itemWhere: SQL) {
  return sql`
    select i.month, d.dim, d.key, f.status, f.delivered, f.on_time, f.late, f.items, f.seconds
    from (
      select x.id, x.item_id, x.branch_id, x.due_at, x.turnaround_days, x.turnaround_hours,
        ${TECHNICIAN(sql`x.id`)} as technician,
        ${DELIVERED_AT(sql`x.id`)} as delivered_at
      from request_items x where ${itemWhere}
    ) i0
    cross join lateral (select i0.*, ${IST_MONTH(sql`i0.delivered_at`)} as month) i
    cross join lateral (
      select '' as status, 1 as delivered, (i.due_at is not null and i.delivered_at <= i.due_at)::int as on_time,
        (i.due_at is not null and i.delivered_at > i.due_at)::int as late, 0 as items, 0::bigint as seconds
      union all
      select s.status, 0, 0, 0, 1, round(sum(extract(epoch from s.next_at - s.created_at)))::bigint
      from (select t.status, t.created_at, lead(t.created_at) over (order by t.id) as next_at
            from tracking_entries t where t.item_id = i.id) s
      where s.next_at is not null group by s.status
    ) f
    cross join lateral ${GROUPINGS}
    where i.delivered_at is not null`;
}

/**
 * The rows a rating adds, in the month it was given: under each branch, item type and technician of the
 * request's items delivered by then, once per request and key (and once for the whole company).
 * `ratings` yields (request_id, stars, created_at).
 */
function ratingRows(ratings: SQL) {
  return sql`
    select distinct on (r.request_id, d.dim, d.key)
      ${IST_MONTH(sql`r.created_at`)} as month, d.dim, d.key, '' as status, 1 as ratings, r.stars::int as stars
    from ${ratings}
    join request_items x on x.request_id = r.request_id
    cross join lateral (select x.item_id, x.branch_id, x.turnaround_days, x.turnaround_hours,
      ${TECHNICIAN(sql`x.id`)} as technician) i
    cross join lateral ${GROUPINGS}
    where ${DELIVERED_AT(sql`x.id`)} <= r.created_at`;
}

const DELIVERY_COLUMNS = sql`(month, dim, key, status, delivered, on_time, late, items, seconds)`;
const RATING_COLUMNS = sql`(month, dim, key, status, ratings, stars)`;

/** Counts the items delivered by a move in one statement (in its transaction, after their tracking entries). */
export async function countDeliveries(tx: DbOrTx, itemIds: readonly string[]) {
  if (!itemIds.length) return;
  const ids = sql.join(
    itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${reportTurnaroundDeltas} ${DELIVERY_COLUMNS} ${deliveryRows(sql`x.id in (${ids})`)}`,
  );
}

/** Counts a rating of `stars` given at `at` (in the rating's transaction). */
export async function countRating(tx: DbOrTx, r: { requestId: string; stars: number; at: Date }) {
  const one = sql`(select ${r.requestId}::uuid as request_id, ${r.stars}::int as stars, ${r.at.toISOString()}::timestamptz as created_at) r`;
  await tx.execute(sql`insert into ${reportTurnaroundDeltas} ${RATING_COLUMNS} ${ratingRows(one)}`);
}

/**
 * Moves every pending change into the totals in one statement (as `foldCounters`, decision 027): a reader
 * sees each change in the deltas or in the totals, never both. Answers the rows moved.
 */
export async function foldTurnaround(db: DbOrTx): Promise<number> {
  const t = reportTurnaroundTotals;
  const sums = ['delivered', 'on_time', 'late', 'items', 'seconds', 'ratings', 'stars'];
  const res = await db.execute(sql`
    with moved as (delete from ${reportTurnaroundDeltas} returning *),
    summed as (
      insert into ${t} (month, dim, key, status, ${sql.raw(sums.join(', '))})
      select month, dim, key, status, ${sql.raw(sums.map((c) => `sum(${c})`).join(', '))}
      from moved group by month, dim, key, status
      on conflict (dim, month, key, status) do update set
        ${sql.raw(sums.map((c) => `${c} = report_turnaround_totals.${c} + excluded.${c}`).join(', '))}
      returning 1)
    select (select count(*) from moved)::int as n`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

/** Counts every delivered item and every rating afresh (the generator's data, a repair after a restore). */
export async function rebuildTurnaround(db: DbOrTx) {
  await db.delete(reportTurnaroundDeltas);
  await db.delete(reportTurnaroundTotals);
  await db.execute(
    sql`insert into ${reportTurnaroundDeltas} ${DELIVERY_COLUMNS} ${deliveryRows(sql`x.status = 'delivered'`)}`,
  );
  await db.execute(sql`insert into ${reportTurnaroundDeltas} ${RATING_COLUMNS} ${ratingRows(sql`request_ratings r`)}`);
  await foldTurnaround(db);
}
