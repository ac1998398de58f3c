import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  brandMaster,
  companySettings,
  customers,
  itemMaster,
  repairRequests,
  requestItems,
  shipmentEvents,
  shipments,
} from '../../db/schema';
import type { BookingDetail } from './booking-detail';

// A booked box's rows (issue 43, decision 107): the customer's parcel, booked with a carrier, and its outbox.

/** The caller's request (another customer's does not exist), its customer and whether anything has arrived. */
export async function requestForPickup(db: DbOrTx, reqCode: string, customerId: string | null) {
  const [r] = await db
    .select({
      id: repairRequests.id,
      reqCode: repairRequests.reqCode,
      customerId: repairRequests.customerId,
      companyname: customers.companyName,
      contactperson: customers.contactPerson,
      address: customers.address,
      city: customers.city,
      state: customers.stateCode,
      pincode: customers.pincode,
      mobile: customers.mobile,
      email: customers.email,
      arrived: sql<boolean>`exists (select 1 from ${requestItems} i where i.request_id = ${repairRequests.id}
        and i.status not in ('pending', 'cancelled'))`,
      open: sql<boolean>`exists (select 1 from ${requestItems} i where i.request_id = ${repairRequests.id}
        and i.status = 'pending')`,
    })
    .from(repairRequests)
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .where(
      customerId
        ? and(eq(repairRequests.reqCode, reqCode), eq(repairRequests.customerId, customerId))
        : eq(repairRequests.reqCode, reqCode),
    )
    .limit(1);
  return r ?? null;
}

/** The items waiting to be sent, as the carrier's order lists them. */
export function itemsToSend(db: DbOrTx, requestId: string) {
  return db
    .select({
      lineNo: requestItems.lineNo,
      item: itemMaster.name,
      brand: brandMaster.name,
      model: requestItems.modelNumber,
    })
    .from(requestItems)
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(and(eq(requestItems.requestId, requestId), eq(requestItems.status, 'pending')))
    .orderBy(asc(requestItems.lineNo));
}

const parcelCols = {
  id: shipments.id,
  requestId: shipments.requestId,
  source: shipments.source,
  carrier: shipments.carrier,
  docket: shipments.docket,
  ref: shipments.ref,
  booking: shipments.booking,
  detail: shipments.detail,
  carrierOrderId: shipments.carrierOrderId,
  carrierShipmentId: shipments.carrierShipmentId,
  labelUrl: shipments.labelUrl,
  pickupOn: shipments.pickupOn,
  stage: shipments.stage,
  exception: shipments.exception,
  attempts: shipments.attempts,
  lastError: shipments.lastError,
};
/** The parcel's columns a booking reads. */
export interface BookedRow {
  id: string;
  requestId: string;
  source: 'typed' | 'booked';
  carrier: string;
  docket: string;
  ref: string | null;
  booking: 'pending' | 'booked' | 'failed' | 'cancelled' | null;
  detail: BookingDetail | null;
  carrierOrderId: string | null;
  carrierShipmentId: string | null;
  labelUrl: string | null;
  pickupOn: string | null;
  stage: string | null;
  exception: string | null;
  attempts: number;
  lastError: string | null;
}

/** The request's parcel (its courier details, typed or booked). */
export async function parcelOf(db: DbOrTx, requestId: string): Promise<BookedRow | null> {
  const [row] = await db
    .select(parcelCols)
    .from(shipments)
    .where(and(eq(shipments.requestId, requestId), eq(shipments.direction, 'in')))
    .limit(1);
  return (row as BookedRow | undefined) ?? null;
}

export async function parcelById(db: DbOrTx, id: string): Promise<BookedRow | null> {
  const [row] = await db.select(parcelCols).from(shipments).where(eq(shipments.id, id)).limit(1);
  return (row as BookedRow | undefined) ?? null;
}

/**
 * The parcel becomes a booking on its way to the carrier (the typed details kept in `detail` for a cancel),
 * if it is typed or its last booking failed or was cancelled: in the one statement, so of two bookings at
 * once only one changes it. Answers whether it did.
 */
