import { NEEDS, type TItemStatus, type TNeeds, type TRequestClock } from '@svc/contract';
import { and, asc, desc, eq, inArray, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  brandMaster,
  customers,
  itemImages,
  itemMaster,
  repairRequests,
  reqCodeSeq,
  requestItems,
  trackingEntries,
  users,
} from '../../db/schema';
import { requestClockClause } from '../../db/sql/clock';
import { type Cursor, cursorAt } from '../../db/sql/cursor';
import { searchClause } from '../../db/sql/search';

export type RequestRow = typeof repairRequests.$inferSelect;

/** The next request code: a sequence, so codes never repeat (a failed create leaves a gap). */
export async function nextReqCode(db: DbOrTx, year: number): Promise<string> {
  const query = preparedOnce(db, 'next_req_code', (name) =>
    db
      .select({ n: sql<string>`nextval(${reqCodeSeq.seqName})` })
      .from(sql`(select 1) as one`)
      .prepare(name),
  );
  const [row] = await query.execute();
  return `RR-${year}-${String(row?.n).padStart(6, '0')}`;
}

export async function findByIdempotencyKey(db: DbOrTx, customerId: string, key: string) {
  const query = preparedOnce(db, 'request_by_key', (name) =>
    db
      .select({ reqCode: repairRequests.reqCode })
      .from(repairRequests)
      .where(
        and(
          eq(repairRequests.customerId, sql.placeholder('customerId')),
          eq(repairRequests.idempotencyKey, sql.placeholder('key')),
        ),
      )
      .prepare(name),
  );
  const [row] = await query.execute({ customerId, key });
  return row;
}

export interface ListFilter {
  customerId: string | null;
  customerCode?: string;
  group?: 'pending' | 'in_progress' | 'completed';
  needs?: TNeeds;
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
  courierName: repairRequests.courierName,
  docketNumber: repairRequests.docketNumber,
  customerName: customers.companyName,
  customerCode: customers.code,
  total: repairRequests.chargesTotal,
  // The items' stored promises for the list's time left (decision 059), in the same statement: a queue page
  // is one round trip, not a list and then its items.
  promises: sql<
    StoredPromiseRow[]
  >`(select coalesce(json_agg(json_build_array(i.status, i.due_at, i.turnaround_days, i.paused_since)), '[]'::json) from request_items i where i.request_id = ${repairRequests.id} and i.due_at is not null)`,
  // The conversation's unread counts of both sides (issue 30), in the same statement for the same reason:
  // the page's marks were a second round trip, a third of a queue's time at a million requests.
  unreadForCustomer: sql<number>`coalesce((select t.unread_for_customer from request_threads t where t.request_id = ${repairRequests.id}), 0)`,
  unreadForStaff: sql<number>`coalesce((select t.unread_for_staff from request_threads t where t.request_id = ${repairRequests.id}), 0)`,
};

/** One item's promise as the list reads it: status, due, turnaround days, paused since (JSON: dates as text). */
export type StoredPromiseRow = [string, string, number | null, string | null];

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
  if (f.clock) where.push(requestClockClause(f.clock.queue, value('now', f.clock.now.toISOString())));
  return where;
}

/** A request by its code; with a customer id, only that customer's (another's does not exist). */
export async function findRequest(db: DbOrTx, reqCode: string, customerId: string | null) {
  const [row] = await db
    .select({ request: repairRequests, customer: customers })
    .from(repairRequests)
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .where(
      and(eq(repairRequests.reqCode, reqCode), customerId ? eq(repairRequests.customerId, customerId) : undefined),
    );
  return row;
}

const itemColumns = {
  id: requestItems.id,
  requestId: requestItems.requestId,
  lineNo: requestItems.lineNo,
  itemName: itemMaster.name,
  brandName: brandMaster.name,
  modelNumber: requestItems.modelNumber,
  serialNumber: requestItems.serialNumber,
  problem: requestItems.problem,
  status: requestItems.status,
  serviceCharge: requestItems.serviceCharge,
  partsCharge: requestItems.partsCharge,
  gstPercent: requestItems.gstPercent,
  chargesOwed: requestItems.chargesOwed,
  version: requestItems.version,
  returnCourier: requestItems.returnCourier,
  returnDocket: requestItems.returnDocket,
  partsExpectedOn: requestItems.partsExpectedOn,
  dueAt: requestItems.dueAt,
  turnaroundDays: requestItems.turnaroundDays,
  pausedSince: requestItems.pausedSince,
  warrantyUntil: requestItems.warrantyUntil,
  createdAt: requestItems.createdAt,
  updatedAt: requestItems.updatedAt,
  imageCount: requestItems.imageCount,
  firstImageId: requestItems.firstImageId,
};
export type ItemRow = Awaited<ReturnType<typeof itemsOfRequest>>[number];

export function itemsOfRequest(db: DbOrTx, requestId: string) {
  return db
    .select(itemColumns)
    .from(requestItems)
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(eq(requestItems.requestId, requestId))
    .orderBy(asc(requestItems.lineNo));
}

