import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { customers, reportCustomerDailyTotals, reportDailyDeltas, reportDailyTotals } from '../../db/schema';

/** Whose counters: everyone's (staff-wide), or one customer's by id or by code (decision 062). */
export type CounterScope = { customerId?: string | null; customerCode?: string };

/** Which filters a query has: its prepared statement's name, and what its placeholders stand for. */
type Shape = { who: 'all' | 'id' | 'code'; from: boolean; to: boolean };
const shapeOf = (scope: CounterScope, from?: string, to?: string): Shape => ({
  who: scope.customerId ? 'id' : scope.customerCode ? 'code' : 'all',
  from: Boolean(from),
  to: Boolean(to),
});
const nameOf = (what: string, s: Shape) => `${what}_${s.who}${s.from ? '_f' : ''}${s.to ? '_t' : ''}`;
const valuesOf = (scope: CounterScope, from?: string, to?: string) => ({
  customerId: scope.customerId,
  customerCode: scope.customerCode,
  from,
  to,
});

/**
 * The day counters as they stand: the folded totals and the changes not yet folded (decision 027), each
 * narrowed to the days asked for; for one customer, that customer's totals and changes. Built with
 * placeholders, prepared once per shape (decision 028).
 */
function dayCounters(db: DbOrTx, shape: Shape) {
  const customer =
    shape.who === 'id'
      ? sql`${sql.placeholder('customerId')}::uuid`
      : shape.who === 'code'
        ? sql`(select id from ${customers} where ${customers.code} = ${sql.placeholder('customerCode')})`
        : undefined;
  const from = shape.from ? sql.placeholder('from') : undefined;
  const to = shape.to ? sql.placeholder('to') : undefined;
  const arm = (
    t: typeof reportDailyTotals | typeof reportCustomerDailyTotals | typeof reportDailyDeltas,
    who: SQL | undefined,
  ) => {
    const where: SQL[] = [];
    if (who) where.push(who);
    if (from) where.push(sql`${t.day} >= ${from}`);
    if (to) where.push(sql`${t.day} <= ${to}`);
    return db
      .select({ day: t.day, group: t.groupStatus, requests: t.requests, items: t.items, charges: t.charges })
      .from(t)
      .where(where.length ? sql.join(where, sql` and `) : undefined);
  };
  if (!customer) return arm(reportDailyTotals, undefined).unionAll(arm(reportDailyDeltas, undefined)).as('counters');
  return arm(reportCustomerDailyTotals, sql`${reportCustomerDailyTotals.customerId} = ${customer}`)
    .unionAll(arm(reportDailyDeltas, sql`${reportDailyDeltas.customerId} = ${customer}`))
    .as('counters');
}

/** Totals per group from the day counters (same figures as counting the requests). */
export function dailyGroupTotals(db: DbOrTx, from?: string, to?: string, scope: CounterScope = {}) {
  const shape = shapeOf(scope, from, to);
  const query = preparedOnce(db, nameOf('day_totals', shape), (name) => groupTotalsQuery(db, shape).prepare(name));
  return query.execute(valuesOf(scope, from, to));
}

function groupTotalsQuery(db: DbOrTx, shape: Shape) {
  const c = dayCounters(db, shape);
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

/** Requests, items and charges per week (Monday, India time) and group, from the day counters. */
export function dailyWeekly(db: DbOrTx, from?: string, to?: string, scope: CounterScope = {}) {
  const shape = shapeOf(scope, from, to);
  const query = preparedOnce(db, nameOf('day_weekly', shape), (name) => weeklyQuery(db, shape).prepare(name));
  return query.execute(valuesOf(scope, from, to));
}

function weeklyQuery(db: DbOrTx, shape: Shape) {
  const c = dayCounters(db, shape);
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
