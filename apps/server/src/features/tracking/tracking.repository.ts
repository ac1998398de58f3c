import type { TLanguage } from '@svc/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brandMaster,
  customers,
  itemMaster,
  repairRequests,
  requestItems,
  requestThreads,
  trackingEntries,
  trackingLinks,
} from '../../db/schema';
import { rowsFromDoc } from '../../db/sql/doc-write';

/** The link's version, creating version 1 (with its hash) if the request has none yet. */
export async function ensureLink(tx: DbOrTx, requestId: string, hashOf: (version: number) => string) {
  await firstLink(tx, requestId, hashOf(1));
  const [row] = await tx
    .select({ version: trackingLinks.version })
    .from(trackingLinks)
    .where(eq(trackingLinks.requestId, requestId));
  return row?.version ?? 1;
}

/** A request's first link (version 1); kept if it has one. */
function firstLink(db: DbOrTx, requestId: string, tokenHash: string) {
  return db.insert(trackingLinks).values({ requestId, version: 1, tokenHash }).onConflictDoNothing();
}

/** A request by its code, as a link is asked for; with a customer id, only that customer's. */
export async function requestByCode(db: DbOrTx, reqCode: string, customerId: string | null) {
  const [row] = await db
    .select({ id: repairRequests.id, reqCode: repairRequests.reqCode })
    .from(repairRequests)
    .where(
      and(eq(repairRequests.reqCode, reqCode), customerId ? eq(repairRequests.customerId, customerId) : undefined),
    );
  return row;
}

/** New requests' first links in a write's document (`docWrite`). */
export interface LinkDoc {
  links: { requestId: string; version: 1; tokenHash: string }[];
}
export const linksFromDoc = () =>
  rowsFromDoc(trackingLinks, 'links', ['requestId', 'version', 'tokenHash'], sql` on conflict do nothing`);

/** Moves the link to its next version: the old token matches nothing from now on. */
export async function replaceLink(tx: DbOrTx, requestId: string, current: number, hashOf: (version: number) => string) {
  const next = current + 1;
  await tx
    .update(trackingLinks)
    .set({ version: next, tokenHash: hashOf(next), updatedAt: sql`now()` })
    .where(and(eq(trackingLinks.requestId, requestId), eq(trackingLinks.version, current)));
  return next;
}

/** The request a token's hash points at, with what decides whether the link still works. */
export async function findByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      requestId: repairRequests.id,
      version: trackingLinks.version,
      reqCode: repairRequests.reqCode,
      createdAt: repairRequests.createdAt,
      group: repairRequests.groupStatus,
      lastMove: sql<string | null>`(select max(${trackingEntries.createdAt}) from ${trackingEntries}
        join ${requestItems} on ${requestItems.id} = ${trackingEntries.itemId}
        where ${requestItems.requestId} = ${repairRequests.id})`,
    })
    .from(trackingLinks)
    .innerJoin(repairRequests, eq(repairRequests.id, trackingLinks.requestId))
    .where(eq(trackingLinks.tokenHash, tokenHash));
  return row;
}

/** The items of a request as the tracking page shows them. */
export function trackedItems(db: DbOrTx, requestId: string) {
  return db
    .select({
      id: requestItems.id,
      lineNo: requestItems.lineNo,
      itemName: itemMaster.name,
      brandName: brandMaster.name,
      modelNumber: requestItems.modelNumber,
      serialNumber: requestItems.serialNumber,
      status: requestItems.status,
      partsExpectedOn: requestItems.partsExpectedOn,
      dueAt: requestItems.dueAt,
      turnaroundDays: requestItems.turnaroundDays,
      turnaroundHours: requestItems.turnaroundHours,
      pausedSince: requestItems.pausedSince,
    })
    .from(requestItems)
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(eq(requestItems.requestId, requestId))
    .orderBy(asc(requestItems.lineNo));
}

/** Every status change of these items, oldest first. */
export function timelineOf(db: DbOrTx, itemIds: string[]) {
  if (!itemIds.length) return Promise.resolve([]);
  return db
    .select({
      itemId: trackingEntries.itemId,
      status: trackingEntries.status,
      at: trackingEntries.createdAt,
      dueMovedTo: trackingEntries.dueMovedTo,
    })
    .from(trackingEntries)
    .where(inArray(trackingEntries.itemId, itemIds))
    .orderBy(asc(trackingEntries.id));
}

/**
 * Who answers for a request from its link: the customer's account admin (decision 067: the code goes to the
 * account's address and phone, so its holder acts as the account, whichever colleague raised the request).
 */
export async function requestOwner(db: DbOrTx, requestId: string) {
  const owner = sql`(select m.user_id from customer_members m where m.customer_id = ${repairRequests.customerId} and m.role = 'owner')`;
  const [row] = await db
    .select({
      userId: sql<string>`coalesce(${owner}, ${repairRequests.createdBy})`,
      customerId: repairRequests.customerId,
      customerCode: customers.code,
      reqCode: repairRequests.reqCode,
      /** The customer and its account admin are both still active. */
      active: sql<boolean>`${customers.active} and coalesce((select u.active from users u where u.id = coalesce(${owner}, ${repairRequests.createdBy})), false)`,
      /** The language of the account that raised it: the tracking page's, unless the reader picks the other. */
      language: sql<TLanguage>`coalesce((select u.language from users u where u.id = ${repairRequests.createdBy}), 'en')`,
    })
    .from(repairRequests)
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .where(eq(repairRequests.id, requestId));
  return row;
}

/** The request's items with what answering a quote needs: id, version, status and charges. */
export function itemsForAnswer(db: DbOrTx, requestId: string) {
  return db
    .select({
      id: requestItems.id,
      lineNo: requestItems.lineNo,
      status: requestItems.status,
      version: requestItems.version,
      serviceCharge: requestItems.serviceCharge,
      partsCharge: requestItems.partsCharge,
      gstPercent: requestItems.gstPercent,
      gstAmount: requestItems.gstAmount,
    })
    .from(requestItems)
    .where(eq(requestItems.requestId, requestId))
    .orderBy(asc(requestItems.lineNo));
}

/** A page of links in request order, for going through all of them (a change of signing key). */
export function linkPage(db: DbOrTx, after: string | null, limit: number) {
  return db
    .select({ requestId: trackingLinks.requestId, version: trackingLinks.version, tokenHash: trackingLinks.tokenHash })
    .from(trackingLinks)
    .where(after ? gt(trackingLinks.requestId, after) : undefined)
    .orderBy(asc(trackingLinks.requestId))
    .limit(limit);
}

/** New hashes for these links, in one statement. */
export async function setTokenHashes(db: DbOrTx, links: { requestId: string; tokenHash: string }[]) {
  if (!links.length) return;
  const doc = JSON.stringify(links.map((l) => ({ id: l.requestId, h: l.tokenHash })));
  await db.execute(sql`update ${trackingLinks} t set token_hash = v.h, updated_at = now()
    from json_to_recordset(${doc}::json) as v(id uuid, h text) where t.request_id = v.id`);
}

/** How many of the centre's messages on the request its customer has not read (the page says so, decision 080). */
export async function unreadForCustomer(db: DbOrTx, requestId: string): Promise<number> {
  const [row] = await db
    .select({ n: requestThreads.unreadForCustomer })
    .from(requestThreads)
    .where(eq(requestThreads.requestId, requestId));
  return row?.n ?? 0;
}
