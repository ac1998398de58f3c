import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brandMaster, customers, itemMaster, repairRequests, requestItems, trackingEntries } from '../../db/schema';

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
      customerMobile: customers.mobile,
      whatsappOptInAt: customers.whatsappOptInAt,
      /** The customer's account's language, for the mail and the message. */
      customerLanguage: sql<
        'en' | 'ta'
      >`coalesce((select u.language from users u where u.customer_id = "customers"."id" order by u.created_at limit 1), 'en')`,
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
