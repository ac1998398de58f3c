import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reportDailyTotals } from '../../db/schema';

/** India's calendar day of a timestamp, as the report filters count days. */
const IST_DAY = (ts: SQL) => sql`(${ts} at time zone 'Asia/Kolkata')::date`;

export interface RequestState {
  createdAt: Date;
  group: string;
  items: number;
  charges: number;
}

/**
 * Moves a request's weight between day-and-group counters: `before` is taken away, `after` added.
 * Called in the transaction that changes the request, so the counters always match the requests.
 */
export async function shiftDailyTotals(tx: DbOrTx, before: RequestState | null, after: RequestState | null) {
  const rows = [...(before ? [{ s: before, sign: -1 }] : []), ...(after ? [{ s: after, sign: 1 }] : [])];
  for (const { s, sign } of rows) {
    await tx.execute(sql`
      insert into ${reportDailyTotals} (day, group_status, requests, items, charges)
      values (${IST_DAY(sql`${s.createdAt.toISOString()}::timestamptz`)}, ${s.group}, ${sign}, ${sign * s.items}, ${sign * s.charges})
      on conflict (day, group_status) do update set
        requests = ${reportDailyTotals}.requests + excluded.requests,
        items = ${reportDailyTotals}.items + excluded.items,
        charges = ${reportDailyTotals}.charges + excluded.charges`);
  }
}

/** Recounts every counter from the requests (the generator and the migration use it). */
export async function rebuildDailyTotals(tx: DbOrTx) {
  await tx.execute(sql`delete from ${reportDailyTotals}`);
  await tx.execute(sql`
    insert into ${reportDailyTotals} (day, group_status, requests, items, charges)
    select (created_at at time zone 'Asia/Kolkata')::date, group_status, count(*), sum(item_count), sum(charges_total)
    from repair_requests group by 1, 2`);
}

const dayRange = (from?: string, to?: string) => {
  const t = reportDailyTotals;
  const where: SQL[] = [sql`${t.requests} <> 0`];
  if (from) where.push(sql`${t.day} >= ${from}`);
  if (to) where.push(sql`${t.day} <= ${to}`);
  return sql.join(where, sql` and `);
};

/** Staff-wide totals per group from the day counters (same figures as counting the requests). */
export function dailyGroupTotals(db: DbOrTx, from?: string, to?: string) {
  const t = reportDailyTotals;
  return db
    .select({
      group: t.groupStatus,
      requests: sql<number>`coalesce(sum(${t.requests}), 0)::int`,
      items: sql<number>`coalesce(sum(${t.items}), 0)::int`,
      charges: sql<string>`coalesce(sum(${t.charges}), 0)`,
    })
    .from(t)
    .where(dayRange(from, to))
    .groupBy(t.groupStatus);
}

/** Staff-wide requests, items and charges per week (Monday, India time) and group, from the day counters. */
export function dailyWeekly(db: DbOrTx, from?: string, to?: string) {
  const t = reportDailyTotals;
  const week = sql<string>`to_char(date_trunc('week', ${t.day}::timestamp), 'YYYY-MM-DD')`;
  return db
    .select({
      week,
      group: t.groupStatus,
      requests: sql<number>`sum(${t.requests})::int`,
      items: sql<number>`sum(${t.items})::int`,
      charges: sql<string>`sum(${t.charges})`,
    })
    .from(t)
    .where(dayRange(from, to))
    .groupBy(week, t.groupStatus)
    .orderBy(week);
}