/**
 * A request with its customer and items in one query (the view and the print read all three); with a
 * customer id, only that customer's. No rows: no such request for this caller.
 */
export function requestWithItems(db: DbOrTx, reqCode: string, customerId: string | null) {
  const query = preparedOnce(db, customerId ? 'view_own' : 'view_any', (name) =>
    db
      .select({
        request: repairRequests,
        customer: customers,
        raiser: { name: users.displayName, username: users.username },
        item: itemColumns,
      })
      .from(repairRequests)
      .innerJoin(customers, eq(customers.id, repairRequests.customerId))
      .innerJoin(users, eq(users.id, repairRequests.createdBy))
      .innerJoin(requestItems, eq(requestItems.requestId, repairRequests.id))
      .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
      .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
      .where(
        and(
          eq(repairRequests.reqCode, sql.placeholder('reqCode')),
          customerId ? eq(repairRequests.customerId, sql.placeholder('customerId')) : undefined,
        ),
      )
      .orderBy(asc(requestItems.lineNo))
      .prepare(name),
  );
  return query.execute({ reqCode, customerId });
}

/** One item with its request's code; with a customer id, only that customer's. */
export async function findItem(db: DbOrTx, itemId: string, customerId: string | null) {
  const [row] = await db
    .select({ ...itemColumns, reqCode: repairRequests.reqCode })
    .from(requestItems)
    .innerJoin(repairRequests, eq(repairRequests.id, requestItems.requestId))
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(and(eq(requestItems.id, itemId), customerId ? eq(repairRequests.customerId, customerId) : undefined));
  return row;
}

/**
 * The last quote or answer of each item's charges (estimated, approved or declined) with who made it
 * (decision 067): the tracking entries keep the actor of every move. A quote after an answer opens it again.
 */
export async function chargeAnswersOf(db: DbOrTx, itemIds: string[]) {
  if (!itemIds.length) return [];
  return db
    .selectDistinctOn([trackingEntries.itemId], {
      itemId: trackingEntries.itemId,
      status: trackingEntries.status,
      at: trackingEntries.createdAt,
      name: users.displayName,
      username: users.username,
      role: users.role,
    })
    .from(trackingEntries)
    .innerJoin(users, eq(users.id, trackingEntries.actorId))
    .where(
      and(
        inArray(trackingEntries.itemId, itemIds),
        inArray(trackingEntries.status, ['estimated', 'approved', 'declined']),
      ),
    )
    .orderBy(trackingEntries.itemId, desc(trackingEntries.id));
}

export function trackingOf(db: DbOrTx, itemId: string) {
  return db
    .select({
      status: trackingEntries.status,
      remark: trackingEntries.remark,
      expectedOn: trackingEntries.expectedOn,
      dueMovedTo: trackingEntries.dueMovedTo,
      at: trackingEntries.createdAt,
      by: users.displayName,
      role: users.role,
    })
    .from(trackingEntries)
    .innerJoin(users, eq(users.id, trackingEntries.actorId))
    .where(eq(trackingEntries.itemId, itemId))
    .orderBy(asc(trackingEntries.id));
}

export function imagesOf(db: DbOrTx, itemId: string) {
  return db
    .select({ id: itemImages.id, width: itemImages.width, height: itemImages.height })
    .from(itemImages)
    .where(eq(itemImages.itemId, itemId))
    .orderBy(asc(itemImages.createdAt));
}

/** Attaches ready, unattached images of their owner, counted on the item; answers how many were attached. */
/** Puts the caller's finished, unattached photos on an item; answers how many it took. */
export async function attachImages(tx: DbOrTx, itemId: string, imageIds: string[], ownerId: string) {
  if (!imageIds.length) return 0;
  const rows = await tx
    .update(itemImages)
    .set({ itemId })
    .where(
      and(
        inArray(itemImages.id, imageIds),
        eq(itemImages.ownerId, ownerId),
        eq(itemImages.state, 'ready'),
        isNull(itemImages.itemId),
        isNull(itemImages.messageId),
        like(itemImages.contentType, 'image/%'),
      ),
    )
    .returning({ id: itemImages.id });
  return rows.length;
}

/** The statuses of a request's items, for the rules that read them (the contract's `awaitingParcel`). */
export async function itemStatuses(db: DbOrTx, requestId: string): Promise<TItemStatus[]> {
  const rows = await db
    .select({ status: requestItems.status })
    .from(requestItems)
    .where(eq(requestItems.requestId, requestId));
  return rows.map((r) => r.status as TItemStatus);
}

export async function updateCourier(
  tx: DbOrTx,
  requestId: string,
  c: { courierName: string; docketNumber: string; narration: string },
) {
  await tx
    .update(repairRequests)
    .set({ ...c, updatedAt: sql`now()` })
    .where(eq(repairRequests.id, requestId));
}
