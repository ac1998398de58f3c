import { randomBytes } from 'node:crypto';
import {
  Code,
  chargedWeight,
  indiaToday,
  isPickedUp,
  PICKUP_DAYS_AHEAD,
  PickupMsg,
  StatusFlag,
  type TBox,
  type TCourierSettings,
  type TPickupOptions,
  type ZBookPickup,
  ZCourierSettings,
} from '@svc/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { UnreachableError } from '../../lib/json-call';
import { attemptBooking, type BookingCarrier } from './attempt-booking';
import * as repo from './booking.repository';
import type { BookingDetail } from './booking-detail';
import { bookingOf } from './booking-view';
import { CarrierError } from './carriers/carrier';

const notFound = () => new AppError(Code.notFound, 'Request not found.');
const LEASE_SECONDS = 120;

const today = (now: Date) => indiaToday(now);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The customer's pickup (issue 43): booked with the carrier from the portal, its AWB, label and pickup day
 * on the request, cancelled until the courier has the parcel. A booking goes through an outbox on the parcel
 * row itself (`attemptBooking`): tried at once, then by the worker, never twice at the same time.
 */
export function createPickupService(
  deps: Pick<Deps, 'db' | 'log' | 'now' | 'settings'>,
  carrier: BookingCarrier | null,
) {
  const { db } = deps;
  const scope = (c: Caller) => (isStaff(c) ? null : (c.customerId ?? '00000000-0000-0000-0000-000000000000'));

  async function courierSettings(): Promise<TCourierSettings | null> {
    const r = ZCourierSettings.safeParse(await repo.readCourierSettings(db));
    return r.success ? r.data : null;
  }

  /** The carrier and the settings when bookings are on, else null. */
  async function offered() {
    const settings = await courierSettings();
    return carrier && settings?.enabled ? { carrier, settings } : null;
  }

  async function requestOf(caller: Caller, reqCode: string) {
    const r = await repo.requestForPickup(db, reqCode, scope(caller));
    if (!r) throw notFound();
    return r;
  }

  const bookingView = bookingOf;

  async function options(caller: Caller, reqCode: string): Promise<TPickupOptions> {
    const r = await requestOf(caller, reqCode);
    const on = await offered();
    const booking = bookingView(await repo.parcelOf(db, r.id));
    const unavailable = !on ? PickupMsg.notOffered : r.arrived || !r.open ? PickupMsg.nothingToPick : null;
    return {
      unavailable,
      address: {
        name: r.contactperson || r.companyname,
        address: r.address,
        city: r.city,
        state: r.state,
        pincode: r.pincode,
        phone: r.mobile,
        email: r.email,
      },
      box: on?.settings.box ?? null,
      payer: on?.settings.payer ?? 'centre',
      booking,
    };
  }

  /** Refuses a booking where there is nothing to pick up (an item arrived, none left to send). */
  function checkOpen(r: { arrived: boolean; open: boolean }) {
    if (r.arrived || !r.open) throw new AppError(Code.badRequest, PickupMsg.nothingToPick);
  }

  async function ratesFor(on: NonNullable<Awaited<ReturnType<typeof offered>>>, pincode: string, box: TBox, value = 0) {
    try {
      return await on.carrier.rates({
        fromPincode: pincode,
        toPincode: on.settings.centre.pincode,
        weightKg: chargedWeight(box),
        isReturn: true,
        declaredValue: value,
      });
    } catch (err) {
      deps.log.warn({ error: err instanceof Error ? err.message : String(err) }, 'the courier’s rates failed');
      throw new AppError(Code.badRequest, PickupMsg.unreachable);
    }
  }

  async function rates(caller: Caller, q: { req_code: string; pincode: string; box: TBox }) {
    const r = await requestOf(caller, q.req_code);
    const on = await offered();
    if (!on) throw new AppError(Code.badRequest, PickupMsg.notOffered);
    checkOpen(r);
    return ratesFor(on, q.pincode, q.box);
  }

  /** One attempt at a booking if no one else is making it; answers the booking as it then stands. */
  async function attempt(id: string) {
    const row = await repo.claimBooking(db, id, LEASE_SECONDS);
    if (row && carrier)
      await attemptBooking(db, carrier, row, { maxAttempts: deps.settings.BOOKING_MAX_ATTEMPTS, log: deps.log });
    return repo.parcelOf(db, (row ?? (await repo.parcelById(db, id)))?.requestId ?? '');
  }

  function reply(p: repo.BookedRow | null) {
    const booking = bookingView(p);
    if (!booking) throw new AppError(Code.error, 'The booking was not kept.');
    const message =
      booking.state === 'booked'
        ? PickupMsg.booked
        : booking.state === 'failed'
          ? `${PickupMsg.failed} ${booking.error ?? ''}`.trim()
          : PickupMsg.pending;
    return { statusFlag: booking.state === 'failed' ? StatusFlag.failed : StatusFlag.ok, message, booking };
  }

  async function book(caller: Caller, input: z.output<typeof ZBookPickup>) {
    const r = await requestOf(caller, input.req_code);
    const on = await offered();
    if (!on) throw new AppError(Code.badRequest, PickupMsg.notOffered);
    checkOpen(r);
    const parcel = await repo.parcelOf(db, r.id);
    if (!parcel) throw notFound();
    // A booking on its way is tried again now: the same booking, never a second one.
    if (parcel.source === 'booked' && parcel.booking === 'pending') return reply(await attempt(parcel.id));
    if (parcel.source === 'booked' && parcel.booking === 'booked')
      throw new AppError(Code.conflict, PickupMsg.alreadyBooked);
    const now = deps.now();
    const day = today(now);
    if (input.pickup_on < day || input.pickup_on > addDays(day, PICKUP_DAYS_AHEAD))
      throw new AppError(Code.badRequest, PickupMsg.dayOutOfRange, { field: 'pickup_on' });
    // The rate is the carrier's, asked again now: a rate sent by the browser is never trusted.
    const declaredValue = input.declared_value;
    const quoted = await ratesFor(on, input.address.pincode, input.box, declaredValue);
    const courier = quoted.couriers.find((c) => c.id === input.courier_id);
    if (!courier) throw new AppError(Code.badRequest, PickupMsg.courierGone, { field: 'courier_id' });
    const items = await repo.itemsToSend(db, r.id);
    // A refused booking's order, if the carrier made one, is cancelled before the next: never two orders.
    if (parcel.booking === 'failed') await cancelAtCarrier(parcel);
    const typed =
      parcel.source === 'typed' ? { carrier: parcel.carrier, docket: parcel.docket } : (parcel.detail?.typed ?? null);
    const detail: BookingDetail = {
      courierId: courier.id,
      courierName: courier.name,
      rate: courier.rate,
      payer: on.settings.payer,
      box: input.box,
      declaredValue,
      from: input.address,
      to: on.settings.centre,
      items: items.map((i) => ({
        name: `${i.item} ${i.brand} ${i.model}`.slice(0, 100),
        sku: `${r.reqCode}-${i.lineNo}`,
      })),
      orderDate: new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' '),
      pickupAsked: input.pickup_on,
      typed: typed ?? { carrier: '', docket: '' },
    };
    // Our reference with the carrier: the request's code and a random tail, unique for every booking made.
    const ref = `${r.reqCode}-IN-${randomBytes(3).toString('hex').toUpperCase()}`;
    const started = await repo.startBooking(db, parcel.id, { carrier: courier.name, ref, detail });
    // Two bookings at once for one request: the one that changed the parcel goes on; the other is told.
    if (!started) throw new AppError(Code.conflict, PickupMsg.alreadyBooked);
    return reply(await attempt(parcel.id));
  }

  /** A pending booking tried again now (the same booking, never a second); a booked one as it stands. */
  async function retry(caller: Caller, reqCode: string) {
    const r = await requestOf(caller, reqCode);
    const parcel = await repo.parcelOf(db, r.id);
    if (parcel?.source === 'booked' && parcel.booking === 'pending') return reply(await attempt(parcel.id));
    if (parcel?.source === 'booked' && parcel.booking === 'booked') return reply(parcel);
    throw new AppError(Code.badRequest, PickupMsg.nothingBooked);
  }

  /**
   * Cancels the booking's order at the carrier, if there is one: an attempt that timed out may have made it
   * without our knowing, so it is looked up by our reference. A carrier that cannot be reached or refuses
   * leaves everything as it was.
   */
  async function cancelAtCarrier(parcel: repo.BookedRow) {
    if (!carrier) return;
    let orderId = parcel.carrierOrderId;
    try {
      if (!orderId && parcel.attempts > 0 && parcel.ref) {
        const found = await carrier.findOrder(parcel.ref);
        if (found && !found.cancelled) orderId = String(found.orderId);
      }
      if (orderId) await carrier.cancel([Number(orderId)]);
    } catch (err) {
      // A cancel that timed out, or one refused as done already, may have gone through: the carrier is asked.
      const maybeDone =
        (err instanceof UnreachableError && err.uncertain) || (err instanceof CarrierError && err.permanent);
      if (orderId && parcel.ref && maybeDone && (await carrier.findOrder(parcel.ref).catch(() => null))?.cancelled)
        return;
      if (err instanceof CarrierError && err.permanent)
        throw new AppError(Code.badRequest, `The courier did not cancel it: ${err.message}`);
      throw new AppError(Code.badRequest, PickupMsg.unreachable);
    }
  }

  async function cancel(caller: Caller, reqCode: string) {
    const r = await requestOf(caller, reqCode);
    const parcel = await repo.parcelOf(db, r.id);
    const booking = bookingView(parcel);
    if (!parcel || !booking || booking.state === 'cancelled')
      throw new AppError(Code.badRequest, PickupMsg.nothingBooked);
    if (booking.stage && isPickedUp(booking.stage)) throw new AppError(Code.badRequest, PickupMsg.pickedUp);
    // Held, so neither the worker nor a retry books it while it is being cancelled.
    const held = parcel.booking === 'pending' ? await repo.holdForCancel(db, parcel.id, LEASE_SECONDS) : true;
    if (!held) throw new AppError(Code.conflict, PickupMsg.busy);
    try {
      await cancelAtCarrier(parcel);
    } catch (err) {
      if (parcel.booking === 'pending') await repo.releaseHold(db, parcel.id);
      throw err;
    }
    await db.transaction((tx) =>
      repo.undoBooking(tx, parcel.id, parcel.detail?.typed ?? { carrier: '', docket: '' }, caller.userId),
    );
    const after = bookingView(await repo.parcelOf(db, r.id), true);
    if (!after) throw new AppError(Code.error, 'The booking was not kept.');
    return { statusFlag: StatusFlag.ok, message: PickupMsg.cancelled, booking: after };
  }

  /** The worker's batch: each booking due, one attempt each. */
  async function attemptDue(limit: number) {
    const ids = await repo.dueBookings(db, limit);
    for (const id of ids) await attempt(id);
    return ids.length;
  }

  return { options, rates, book, retry, cancel, attemptDue };
}
export type PickupService = ReturnType<typeof createPickupService>;
