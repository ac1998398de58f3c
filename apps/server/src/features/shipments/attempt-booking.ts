import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { retryDelay } from '../../lib/polling-worker';
import { type BookedRow, endAttempt, saveStep } from './booking.repository';
import { orderOf } from './booking-detail';
import { CarrierError } from './carriers/carrier';
import type { shiprocket } from './carriers/shiprocket';

export type BookingCarrier = Pick<
  ReturnType<typeof shiprocket>,
  'rates' | 'createReturn' | 'findOrder' | 'assignAwb' | 'schedulePickup' | 'label' | 'cancel' | 'track'
>;

/** The carrier's day and time ("2026-12-05 11:00:00") as its day. */
const dayOf = (s: string | null) => (s && /^\d{4}-\d\d-\d\d/.test(s) ? s.slice(0, 10) : null);

/**
 * One attempt at a booking, from the step the last one reached: the order, its AWB, the pickup, the label.
 * Each step's answer is kept as soon as it comes, so no step is asked twice; and an attempt after one that
 * may have reached the carrier (any attempt but the first) first looks the order up by our reference, since
 * Shiprocket has no idempotency key: a create that timed out after the carrier took it is found, not
 * booked again. A refusal that asking again cannot help ends the booking as failed, with the carrier's
 * words; anything else (429, 5xx, a timeout) is tried again later, up to `maxAttempts`.
 */
export async function attemptBooking(
  db: DbOrTx,
  carrier: BookingCarrier,
  row: BookedRow,
  o: { maxAttempts: number; log: FastifyBaseLogger },
): Promise<'booked' | 'failed' | 'pending'> {
  const d = row.detail;
  const ref = row.ref;
  if (!d || !ref) throw new Error('a booking without its detail');
  let orderId = row.carrierOrderId;
  let shipmentId = row.carrierShipmentId;
  let awb = row.docket;
  const found = async () => {
    const f = await carrier.findOrder(ref);
    if (!f || f.cancelled) return false;
    orderId = String(f.orderId);
    shipmentId = String(f.shipmentId);
    await saveStep(db, row.id, { carrierOrderId: orderId, carrierShipmentId: shipmentId });
    if (f.awb && !awb) {
      awb = f.awb;
      await saveStep(db, row.id, { docket: awb, carrier: f.courier || d.courierName, stage: 'booked' });
    }
    return true;
  };
  try {
    if (row.attempts > 1 && (!shipmentId || !awb)) await found();
    if (!shipmentId) {
      try {
        const made = await carrier.createReturn(orderOf(ref, d));
        orderId = String(made.orderId);
        shipmentId = String(made.shipmentId);
        await saveStep(db, row.id, { carrierOrderId: orderId, carrierShipmentId: shipmentId });
      } catch (err) {
        // "Order Id already exists": an attempt the carrier took without our knowing; carry on with it.
        if (!(err instanceof CarrierError && err.permanent && (await found()))) throw err;
      }
    }
    if (!awb) {
      try {
        const given = await carrier.assignAwb(Number(shipmentId), d.courierId);
        awb = given.awb;
        await saveStep(db, row.id, { docket: awb, carrier: given.courier || d.courierName, stage: 'booked' });
      } catch (err) {
        // "AWB is already assigned" (HTTP 200 with a failure flag): the AWB an earlier attempt was given.
        if (!(err instanceof CarrierError && err.permanent && (await found()) && awb)) throw err;
      }
    }
    if (!row.pickupOn) {
      const pickup = await carrier.schedulePickup(Number(shipmentId), d.pickupAsked);
      await saveStep(db, row.id, {
        pickupOn: dayOf(pickup.on) ?? d.pickupAsked,
        stage: 'pickup_scheduled',
        detail: { ...d, pickupReference: pickup.reference },
      });
    }
    if (!row.labelUrl) await saveStep(db, row.id, { labelUrl: await carrier.label(Number(shipmentId)) });
    await endAttempt(db, row.id, { booking: 'booked' });
    return 'booked';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof CarrierError && err.permanent;
    // With its AWB the box is booked: the courier comes for it. A pickup or label still missing is tried
    // again while tries are left, then left to the desk, with the carrier's words kept.
    if (awb && (permanent || row.attempts >= o.maxAttempts)) {
      o.log.warn({ ref, error: message }, 'a booking has its AWB but not all of its pickup and label');
      await endAttempt(db, row.id, { booking: 'booked', error: message.slice(0, 500) });
      return 'booked';
    }
    if (err instanceof CarrierError && err.permanent) {
      const fields = err.fields.length ? ` (${err.fields.join('; ')})` : '';
      o.log.warn({ ref, status: err.status, error: message }, 'the courier refused a booking');
      await endAttempt(db, row.id, { booking: 'failed', error: `${message}${fields}`.slice(0, 500) });
      return 'failed';
    }
    if (row.attempts >= o.maxAttempts) {
      o.log.error({ ref, attempts: row.attempts, error: message }, 'a booking was given up');
      await endAttempt(db, row.id, {
        booking: 'failed',
        error: `The courier could not be reached after ${row.attempts} tries.`,
      });
      return 'failed';
    }
    o.log.warn({ ref, attempts: row.attempts, error: message }, 'a booking will be tried again');
    await endAttempt(db, row.id, { retryInSeconds: retryDelay(row.attempts), error: message.slice(0, 500) });
    return 'pending';
  }
}
