import type { TNeeds } from '@svc/contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
import { searchClause } from '../../db/sql/search';
import { needsClause } from './desk.repository';

export type RequestRow = typeof repairRequests.$inferSelect;

export async function nextReqCode(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await tx.select({ n: sql<string>`nextval(${reqCodeSeq.seqName})` }).from(sql`(select 1) as one`);
  return `RR-${year}-${String(row?.n).padStart(6, '0')}`;
}

export async function findByIdempotencyKey(db: DbOrTx, customerId: string, key: string) {
  const [row] = await db
    .select({ reqCode: repairRequests.reqCode })
    .from(repairRequests)
    .where(and(eq(repairRequests.customerId, customerId), eq(repairRequests.idempotencyKey, key)));
  return row;
}

export async function insertRequest(tx: DbOrTx, row: typeof repairRequests.$inferInsert) {
  const [created] = await tx
    .insert(repairRequests)
    .values(row)
    .returning({ id: repairRequests.id, createdAt: repairRequests.createdAt });
  if (!created) throw new Error('request insert returned no row');
  return created;
}

export function insertItems(tx: DbOrTx, rows: (typeof requestItems.$inferInsert)[]) {
  return tx.insert(requestItems).values(rows).returning({ id: requestItems.id, lineNo: requestItems.lineNo });
}

export async function insertTracking(tx: DbOrTx, rows: (typeof trackingEntries.$inferInsert)[]) {
  if (rows.length) await tx.insert(trackingEntries).values(rows);
}

export interface ListFilter {
  customerId: string | null;
  customerCode?: string;
  group?: 'pending' | 'in_progress' | 'completed';
  needs?: TNeeds;
  search?: string;
  from?: Date;
  to?: Date;
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** Newest first, keyset-paged on (created_at, id); every filter has an index. */
export function listRequests(db: DbOrTx, f: ListFilter) {
  const r = repairRequests;
  const where: SQL[] = [];
  if (f.customerId) where.push(eq(r.customerId, f.customerId));
  if (f.customerCode) where.push(eq(customers.code, f.customerCode));
  if (f.group) where.push(eq(r.groupStatus, f.group));
  if (f.from) where.push(sql`${r.createdAt} >= ${f.from.toISOString()}`);
  if (f.to) where.push(sql`${r.createdAt} < ${f.to.toISOString()}`);
  if (f.after) where.push(sql`(${r.createdAt}, ${r.id}) < (${f.after.createdAt.toISOString()}, ${f.after.id})`);
  if (f.search) where.push(searchClause(f.search));
  if (f.needs) where.push(needsClause(f.needs));
  return db
    .select({
      id: r.id,
      reqCode: r.reqCode,
      createdAt: r.createdAt,
      itemCount: r.itemCount,
      group: r.groupStatus,
      courierName: r.courierName,
      docketNumber: r.docketNumber,
      customerName: customers.companyName,
      customerCode: customers.code,
    })
    .from(r)
    .innerJoin(customers, eq(customers.id, r.customerId))
    .where(and(...where))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(f.limit + 1);
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
  version: requestItems.version,
  returnCourier: requestItems.returnCourier,
  returnDocket: requestItems.returnDocket,
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
  return db
    .select({ request: repairRequests, customer: customers, item: itemColumns })
    .from(repairRequests)
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .innerJoin(requestItems, eq(requestItems.requestId, repairRequests.id))
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(and(eq(repairRequests.reqCode, reqCode), customerId ? eq(repairRequests.customerId, customerId) : undefined))
    .orderBy(asc(requestItems.lineNo));
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

export function trackingOf(db: DbOrTx, itemId: string) {
  return db
    .select({
      status: trackingEntries.status,
      remark: trackingEntries.remark,
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
export async function attachImages(tx: DbOrTx, itemId: string, imageIds: string[], ownerId: string) {
  if (!imageIds.length) return 0;
  await tx
    .update(requestItems)
    .set({ imageCount: imageIds.length, firstImageId: imageIds[0] })
    .where(eq(requestItems.id, itemId));
  const rows = await tx
    .update(itemImages)
    .set({ itemId })
    .where(
      and(
        inArray(itemImages.id, imageIds),
        eq(itemImages.ownerId, ownerId),
        eq(itemImages.state, 'ready'),
        isNull(itemImages.itemId),
      ),
    )
    .returning({ id: itemImages.id });
  return rows.length;
}

export async function countItemsNotPending(db: DbOrTx, requestId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requestItems)
    .where(and(eq(requestItems.requestId, requestId), sql`${requestItems.status} <> 'pending'`));
  return Number(row?.n ?? 0);
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