export async function startBooking(
  tx: DbOrTx,
  id: string,
  c: { carrier: string; ref: string; detail: BookingDetail },
): Promise<boolean> {
  const changed = await tx
    .update(shipments)
    .set({
      source: 'booked',
      carrier: c.carrier,
      docket: '',
      ref: c.ref,
      booking: 'pending',
      detail: c.detail as unknown as Record<string, unknown>,
      carrierOrderId: null,
      carrierShipmentId: null,
      labelUrl: null,
      pickupOn: null,
      stage: null,
      exception: null,
      lastEventAt: null,
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
    })
    .where(
      and(
        eq(shipments.id, id),
        sql`(${shipments.source} = 'typed' or ${shipments.booking} in ('failed', 'cancelled'))`,
      ),
    )
    .returning({ id: shipments.id });
  return changed.length === 1;
}

/** A pending booking held while it is cancelled (no attempt may start); false while an attempt runs. */
export async function holdForCancel(db: DbOrTx, id: string, leaseSeconds: number): Promise<boolean> {
  const held = await db
    .update(shipments)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      and(
        eq(shipments.id, id),
        eq(shipments.booking, 'pending'),
        sql`(${shipments.lockedUntil} is null or ${shipments.lockedUntil} < now())`,
      ),
    )
    .returning({ id: shipments.id });
  return held.length === 1;
}

export async function releaseHold(db: DbOrTx, id: string) {
  await db.update(shipments).set({ lockedUntil: null }).where(eq(shipments.id, id));
}

/**
 * Takes a pending booking for one attempt, with a lease: in the one statement that counts the attempt, so two
 * callers (the customer's retry and the worker) never run it side by side. Null when it is not free.
 */
export async function claimBooking(db: DbOrTx, id: string, leaseSeconds: number): Promise<BookedRow | null> {
  const [row] = await db
    .update(shipments)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`${shipments.attempts} + 1` })
    .where(
      and(
        eq(shipments.id, id),
        eq(shipments.booking, 'pending'),
        sql`(${shipments.lockedUntil} is null or ${shipments.lockedUntil} < now())`,
      ),
    )
    .returning(parcelCols);
  return (row as BookedRow | undefined) ?? null;
}

/** The ids of the bookings due for another attempt, oldest first (the worker claims each). */
export async function dueBookings(db: Db, limit: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select id from ${shipments}
      where booking = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at limit ${limit}`),
  );
  return rows.map((r) => r.id);
}

/** What an attempt learned, kept at once: a step done is never asked of the carrier again. */
export async function saveStep(
  db: DbOrTx,
  id: string,
  set: Partial<{
    carrierOrderId: string;
    carrierShipmentId: string;
    docket: string;
    carrier: string;
    labelUrl: string;
    pickupOn: string | null;
    stage: string;
    detail: BookingDetail;
  }>,
) {
  const { detail, ...rest } = set;
  await db
    .update(shipments)
    .set({ ...rest, ...(detail ? { detail: detail as unknown as Record<string, unknown> } : {}) })
    .where(eq(shipments.id, id));
}

/** The attempt's end: booked, refused for good, or due again after `retryInSeconds`; the lease let go. */
export async function endAttempt(
  db: DbOrTx,
  id: string,
  end:
    | { booking: 'booked'; error?: string }
    | { booking: 'failed'; error: string }
    | { retryInSeconds: number; error: string },
) {
  await db
    .update(shipments)
    .set(
      'retryInSeconds' in end
        ? {
            lockedUntil: null,
            lastError: end.error,
            nextAttemptAt: sql`now() + make_interval(secs => ${end.retryInSeconds})`,
          }
        : {
            lockedUntil: null,
            booking: end.booking,
            nextAttemptAt: null,
            lastError: end.error ?? null,
            updatedAt: sql`now()`,
          },
    )
    .where(eq(shipments.id, id));
}

/** A booking undone: the parcel goes back to the courier details typed before it, its history kept. */
export async function undoBooking(tx: DbOrTx, id: string, typed: { carrier: string; docket: string }, actorId: string) {
  await tx
    .update(shipments)
    .set({
      source: 'typed',
      carrier: typed.carrier,
      docket: typed.docket,
      booking: 'cancelled',
      stage: 'cancelled',
      nextAttemptAt: null,
      lockedUntil: null,
    })
    .where(eq(shipments.id, id));
  await tx.insert(shipmentEvents).values({ shipmentId: id, status: 'pickup_cancelled', actorId });
}

/** The admin's courier settings (contract's ZCourierSettings), `{}` before the first save. */
export async function readCourierSettings(db: DbOrTx): Promise<Record<string, unknown>> {
  const [row] = await db.select({ couriers: companySettings.couriers }).from(companySettings).limit(1);
  return row?.couriers ?? {};
}
