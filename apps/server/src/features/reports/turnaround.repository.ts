import type { TTurnaroundGrouping } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { branches, itemMaster, reportTurnaroundDeltas, reportTurnaroundTotals, users } from '../../db/schema';

export interface TurnaroundSums {
  /** 'all' for the company's own counters, else the grouping's. */
  dim: string;
  key: string;
  /** The branch's, item type's or technician's name; null for a month and for none. */
  name: string | null;
  status: string;
  delivered: number;
  onTime: number;
  late: number;
  items: number;
  seconds: number;
  ratings: number;
  stars: number;
}

/**
 * The turnaround counters summed per key (a month `YYYY-MM`, or a branch, item type or technician key) and
 * status over the months asked for, with the company's own counters (`dim` 'all') and the keys' names, in
 * one statement: the folded totals and the changes not yet folded, a few thousand rows however many items
 * were delivered (decision 061).
 */
export async function turnaroundSums(
  db: DbOrTx,
  by: TTurnaroundGrouping,
  from?: string,
  to?: string,
): Promise<TurnaroundSums[]> {
  const dims = by === 'month' ? ['all'] : ['all', by];
  const arm = (t: typeof reportTurnaroundTotals | typeof reportTurnaroundDeltas) => {
    const where: SQL[] = [sql`${t.dim} in (${sql.join(dims, sql`, `)})`];
    if (from) where.push(sql`${t.month} >= ${`${from}-01`}`);
    if (to) where.push(sql`${t.month} <= ${`${to}-01`}`);
    return sql`select * from ${t} where ${sql.join(where, sql` and `)}`;
  };
  // By month the company's rows are the groups, each month its key; else the company's month is left out.
  const key = by === 'month' ? sql`to_char(c.month, 'YYYY-MM')` : sql`case when c.dim = 'all' then '' else c.key end`;
  // A key is cast only on the rows of its own grouping (CASE keeps the order), so a lookup is by primary key.
  const own = (dim: string, cast: string) =>
    sql.raw(`case when g.dim = '${dim}' and g.key <> '' then g.key::${cast} end`);
  const rows = await db.execute(sql`
    select g.*, coalesce(b.name, i.name, u.display_name) as name from (
      select c.dim, ${key} as key, c.status, sum(c.delivered)::int as "delivered", sum(c.on_time)::int as "onTime",
        sum(c.late)::int as "late", sum(c.items)::int as "items", sum(c.seconds)::bigint as "seconds",
        sum(c.ratings)::int as "ratings", sum(c.stars)::int as "stars"
      from (${arm(reportTurnaroundTotals)} union all ${arm(reportTurnaroundDeltas)}) c
      group by 1, 2, 3
    ) g
    left join ${branches} b on b.id = ${own('branch', 'int')}
    left join ${itemMaster} i on i.id = ${own('item', 'int')}
    left join ${users} u on u.id = ${own('technician', 'uuid')}
    order by g.dim, g.key, g.status`);
  return rowsOf<TurnaroundSums>(rows).map((r) => ({ ...r, seconds: Number(r.seconds) }));
}
