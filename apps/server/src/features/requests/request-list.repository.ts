import { NEEDS, type TCourierQueue, type TNeeds, type TRequestClock } from '@svc/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { customers, repairRequests } from '../../db/schema';
import { requestClockClause } from '../../db/sql/clock';
import { type Cursor, cursorAt } from '../../db/sql/cursor';
import { searchClause } from '../../db/sql/search';
import { courierQueueClause, parcelColumns } from '../shipments';

/** The request list's one statement (the customer's list, the desk's queues, the search), keyset-paged. */
export interface ListFilter {
  customerId: string | null;
  customerCode?: string;
  group?: 'pending' | 'in_progress' | 'completed';
  needs?: TNeeds;
  /** A courier queue (issue 43), with the hours after which a box on its way counts as quiet. */
  courier?: { queue: TCourierQueue; quietHours: number };
  /** A clock queue at `now` (decision 059): then ordered most urgent first, on (late_at, id). */
  clock?: { queue: TRequestClock; now: Date };
  search?: string;
  from?: Date;
  to?: Date;
  after?: Cursor;
  limit: number;
}

const listColumns = {
  id: repairRequests.id,
  reqCode: repairRequests.reqCode,
  createdAt: repairRequests.createdAt,
  itemCount: repairRequests.itemCount,
  group: repairRequests.groupStatus,
  ...parcelColumns(repairRequests.id),
  customerName: customers.companyName,
  customerCode: customers.code,
  total: repairRequests.chargesTotal,
  // The items' stored promises for the list's time left (decision 059), in the same statement: a queue page
  // is one round trip, not a list and then its items.
  promises: sql<
    StoredPromiseRow[]
  >`(select coalesce(json_agg(json_build_array(i.status, i.due_at, i.turnaround_days, i.paused_since, i.parts_expected_on, i.turnaround_hours)), '[]'::json) from request_items i where i.request_id = ${repairRequests.id} and i.due_at is not null)`,
  // The conversation's unread counts of both sides (issue 30), in the same statement for the same reason:
  // the page's marks were a second round trip, a third of a queue's time at a million requests.
  unreadForCustomer: sql<number>`coalesce((select t.unread_for_customer from request_threads t where t.request_id = ${repairRequests.id}), 0)`,
  // Who raised it, for a colleague's rows on a company account (decision 067).
  createdBy: repairRequests.createdBy,
  raisedByName: sql<string>`(select u.display_name from users u where u.id = ${repairRequests.createdBy})`,
  unreadForStaff: sql<number>`coalesce((select t.unread_for_staff from request_threads t where t.request_id = ${repairRequests.id}), 0)`,
};

/**
 * One item's promise as the list reads it: status, due, turnaround days, paused since, parts expected on,
 * turnaround hours (JSON: dates as text).
 */
export type StoredPromiseRow = [string, string, number | null, string | null, string | null, number | null];

/**
 * Newest first, keyset-paged on (created_at, id); every filter has an index. Without a search the list is
 * a prepared query per shape (which filters are set), the values bound as parameters; a search builds
 * its clause each time.
 */
export function listRequests(db: DbOrTx, f: ListFilter) {
  if (f.search) return listQuery(db, f);
  const shape = [
    f.customerId ? 'c' : '',
    f.customerCode ? 'k' : '',
    f.group ? 'g' : '',
    f.from ? 'f' : '',
    f.to ? 't' : '',
    f.after ? 'a' : '',
    f.needs ?? '',
    f.courier ? `_c_${f.courier.queue}` : '',
    f.clock ? `_${f.clock.queue}` : '',
  ].join('');
  const query = preparedOnce(db, `list_${shape}`, (name) =>
    listBuilder(db, f, (key) => sql.placeholder(key), sql.placeholder('limit')).prepare(name),
  );
  return query.execute({
    customerId: f.customerId,
    customerCode: f.customerCode,
    group: f.group,
    from: f.from?.toISOString(),
    to: f.to?.toISOString(),
    afterAt: f.after?.at,
    afterId: f.after?.id,
    now: f.clock?.now.toISOString(),
    quietHours: f.courier?.quietHours,
    limit: f.limit + 1,
  });
}

/** The list query with its values in place (a search, and `EXPLAIN` in the bench). */
export function listQuery(db: DbOrTx, f: ListFilter) {
  return listBuilder(db, f, (_, v) => v, f.limit + 1);
}

function listBuilder(db: DbOrTx, f: ListFilter, value: (key: string, v: unknown) => unknown, limit: unknown) {
  const r = repairRequests;
  const order = f.clock ? [asc(r.lateAt), asc(r.id)] : [desc(r.createdAt), desc(r.id)];
  const where = and(...listWhere(f, value), f.search ? searchClause(f.search) : undefined);
  // A clock queue picks its page from the clock index alone, then joins the customers of that page: the
  // planner otherwise joins every request at risk (1,380 of a million in the bench) before it sorts them.
  // Only the filters on the requests' own columns can go inside.
  const pageFirst = f.clock && !f.customerCode && !f.search;
  return db
    .select({ ...listColumns, cursorAt: cursorAt(f.clock ? r.lateAt : r.createdAt) })
    .from(r)
    .innerJoin(customers, eq(customers.id, r.customerId))
    .where(
      pageFirst
        ? inArray(
            r.id,
            db
              .select({ id: r.id })
              .from(r)
              .where(where)
              .orderBy(...order)
              .limit(limit as number),
          )
        : where,
    )
    .orderBy(...order)
    .limit(limit as number);
}

/** Requests with an item waiting for this step; spelled as the partial index's predicate so it is used. */
function needsClause(needs: TNeeds): SQL {
  if (!NEEDS.includes(needs)) throw new Error('unknown step');
  return sql.raw(`'${needs}' = any(${repairRequests.needs.name})`);
}

/** The list's conditions; `value` gives either the value itself or a placeholder of that name. */
function listWhere(f: ListFilter, value: (key: string, v: unknown) => unknown): SQL[] {
  const r = repairRequests;
  const where: SQL[] = [];
  if (f.customerId) where.push(sql`${r.customerId} = ${value('customerId', f.customerId)}`);
  if (f.customerCode) where.push(sql`${customers.code} = ${value('customerCode', f.customerCode)}`);
  if (f.group) where.push(sql`${r.groupStatus} = ${value('group', f.group)}`);
  if (f.from) where.push(sql`${r.createdAt} >= ${value('from', f.from.toISOString())}`);
  if (f.to) where.push(sql`${r.createdAt} < ${value('to', f.to.toISOString())}`);
  if (f.after && f.clock) {
    where.push(sql`(${r.lateAt}, ${r.id}) > (${value('afterAt', f.after.at)}, ${value('afterId', f.after.id)})`);
  } else if (f.after) {
    where.push(sql`(${r.createdAt}, ${r.id}) < (${value('afterAt', f.after.at)}, ${value('afterId', f.after.id)})`);
  }
  if (f.needs) where.push(needsClause(f.needs));
  if (f.courier)
    where.push(courierQueueClause(f.courier.queue, r.id, value('quietHours', f.courier.quietHours) as SQL | number));
  if (f.clock) where.push(requestClockClause(f.clock.queue, value('now', f.clock.now.toISOString())));
  return where;
}
