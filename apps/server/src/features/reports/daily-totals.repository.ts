import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reportDailyDeltas, reportDailyTotals } from '../../db/schema';

/**
 * The day counters as they stand: the folded totals and the changes not yet folded (decision 027), each
 * narrowed to the days asked for.
 */
function dayCounters(db: DbOrTx, from?: string, to?: string) {
  const arm = (t: typeof reportDailyTotals | typeof reportDailyDeltas) => {
    const where: SQL[] = [];
    if (from) where.push(sql`${t.day} >= ${from}`);
    if (to) where.push(sql`${t.day} <= ${to}`);
    return db
      .select({ day: t.day, group: t.groupStatus, requests: t.requests, items: t.items, charges: t.charges })
      .from(t)
      .where(where.length ? sql.join(where, sql` and `) : undefined);
  };
  return arm(reportDailyTotals).unionAll(arm(reportDailyDeltas)).as('counters');
}

/** Staff-wide totals per group from the day counters (same figures as counting the requests). */
export function dailyGroupTotals(db: DbOrTx, from?: string, to?: string) {
  const c = dayCounters(db, from, to);
  return db
    .select({
      group: c.group,
      requests: sql<number>`sum(${c.requests})::int`,
      items: sql<number>`sum(${c.items})::int`,
      charges: sql<string>`sum(${c.charges})`,
    })
    .from(c)
    .groupBy(c.group)
    .having(sql`sum(${c.requests}) <> 0`);
}

/** Staff-wide requests, items and charges per week (Monday, India time) and group, from the day counters. */
export function dailyWeekly(db: DbOrTx, from?: string, to?: string) {
  const c = dayCounters(db, from, to);
  const week = sql<string>`to_char(date_trunc('week', ${c.day}::timestamp), 'YYYY-MM-DD')`;
  return db
    .select({
      week,
      group: c.group,
      requests: sql<number>`sum(${c.requests})::int`,
      items: sql<number>`sum(${c.items})::int`,
      charges: sql<string>`sum(${c.charges})`,
    })
    .from(c)
    .groupBy(week, c.group)
    .having(sql`sum(${c.requests}) <> 0`)
    .orderBy(week);
}
