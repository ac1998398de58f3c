import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brandMaster,
  customers,
  itemMaster,
  repairRequests,
  requestItems,
  trackingEntries,
  users,
} from '../../db/schema';
import { rowsFromDoc } from '../../db/sql/doc-write';
import { parcelColumns } from '../shipments';
import type { PromiseChange } from './promise-move';

/** Items with what a move needs of them (request, customer, names, charges), locked for the transaction. */
function lockItems(tx: DbOrTx, where: SQL) {
  return tx
    .select({
      id: requestItems.id,
      status: requestItems.status,
      version: requestItems.version,
      requestId: requestItems.requestId,
      customerId: repairRequests.customerId,
      reqCode: repairRequests.reqCode,
      ...parcelColumns(repairRequests.id),
      companyName: customers.companyName,
      // The customer's place of supply: a quote's GST is within the state or between states by it.
      customerGstin: customers.gstin,
      customerStateCode: customers.stateCode,
      itemName: itemMaster.name,
      brandName: brandMaster.name,
      modelNumber: requestItems.modelNumber,
      serialNumber: requestItems.serialNumber,
      serviceCharge: requestItems.serviceCharge,
      partsCharge: requestItems.partsCharge,
      gstPercent: requestItems.gstPercent,
      gstAmount: requestItems.gstAmount,
      chargesOwed: requestItems.chargesOwed,
      itemId: requestItems.itemId,
      dueAt: requestItems.dueAt,
      turnaroundDays: requestItems.turnaroundDays,
      turnaroundHours: requestItems.turnaroundHours,
      pausedSince: requestItems.pausedSince,
      warrantyUntil: requestItems.warrantyUntil,
      createdAt: requestItems.createdAt,
    })
    .from(requestItems)
    .innerJoin(repairRequests, eq(repairRequests.id, requestItems.requestId))
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(where)
    .orderBy(asc(requestItems.lineNo))
    .for('update', { of: requestItems });
}

export async function findItemForUpdate(tx: DbOrTx, itemId: string) {
  const [row] = await lockItems(tx, eq(requestItems.id, itemId));
  return row;
}

/** Every item of a request, locked, in line order; with a customer id only that customer's (else none). */
export function lockItemsOfRequest(tx: DbOrTx, reqCode: string, customerId: string | null) {
  return lockItems(
    tx,
    and(eq(repairRequests.reqCode, reqCode), customerId ? eq(repairRequests.customerId, customerId) : undefined) as SQL,
  );
}

export type LockedItem = NonNullable<Awaited<ReturnType<typeof findItemForUpdate>>>;

/**
 * Moves the item only if nobody changed it since `version`; answers false when somebody did. `owed` is
 * whether its charges are owed after the move (the contract's `owedAfterMove`).
 */
export async function moveItem(
  tx: DbOrTx,
  itemId: string,
  move: { from: string; to: string; version: number; owed: boolean },
  extra: { partsExpectedOn?: string | null } & PromiseChange = {},
) {
  const { from, to, version, owed } = move;
  const rows = await tx
    .update(requestItems)
    .set({ status: to, chargesOwed: owed, ...extra, version: sql`${requestItems.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(requestItems.id, itemId), eq(requestItems.version, version), eq(requestItems.status, from)))
    .returning({ id: requestItems.id });
  return rows.length === 1;
}

/**
 * Sets an item's quoted charges and moves it to estimated, if nobody changed it since `version`; `owed` as
 * the flow table says after a quote (a new quote waits for a new answer).
 */
export async function quoteItem(
  tx: DbOrTx,
  itemId: string,
  version: number,
  c: { serviceCharge: number; partsCharge: number; gstPercent: number; gstAmount: number },
  owed: boolean,
  promise: PromiseChange = {},
) {
  const rows = await tx
    .update(requestItems)
    .set({
      ...c,
      ...promise,
      status: 'estimated',
      chargesOwed: owed,
      version: sql`${requestItems.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(requestItems.id, itemId), eq(requestItems.version, version)))
    .returning({ id: requestItems.id });
  return rows.length === 1;
}

/** The branch of the staff member who moves an item (null: an admin or a user with none). */
export async function branchOfUser(tx: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await tx.select({ branchId: users.branchId }).from(users).where(eq(users.id, userId));
  return row?.branchId ?? null;
}

/**
 * Adds a tracking entry made `at` (the clock the promise reads, so the reports' times agree with the due
 * dates) and answers its id (which names the status mail, so it is sent once); a move to waiting for parts
 * keeps the day they were expected by, and a move that ended a pause the due it moved to.
 */
export async function addTracking(
  tx: DbOrTx,
  itemId: string,
  status: string,
  remark: string,
  actorId: string,
  at: Date,
  expectedOn: string | null = null,
  dueMovedTo: Date | null = null,
) {
  const [row] = await tx
    .insert(trackingEntries)
    .values({ itemId, status, remark, actorId, expectedOn, dueMovedTo, createdAt: at })
    .returning({ id: trackingEntries.id });
  return row?.id ?? 0;
}

/** New items' first tracking entries in a write's document (`docWrite`). */
export interface EntryDoc {
  tracking: Required<Pick<typeof trackingEntries.$inferInsert, 'itemId' | 'status' | 'remark' | 'actorId'>>[];
}
export const entriesFromDoc = () => rowsFromDoc(trackingEntries, 'tracking', ['itemId', 'status', 'remark', 'actorId']);
