import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brandMaster, customers, itemMaster, repairRequests, requestItems, trackingEntries } from '../../db/schema';
import { shiftDailyTotals } from '../reports/daily-totals.repository';
import { ITEM_TOTAL } from './charges-sql';
import { needsOfItems, shiftQueueCounts } from './desk.repository';

export async function findItemForUpdate(tx: DbOrTx, itemId: string) {
  const [row] = await tx
    .select({
      id: requestItems.id,
      status: requestItems.status,
      version: requestItems.version,
      requestId: requestItems.requestId,
      customerId: repairRequests.customerId,
      reqCode: repairRequests.reqCode,
      docketNumber: repairRequests.docketNumber,
      customerEmail: customers.email,
      companyName: customers.companyName,
      itemName: itemMaster.name,
      brandName: brandMaster.name,
      modelNumber: requestItems.modelNumber,
      serialNumber: requestItems.serialNumber,
      serviceCharge: requestItems.serviceCharge,
      partsCharge: requestItems.partsCharge,
      gstPercent: requestItems.gstPercent,
    })
    .from(requestItems)
    .innerJoin(repairRequests, eq(repairRequests.id, requestItems.requestId))
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(eq(requestItems.id, itemId))
    .for('update', { of: requestItems });
  return row;
}

export type LockedItem = NonNullable<Awaited<ReturnType<typeof findItemForUpdate>>>;

/** Moves the item only if nobody changed it since `version`; answers false when somebody did. */
export async function moveItem(
  tx: DbOrTx,
  itemId: string,
  from: string,
  to: string,
  version: number,
  extra: { returnCourier?: string; returnDocket?: string } = {},
) {
  const rows = await tx
    .update(requestItems)
    .set({ status: to, ...extra, version: sql`${requestItems.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(requestItems.id, itemId), eq(requestItems.version, version), eq(requestItems.status, from)))
    .returning({ id: requestItems.id });
  return rows.length === 1;
}

/** Sets an item's quoted charges and moves it to estimated, if nobody changed it since `version`. */
export async function quoteItem(
  tx: DbOrTx,
  itemId: string,
  version: number,
  c: { serviceCharge: number; partsCharge: number; gstPercent: number },
) {
  const rows = await tx
    .update(requestItems)
    .set({ ...c, status: 'estimated', version: sql`${requestItems.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(requestItems.id, itemId), eq(requestItems.version, version)))
    .returning({ id: requestItems.id });
  return rows.length === 1;
}

/** Adds a tracking entry and answers its id (which names the status mail, so it is sent once). */
export async function addTracking(tx: DbOrTx, itemId: string, status: string, remark: string, actorId: string) {
  const [row] = await tx
    .insert(trackingEntries)
    .values({ itemId, status, remark, actorId })
    .returning({ id: trackingEntries.id });
  return row?.id ?? 0;
}

/**
 * Keeps the request's group (PRODUCT.md: pending, in progress, completed), its charge total, its
 * service-desk queues and the counters of reports and queues in step with its items; called in the same
 * transaction as every item change.
 */
export async function refreshRequest(tx: DbOrTx, requestId: string) {
  const state = {
    createdAt: repairRequests.createdAt,
    group: repairRequests.groupStatus,
    items: repairRequests.itemCount,
    charges: repairRequests.chargesTotal,
    needs: repairRequests.needs,
  };
  const [before] = await tx.select(state).from(repairRequests).where(eq(repairRequests.id, requestId)).for('update');
  const [after] = await tx
    .update(repairRequests)
    .set({
      updatedAt: sql`now()`,
      groupStatus: sql`(select case when bool_and(status = 'pending') then 'pending'
                  when bool_and(status in ('delivered', 'cancelled')) then 'completed'
                  else 'in_progress' end from ${requestItems} where request_id = ${requestId})`,
      chargesTotal: sql`(select coalesce(sum(${ITEM_TOTAL}), 0) from ${requestItems} where request_id = ${requestId})`,
      needs: needsOfItems(requestId),
    })
    .where(eq(repairRequests.id, requestId))
    .returning(state);
  if (!before || !after) return;
  if (before.group !== after.group || Number(before.charges) !== Number(after.charges)) {
    await shiftDailyTotals(tx, toState(before), toState(after));
  }
  await shiftQueueCounts(tx, before.needs, after.needs);
}

const toState = (r: { createdAt: Date; group: string; items: number; charges: number }) => ({
  ...r,
  charges: Number(r.charges),
});
