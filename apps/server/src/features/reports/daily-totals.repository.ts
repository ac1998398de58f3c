import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reportDailyTotals } from '../../db/schema';

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
