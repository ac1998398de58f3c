import { PickupMsg } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers/accounts';
import { ADMIN, startTestApp } from '../helpers/app';
import { itemsOf, viewOf } from '../helpers/items';
import {
  COURIER_SETTINGS,
  carrierEvents,
  dayAhead,
  liveOrders,
  type PickupReply,
  parcelRow,
  pickupBody,
  startPickupApp,
} from '../helpers/pickups';
import { requestOf } from '../helpers/shipments';
import { until, webhooksSettled } from '../helpers/wait';

/**
 * The customer's pickup booked with the courier (issue 43, decision 107): rates from the carrier, a return
 * order under our own reference, its AWB, pickup day and label on the request; cancelled until the courier
 * has the parcel; every fault (429, 5xx, a lapsed token, a timeout after the carrier took the order) ends
 * in one order at the carrier, never two; tracking events move the parcel forward only.
 */
let app: Awaited<ReturnType<typeof startPickupApp>>;
const t = () => app.t;

beforeAll(async () => {
  app = await startPickupApp();
});
afterAll(() => app.close());

const book = (code: string, o: Record<string, unknown> = {}, token = app.customer) =>
  t().post<PickupReply>('/shipments/bookPickup', pickupBody(code, o), token);
const saveSettings = (o: Record<string, unknown> = {}) =>
  t().post('/admin/saveCourierSettings', { ...COURIER_SETTINGS, ...o }, app.staff);

