import type { TItemStatus } from '@svc/contract';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, like, sql } from 'drizzle-orm';
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
  requestRatings,
  trackingEntries,
  users,
} from '../../db/schema';
import { ratingColumns } from '../ratings';
import { parcelColumns, returnColumns } from '../shipments';

/** A request's columns, its parcel's courier and docket among them (decision 106). */
const requestColumns = { ...getTableColumns(repairRequests), ...parcelColumns(repairRequests.id) };
export type RequestRow = typeof repairRequests.$inferSelect & { courierName: string; docketNumber: string };

export { type ListFilter, listQuery, listRequests, type StoredPromiseRow } from './request-list.repository';

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

/** A request by its code; with a customer id, only that customer's (another's does not exist). */
export async function findRequest(db: DbOrTx, reqCode: string, customerId: string | null) {
  const [row] = await db
    .select({ request: requestColumns, customer: customers })
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
  gstAmount: requestItems.gstAmount,
  chargesOwed: requestItems.chargesOwed,
  version: requestItems.version,
  ...returnColumns(requestItems.id),
  partsExpectedOn: requestItems.partsExpectedOn,
  dueAt: requestItems.dueAt,
  turnaroundDays: requestItems.turnaroundDays,
  turnaroundHours: requestItems.turnaroundHours,
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
        request: requestColumns,
        customer: customers,
        raiser: { name: users.displayName, username: users.username },
        item: itemColumns,
        // The customer's rating (issue 28) in the same statement: the view is one round trip, not two.
        rating: ratingColumns,
      })
      .from(repairRequests)
      .innerJoin(customers, eq(customers.id, repairRequests.customerId))
      .innerJoin(users, eq(users.id, repairRequests.createdBy))
      .leftJoin(requestRatings, eq(requestRatings.requestId, repairRequests.id))
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

/** The courier details' narration (their courier and docket are the parcel's, `correctParcel`). */
export async function updateNarration(tx: DbOrTx, requestId: string, narration: string) {
  await tx.update(repairRequests).set({ narration, updatedAt: sql`now()` }).where(eq(repairRequests.id, requestId));
}
