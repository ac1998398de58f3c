import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brandMaster, customers, itemMaster, repairRequests, requestItems } from '../../db/schema';
import { ITEM_COST } from '../../db/sql/charges';
import { type Cursor, cursorAt } from '../../db/sql/cursor';
import { searchClause } from '../../db/sql/search';

export interface ReportFilter {
  customerId: string | null;
  customerCode?: string;
  group?: 'pending' | 'in_progress' | 'completed';
  search?: string;
  from?: Date;
  to?: Date;
}

const r = repairRequests;

/** The one WHERE clause of every report call, so that totals, lists and exports always agree. */
function reportWhere(f: ReportFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.customerId) where.push(eq(r.customerId, f.customerId));
  if (f.customerCode)
    where.push(sql`${r.customerId} = (select id from ${customers} where ${customers.code} = ${f.customerCode})`);
  if (f.group) where.push(eq(r.groupStatus, f.group));
  if (f.from) where.push(sql`${r.createdAt} >= ${f.from.toISOString()}`);
  if (f.to) where.push(sql`${r.createdAt} < ${f.to.toISOString()}`);
  if (f.search) where.push(searchClause(f.search));
  return where.length ? and(...where) : undefined;
}

export function reportRows(db: DbOrTx, f: ReportFilter, after: Cursor | undefined, limit: number) {
  const where = reportWhere(f);
  return db
    .select({
      id: r.id,
      reqCode: r.reqCode,
      createdAt: r.createdAt,
      cursorAt: cursorAt(r.createdAt),
      itemCount: r.itemCount,
      group: r.groupStatus,
      customerName: customers.companyName,
      customerCode: customers.code,
      charges: r.chargesTotal,
    })
    .from(r)
    .innerJoin(customers, eq(customers.id, r.customerId))
    .where(after ? and(where, sql`(${r.createdAt}, ${r.id}) < (${after.at}, ${after.id})`) : where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit + 1);
}

/** Requests, items and charges per group for the same filter: one table, no join. */
export function groupTotals(db: DbOrTx, f: ReportFilter) {
  return db
    .select({
      group: r.groupStatus,
      requests: sql<number>`count(*)::int`,
      items: sql<number>`coalesce(sum(${r.itemCount}), 0)::int`,
      charges: sql<string>`coalesce(sum(${r.chargesTotal}), 0)`,
    })
    .from(r)
    .where(reportWhere(f))
    .groupBy(r.groupStatus);
}

/** Requests, items and charges per week (weeks starting Monday, India time) and group: the chart and the totals. */
export function weeklyCounts(db: DbOrTx, f: ReportFilter) {
  const week = sql<string>`to_char(date_trunc('week', ${r.createdAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;
  return db
    .select({
      week,
      group: r.groupStatus,
      requests: sql<number>`count(*)::int`,
      items: sql<number>`coalesce(sum(${r.itemCount}), 0)::int`,
      charges: sql<string>`coalesce(sum(${r.chargesTotal}), 0)`,
    })
    .from(r)
    .where(reportWhere(f))
    .groupBy(week, r.groupStatus)
    .orderBy(week);
}

/**
 * The top 20 customers, items or brands of a group. A customer's charges are its requests' (their invoiced
 * amounts once invoiced, decision 090); an item type's or a brand's are its items' costs (the round-off of
 * an invoice issued before decision 090 belongs to no item).
 */
export function breakdown(db: DbOrTx, f: ReportFilter, by: 'customer' | 'item' | 'brand') {
  if (by === 'customer') return customerBreakdown(db, f);
  const name = by === 'item' ? itemMaster.name : brandMaster.name;
  return db
    .select({
      name,
      requests: sql<number>`count(distinct ${r.id})::int`,
      items: sql<number>`count(${requestItems.id})::int`,
      charges: sql<string>`coalesce(sum(${ITEM_COST}), 0)`,
    })
    .from(r)
    .innerJoin(customers, eq(customers.id, r.customerId))
    .innerJoin(requestItems, eq(requestItems.requestId, r.id))
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(reportWhere(f))
    .groupBy(name)
    .orderBy(desc(sql`count(distinct ${r.id})`), name)
    .limit(20);
}

function customerBreakdown(db: DbOrTx, f: ReportFilter) {
  return db
    .select({
      name: customers.companyName,
      requests: sql<number>`count(*)::int`,
      items: sql<number>`coalesce(sum(${r.itemCount}), 0)::int`,
      charges: sql<string>`coalesce(sum(${r.chargesTotal}), 0)`,
    })
    .from(r)
    .innerJoin(customers, eq(customers.id, r.customerId))
    .where(reportWhere(f))
    .groupBy(customers.companyName)
    .orderBy(desc(sql`count(*)`), customers.companyName)
    .limit(20);
}