describe('before the admin switches pickups on', () => {
  it('offers no pickup and keeps the typed courier details; bookings are refused', async () => {
    const code = await requestOf(t(), app.customer, 1, { courier_name: 'DTDC', docket_number: 'D-1' });
    const options = await t().post<{ unavailable: string | null; booking: unknown }>(
      '/shipments/getPickupOptions',
      { req_code: code },
      app.customer,
    );
    expect(options.statusCode).toBe(200);
    expect(options.body).toMatchObject({ unavailable: PickupMsg.notOffered, booking: null });
    const refused = await book(code);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(PickupMsg.notOffered);
    expect(await parcelRow(t(), code)).toMatchObject({ source: 'typed', carrier: 'DTDC', docket: 'D-1' });
    expect(app.double.orders).toHaveLength(0);
  });

  it('refuses to switch them on where the server has no Shiprocket sign-in', async () => {
    const bare = await startTestApp();
    try {
      const admin = (await login(bare, ADMIN.username, ADMIN.password)).accessToken;
      const read = await bare.post<{ carrier: { configured: boolean }; settings: unknown }>(
        '/admin/getCourierSettings',
        {},
        admin,
      );
      expect(read.body).toEqual({ settings: null, carrier: { name: 'Shiprocket', configured: false } });
      const on = await bare.post('/admin/saveCourierSettings', COURIER_SETTINGS, admin);
      expect(on.statusCode).toBe(400);
      expect(String(on.body.message)).toContain('SHIPROCKET_EMAIL');
      // Saved switched off, the settings are kept for later.
      expect(
        (await bare.post('/admin/saveCourierSettings', { ...COURIER_SETTINGS, enabled: false }, admin)).statusCode,
      ).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('checks the settings: a bad pincode or phone is refused with its message, and only the admin saves', async () => {
    const bad = await saveSettings({ centre: { ...COURIER_SETTINGS.centre, pincode: '06410' } });
    expect(bad.statusCode).toBe(400);
    const phone = await saveSettings({ centre: { ...COURIER_SETTINGS.centre, phone: '12345' } });
    expect(phone.statusCode).toBe(400);
    expect((await t().post('/admin/saveCourierSettings', COURIER_SETTINGS, app.customer)).statusCode).toBe(404);
    expect((await saveSettings()).statusCode).toBe(200);
    const read = await t().post<{ settings: unknown }>('/admin/getCourierSettings', {}, app.staff);
    expect(read.body.settings).toEqual(COURIER_SETTINGS);
  });
});

describe('a pickup booked by the customer', () => {
  it('offers the profile’s address and the box, lists the couriers with the recommended one, and books it', async () => {
    const code = await requestOf(t(), app.customer, 2, { courier_name: 'Self', docket_number: 'TBD-1' });
    const options = await t().post<Record<string, unknown>>(
      '/shipments/getPickupOptions',
      { req_code: code },
      app.customer,
    );
    expect(options.body).toMatchObject({
      unavailable: null,
      address: { pincode: '641601', city: 'Tiruppur', address: '12 Mill Road', name: 'Priya', state: '33' },
      box: COURIER_SETTINGS.box,
      payer: 'customer',
      booking: null,
    });
    const rates = await t().post<{ couriers: { id: number; name: string; rate: number }[]; recommended: number }>(
      '/shipments/getPickupRates',
      { req_code: code, pincode: '641601', box: COURIER_SETTINGS.box },
      app.customer,
    );
    expect(rates.statusCode).toBe(200);
    expect(rates.body.couriers.map((c) => c.name)).toEqual([
      'Delhivery Surface',
      'Amazon Surface',
      'Xpressbees Surface',
    ]);
    expect(rates.body.recommended).toBe(142);

    expect((await viewOf(t(), app.customer, code)).pickup_offered).toBe(true);
    const booked = await book(code, { pickup_on: dayAhead(2) });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    const amazon = rates.body.couriers.find((c) => c.id === 142);
    expect(booked.body.booking).toMatchObject({
      state: 'booked',
      courier: 'Amazon Surface',
      rate: amazon?.rate,
      payer: 'customer',
      pickup_on: dayAhead(2),
      stage: 'pickup_scheduled',
      exception: null,
      error: null,
      cancellable: true,
    });
    expect(booked.body.booking.awb).toMatch(/^\d{12}$/);
    expect(booked.body.booking.label_url).toMatch(/\.pdf$/);
    const label = await fetch(booked.body.booking.label_url ?? '');
    expect(label.headers.get('content-type')).toBe('application/pdf');

    // One return order at the carrier: from the customer's address to the centre, a SKU for each item.
    const [order, ...more] = liveOrders(app.double, code);
    expect(more).toHaveLength(0);
    expect(order?.kind).toBe('return');
    expect(order?.body).toMatchObject({
      pickup_pincode: '641601',
      pickup_phone: '9876543210',
      pickup_state: 'Tamil Nadu',
      shipping_pincode: '641001',
      shipping_customer_name: 'Kovai Service Centre',
      length: 40,
      weight: 3,
      sub_total: 54000,
    });
    expect(((order?.body.order_items ?? []) as { sku: string }[]).map((i) => i.sku)).toEqual([
      `${code}-1`,
      `${code}-2`,
    ]);

    // The request shows the courier and the AWB as its parcel; the typed docket is not typed over.
    const view = await viewOf(t(), app.customer, code);
    expect(view.request_details).toMatchObject({
      courier_name: 'Amazon Surface',
      docket_number: booked.body.booking.awb,
    });
    expect(view.pickup_offered).toBe(false);
    expect(view.shipments).toMatchObject([{ direction: 'in', booking: booked.body.booking }]);
    const retype = await t().post(
      '/requestrepair/updatecourierdetails',
      { req_code: code, courier_name: 'DTDC', docket_number: 'D-9', narration: 'x' },
      app.customer,
    );
    expect(retype.statusCode).toBe(400);
    expect(retype.body.message).toBe(PickupMsg.typedOverBooking);
    expect(await parcelRow(t(), code)).toMatchObject({ source: 'booked', docket: booked.body.booking.awb });
    // A second booking of the same request is refused; the first stands.
    const again = await book(code);
    expect(again.statusCode).toBe(409);
    expect(liveOrders(app.double, code)).toHaveLength(1);
    const shown = await t().post<{ booking: unknown }>('/shipments/getPickupOptions', { req_code: code }, app.customer);
    expect(
      shown.statusCode,
      t()
        .logs.filter((l) => l.includes('"level":50'))
        .join('\n')
        .slice(-1500),
    ).toBe(200);
    expect(shown.body.booking).toEqual(booked.body.booking);
  });

  it('does not exist for another customer, and is refused where the parcel has arrived', async () => {
    const code = await requestOf(t(), app.customer, 1, { courier_name: 'DTDC', docket_number: 'D-7' });
    for (const [path, body] of [
      ['/shipments/getPickupOptions', { req_code: code }],
      ['/shipments/getPickupRates', { req_code: code, pincode: '641601', box: COURIER_SETTINGS.box }],
      ['/shipments/bookPickup', pickupBody(code)],
      ['/shipments/cancelPickup', { req_code: code }],
    ] as const) {
      const res = await t().post(path, body, app.other);
      expect(res.statusCode, path).toBe(404);
    }
    expect(liveOrders(app.double, code)).toHaveLength(0);
    const [item] = await itemsOf(t(), app.staff, code);
    const received = await t().post(
      '/requestrepair/updateItemStatus',
      { item_id: item?.item_id, version: item?.version, status: 'received', remark: '', docket_number: 'D-7' },
      app.staff,
    );
    expect(received.statusCode, JSON.stringify(received.body)).toBe(200);
    const late = await book(code);
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toBe(PickupMsg.nothingToPick);
    const options = await t().post<{ unavailable: string }>(
      '/shipments/getPickupOptions',
      { req_code: code },
      app.customer,
    );
    expect(options.body.unavailable).toBe(PickupMsg.nothingToPick);
  });

  it('refuses a day gone by or too far ahead, a courier that does not serve, and a box out of bounds; nothing is kept', async () => {
    const code = await requestOf(t(), app.customer, 1, { courier_name: 'Self', docket_number: 'S-2' });
    for (const [o, message] of [
      [{ pickup_on: dayAhead(-1) }, PickupMsg.dayOutOfRange],
      [{ pickup_on: dayAhead(8) }, PickupMsg.dayOutOfRange],
      [{ courier_id: 999 }, PickupMsg.courierGone],
      [{ box: { length_cm: 40, breadth_cm: 30, height_cm: 20, weight_kg: 80 } }, 'A box weighs at most 50 kg'],
      [{ declared_value: 0 }, 'Please enter what the items are worth'],
      [{ address: { ...pickupBody(code).address, pincode: '12345' } }, undefined],
    ] as const) {
      const res = await book(code, o);
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await parcelRow(t(), code)).toMatchObject({ source: 'typed', docket: 'S-2', booking: null });
    expect(liveOrders(app.double, code)).toHaveLength(0);
    // Pincodes no courier serves: an empty choice, not a failure.
    const none = await t().post<{ couriers: unknown[] }>(
      '/shipments/getPickupRates',
      { req_code: code, pincode: '744301', box: COURIER_SETTINGS.box },
      app.customer,
    );
    expect(none.body).toEqual({ couriers: [], recommended: null });
  });

  it('is cancelled until picked up: the carrier’s order too, the typed details back; then booked afresh', async () => {
    const code = await requestOf(t(), app.customer, 1, { courier_name: 'Self', docket_number: 'S-3' });
    const first = await book(code);
    expect(first.body.booking.state).toBe('booked');
    const cancelled = await t().post<PickupReply>('/shipments/cancelPickup', { req_code: code }, app.customer);
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.message).toBe(PickupMsg.cancelled);
    expect(await parcelRow(t(), code)).toMatchObject({
      source: 'typed',
      carrier: 'Self',
      docket: 'S-3',
      booking: 'cancelled',
    });
    expect(liveOrders(app.double, code)).toHaveLength(0);
    expect((await t().post('/shipments/cancelPickup', { req_code: code }, app.customer)).statusCode).toBe(400);
    const second = await book(code, { courier_id: 10 });
    expect(second.body.booking).toMatchObject({ state: 'booked', courier: 'Delhivery Surface' });
    expect(second.body.booking.awb).not.toBe(first.body.booking.awb);
    expect(liveOrders(app.double, code)).toHaveLength(1);
  });
});

describe('the booking under the carrier’s faults', () => {
  it('a 429 or a 5xx leaves it pending, nothing at the carrier twice; asked again it is booked once', async () => {
    const code = await requestOf(t(), app.customer, 1);
    // The rates pass; the create is answered 429.
    app.double.failNext({ slowMs: 0 }, 'rate_limit');
    const first = await book(code);
    expect(first.statusCode).toBe(200);
    expect(first.body.booking).toMatchObject({ state: 'pending', awb: '', cancellable: true });
    expect(first.body.message).toBe(PickupMsg.pending);
    expect(liveOrders(app.double, code)).toHaveLength(0);
    // Asked again: the lookup finds nothing, the order goes in, its AWB is answered 502.
    app.double.failNext({ slowMs: 0 }, { slowMs: 0 }, 'server');
    const second = await book(code);
    expect(second.body.booking.state).toBe('pending');
    expect(liveOrders(app.double, code)).toHaveLength(1);
    // "Try again" on the request: the same booking.
    const third = await t().post<PickupReply>('/shipments/retryPickup', { req_code: code }, app.customer);
    expect(third.body.booking.state, JSON.stringify(third.body)).toBe('booked');
    expect(liveOrders(app.double, code)).toHaveLength(1);
    expect(third.body.booking.awb).toBe(liveOrders(app.double, code)[0]?.awb);
    // Asked again once booked, it answers the booking as it stands; a parcel typed by hand has none to try.
    const again = await t().post<PickupReply>('/shipments/retryPickup', { req_code: code }, app.customer);
    expect(again.body.booking).toEqual(third.body.booking);
    const typed = await requestOf(t(), app.customer, 1);
    const none = await t().post('/shipments/retryPickup', { req_code: typed }, app.customer);
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe(PickupMsg.nothingBooked);
    expect((await t().post('/shipments/retryPickup', { req_code: code }, app.other)).statusCode).toBe(404);
  });

  it('a timeout after the carrier took the order: the retry finds it by our reference and books no second', async () => {
    const code = await requestOf(t(), app.customer, 1);
    app.double.failNext({ slowMs: 0 }, { slowMs: 900 });
    const first = await book(code);
    expect(first.body.booking.state).toBe('pending');
    // The carrier made the order though the app heard nothing.
    await until('the stand-in to have taken the order', () => liveOrders(app.double, code).length === 1);
    const again = await book(code);
    expect(again.body.booking.state, JSON.stringify(again.body)).toBe('booked');
    expect(liveOrders(app.double, code)).toHaveLength(1);
    expect(again.body.booking.awb).toBe(liveOrders(app.double, code)[0]?.awb);
  });

  it('a timeout after the AWB was given: the retry reads the AWB the carrier gave, and asks for none again', async () => {
    const code = await requestOf(t(), app.customer, 1);
    app.double.failNext({ slowMs: 0 }, { slowMs: 0 }, { slowMs: 900 });
    expect((await book(code)).body.booking.state).toBe('pending');
    await until('the stand-in to have given the AWB', () => liveOrders(app.double, code)[0]?.awb);
    const awb = liveOrders(app.double, code)[0]?.awb;
    const again = await book(code);
    expect(again.body.booking).toMatchObject({ state: 'booked', awb });
  });

  it('a lapsed token is renewed with one sign-in, and the booking goes through', async () => {
    const code = await requestOf(t(), app.customer, 1);
    app.double.expireTokens();
    const before = app.double.logins.length;
    const booked = await book(code);
    expect(booked.body.booking.state).toBe('booked');
    expect(app.double.logins.length - before).toBe(1);
  });

  it('the worker tries a pending booking again when it is due, without the customer', async () => {
    const code = await requestOf(t(), app.customer, 1);
    app.double.failNext({ slowMs: 0 }, 'server');
    expect((await book(code)).body.booking.state).toBe('pending');
    await t().db.execute(sql`update shipments set next_attempt_at = now() where ref like ${`${code}-%`}`);
    await until('the worker to book it', async () => (await parcelRow(t(), code))?.booking === 'booked');
    expect(liveOrders(app.double, code)).toHaveLength(1);
  });

  it('a booking that cannot be made ends failed with the reason; the customer books it afresh', async () => {
    const code = await requestOf(t(), app.customer, 1, { courier_name: 'Self', docket_number: 'S-4' });
    // Eight tries each answered 502 (BOOKING_MAX_ATTEMPTS): the last gives up.
    for (let i = 0; i < 8; i++) {
      app.double.failNext({ slowMs: 0 }, 'server');
      const r = await book(code);
      if (i < 7) expect(r.body.booking.state).toBe('pending');
      else {
        expect(r.body.statusFlag).toBe(1);
        expect(r.body.booking.state).toBe('failed');
        expect(r.body.booking.error).toContain('could not be reached');
      }
    }
    // The typed details still stand behind it; a new booking is made.
    const fresh = await book(code);
    expect(fresh.body.booking.state).toBe('booked');
    expect(liveOrders(app.double, code)).toHaveLength(1);
  });
});

/** The requests of one of the desk's courier queues, as staff list them. */
async function queue(courier: 'arrived' | 'exception' | 'quiet') {
  const res = await t().post<{ requestrepair_list: { req_code: string }[] }>(
    '/requestrepair/getrequestrepairList',
    { courier, limit: 100 },
    app.staff,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.requestrepair_list.map((r) => r.req_code);
}

describe('tracking a booked pickup', () => {
  it('moves forward only: duplicates, late and unknown events are kept and change nothing; picked up, no cancel', async () => {
    const code = await requestOf(t(), app.customer, 1);
    const { awb } = (await book(code)).body.booking;
    const push = async (id: number | 'NA', label: string, at?: number) => {
      expect(await app.double.push(awb, { id, label, at })).toBe(200);
      await webhooksSettled(t());
    };
    const now = Date.now();
    await push(42, 'PICKED UP', now - 60_000);
    expect(await parcelRow(t(), code)).toMatchObject({ stage: 'picked_up' });
    const cancel = await t().post('/shipments/cancelPickup', { req_code: code }, app.customer);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.body.message).toBe(PickupMsg.pickedUp);
    await push(6, 'SHIPPED', now - 30_000);
    // An event older than the last, and one the app does not know: kept, nothing moves.
    await push(3, 'PICKUP SCHEDULED', now - 50_000);
    await push('NA', 'SOMETHING NEW', now - 20_000);
    await push(21, 'UNDELIVERED', now - 10_000);
    expect(await parcelRow(t(), code)).toMatchObject({ stage: 'in_transit', exception: 'undelivered' });
    // The desk's courier queues: a problem, then the parcel at the door (and the customer sees no queue).
    expect(await queue('exception')).toContain(code);
    expect(await queue('arrived')).not.toContain(code);
    await push(7, 'DELIVERED', now);
    await push(6, 'SHIPPED', now + 1000);
    expect(await parcelRow(t(), code)).toMatchObject({ stage: 'delivered', exception: null });
    expect(await queue('exception')).not.toContain(code);
    expect(await queue('arrived')).toContain(code);
    const counts = await t().post<{ courier_counts: Record<string, number> }>(
      '/requestrepair/getActionCounts',
      {},
      app.staff,
    );
    expect(counts.body.courier_counts.arrived).toBeGreaterThanOrEqual(1);
    const mine = await t().post<{ requestrepair_list: { req_code: string }[] }>(
      '/requestrepair/getrequestrepairList',
      { courier: 'arrived' },
      app.other,
    );
    expect(mine.body.requestrepair_list.map((r) => r.req_code)).not.toContain(code);
    // Received at the desk, it leaves the queue.
    const [item] = await itemsOf(t(), app.staff, code);
    const received = await t().post(
      '/requestrepair/updateItemStatus',
      { item_id: item?.item_id, version: item?.version, status: 'received', remark: '', docket_number: awb },
      app.staff,
    );
    expect(received.statusCode, JSON.stringify(received.body)).toBe(200);
    expect(await queue('arrived')).not.toContain(code);
    expect(await carrierEvents(t(), code)).toEqual([
      { status: 'picked_up', moved: true, carrier_status: '42 PICKED UP' },
      { status: 'in_transit', moved: true, carrier_status: '6 SHIPPED' },
      { status: 'pickup_scheduled', moved: false, carrier_status: '3 PICKUP SCHEDULED' },
      { status: 'unknown', moved: false, carrier_status: 'NA SOMETHING NEW' },
      { status: 'undelivered', moved: true, carrier_status: '21 UNDELIVERED' },
      { status: 'delivered', moved: true, carrier_status: '7 DELIVERED' },
      { status: 'in_transit', moved: false, carrier_status: '6 SHIPPED' },
    ]);
  });
});
