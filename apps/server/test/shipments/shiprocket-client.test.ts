import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ShiprocketDouble, startShiprocketDouble } from '@svc/provider-doubles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierError, type CarrierOrder } from '../../src/features/shipments/carriers/carrier';
import { shiprocket } from '../../src/features/shipments/carriers/shiprocket';
import { UnreachableError } from '../../src/lib/json-call';

let double: ShiprocketDouble;
const login = { email: 'api@kovai-service.in', password: 'Sr-api-Secret#2026' };
const client = (o: { timeoutMs?: number; now?: () => number } = {}) =>
  shiprocket({ apiUrl: double.url, ...login, pickupLocation: 'Primary', ...o });

let n = 0;
const order = (o: Partial<CarrierOrder> = {}): CarrierOrder => {
  n += 1;
  return {
    ref: `R-2026-${String(n).padStart(5, '0')}-IN`,
    date: '2026-12-03 11:00',
    from: {
      name: 'Acme Traders',
      address: '12 Mill Road',
      city: 'Tiruppur',
      state: 'Tamil Nadu',
      pincode: '641601',
      email: 'ops@acme.example',
      phone: '9876543210',
    },
    to: {
      name: 'Kovai Service',
      address: '4 Avinashi Road',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      pincode: '641001',
      email: 'desk@kovai-service.in',
      phone: '9443012345',
    },
    items: [
      { name: 'Laptop Dell Latitude 5420', sku: 'ITEM-1', value: 45000 },
      { name: 'Printer HP 1020', sku: 'ITEM-2', value: 9000 },
    ],
    box: { lengthCm: 45, breadthCm: 35, heightCm: 20, weightKg: 6.5 },
    ...o,
  };
};

beforeAll(async () => {
  double = await startShiprocketDouble({ ...login, unserviceable: ['744301'] });
});
afterAll(() => double.close());

describe('the Shiprocket client against its stand-in (issue 43)', () => {
  it('signs in once for many calls and lists the couriers with rate, days and the recommended one', async () => {
    const sr = client();
    const before = double.logins.length;
    const [a, b] = await Promise.all([
      sr.rates({ fromPincode: '641601', toPincode: '641001', weightKg: 6.5, isReturn: true, declaredValue: 54000 }),
      sr.rates({ fromPincode: '641001', toPincode: '641601', weightKg: 1 }),
    ]);
    expect(double.logins.length - before).toBe(1);
    expect(a.couriers.map((c) => c.name)).toEqual(['Delhivery Surface', 'Amazon Surface', 'Xpressbees Surface']);
    expect(a.couriers[1]).toEqual({ id: 142, name: 'Amazon Surface', rate: 35 * 13, days: 5 });
    expect(a.recommended).toBe(142);
    expect(b.couriers[0]?.rate).toBe(38 * 2);
    // No courier for a pincode is an empty choice, not a failure.
    expect(await sr.rates({ fromPincode: '641001', toPincode: '744301', weightKg: 1 })).toEqual({
      couriers: [],
      recommended: null,
    });
  });

  it('books the customer’s pickup: a return order, its AWB, the pickup, the label as a PDF; cancels one not picked up', async () => {
    const sr = client();
    const box = order();
    const made = await sr.createReturn(box);
    const sent = double.orders.find((o) => o.ref === box.ref);
    expect(sent?.kind).toBe('return');
    expect(sent?.body).toMatchObject({
      pickup_pincode: '641601',
      shipping_pincode: '641001',
      weight: 6.5,
      sub_total: 54000,
    });
    const awb = await sr.assignAwb(made.shipmentId, 142);
    expect(awb.awb).toMatch(/^\d{12}$/);
    expect(awb.courier).toBe('Amazon Surface');
    const pickup = await sr.schedulePickup(made.shipmentId);
    expect(pickup.reference).toMatch(/^Reference No: /);
    const label = await fetch(await sr.label(made.shipmentId));
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect((await label.text()).startsWith('%PDF-')).toBe(true);
    expect(await sr.findOrder(box.ref)).toEqual({
      orderId: made.orderId,
      shipmentId: made.shipmentId,
      awb: awb.awb,
      courier: 'Amazon Surface',
      cancelled: false,
    });
    await sr.cancel([made.orderId]);
    expect(double.orders.find((o) => o.ref === box.ref)?.cancelled).toBe(true);
    expect((await sr.findOrder(box.ref))?.cancelled).toBe(true);
  });

  it('dispatches from the registered pickup location, and a manifest is made once', async () => {
    const sr = client();
    const box = order();
    const made = await sr.createForward(box);
    expect(double.orders.find((o) => o.ref === box.ref)?.body).toMatchObject({
      pickup_location: 'Primary',
      billing_pincode: '641001',
    });
    await sr.assignAwb(made.shipmentId, 10);
    expect(await sr.manifest([made.shipmentId])).toMatch(/\.pdf$/);
    const again = await sr.manifest([made.shipmentId]).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(CarrierError);
    expect((again as CarrierError).message).toBe('Manifest already generated');
  });

  it('names what the carrier refused, permanently: a missing field, a repeated order, a wrong pickup location', async () => {
    const sr = client();
    const missing = await sr.createReturn(order({ from: { ...order().from, city: '' } })).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(CarrierError);
    expect(missing).toMatchObject({
      permanent: true,
      status: 422,
      fields: ['pickup_city: The pickup city field is required.'],
    });
    const box = order();
    await sr.createReturn(box);
    expect(await sr.createReturn(box).catch((e: unknown) => e)).toMatchObject({
      permanent: true,
      status: 422,
      message: 'Order Id already exists',
    });
    const elsewhere = shiprocket({ apiUrl: double.url, ...login, pickupLocation: 'Warehouse 9' });
    expect(await elsewhere.createForward(order()).catch((e: unknown) => e)).toMatchObject({
      permanent: true,
      message: 'Wrong Pickup location entered. Please choose one location from data given',
    });
  });

  it('reads a refusal sent with HTTP 200 (a second AWB) and a pickup asked before its AWB', async () => {
    const sr = client();
    const made = await sr.createReturn(order());
    expect(await sr.schedulePickup(made.shipmentId).catch((e: unknown) => e)).toMatchObject({
      permanent: true,
      status: 400,
      message: 'Please assign AWB before generating pickup',
    });
    await sr.assignAwb(made.shipmentId, 10);
    expect(await sr.assignAwb(made.shipmentId, 10).catch((e: unknown) => e)).toMatchObject({
      permanent: true,
      status: 200,
      message: 'AWB is already assigned',
    });
  });

  it('signs in again a day before the token lapses, and once when a call is answered 401', async () => {
    let clock = Date.now();
    const sr = client({ now: () => clock });
    await sr.rates({ fromPincode: '641001', toPincode: '641601', weightKg: 1 });
    const first = double.logins.length;
    clock += 8 * 86_400_000;
    await sr.rates({ fromPincode: '641001', toPincode: '641601', weightKg: 1 });
    expect(double.logins.length).toBe(first);
    // Nine days and a bit: within a day of the lapse, renewed before the call.
    clock += 86_400_000 + 60_000;
    await sr.rates({ fromPincode: '641001', toPincode: '641601', weightKg: 1 });
    expect(double.logins.length).toBe(first + 1);
    double.expireTokens();
    await sr.rates({ fromPincode: '641001', toPincode: '641601', weightKg: 1 });
    expect(double.logins.length).toBe(first + 2);
    const wrong = shiprocket({ apiUrl: double.url, email: login.email, password: 'wrong', pickupLocation: 'Primary' });
    expect(
      await wrong.rates({ fromPincode: '641001', toPincode: '641601', weightKg: 1 }).catch((e: unknown) => e),
    ).toMatchObject({
      permanent: true,
      message: 'Invalid email and password combination',
    });
  });

  it('tells a busy or failing carrier (try later) from a refusal, and a timeout after the order went in from both', async () => {
    const sr = client();
    double.failNext('rate_limit', 'server');
    for (const status of [429, 502]) {
      expect(await sr.createReturn(order()).catch((e: unknown) => e)).toMatchObject({ permanent: false, status });
    }
    const box = order();
    // The answer comes long after the caller stopped waiting (1 s against 4 s: no load makes them meet).
    const impatient = client({ timeoutMs: 1000 });
    await impatient.rates({ fromPincode: '641001', toPincode: '641601', weightKg: 1 });
    double.failNext({ slowMs: 4000 });
    const late = await impatient.createReturn(box).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(UnreachableError);
    expect((late as UnreachableError).uncertain).toBe(true);
    // The carrier took it: a retry finds it by our reference instead of booking a second box.
    expect((await sr.findOrder(box.ref))?.shipmentId).toBe(double.orders.find((o) => o.ref === box.ref)?.shipmentId);
    expect(double.orders.filter((o) => o.ref === box.ref)).toHaveLength(1);
    expect(await sr.findOrder('R-2026-99999-IN')).toBeNull();
  });

  it('pushes tracking as Shiprocket does: the numeric status, our reference, the token as x-api-key; the scans kept', async () => {
    const got: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
    const hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        got.push({ headers: req.headers, body: JSON.parse(body) });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/webhooks/carriers/track`;
    const pushing = await startShiprocketDouble({ ...login, webhookUrl: url, webhookToken: 'hook-token-0123456789' });
    try {
      const sr = shiprocket({ apiUrl: pushing.url, ...login, pickupLocation: 'Primary' });
      const box = order();
      const made = await sr.createReturn(box);
      const { awb } = await sr.assignAwb(made.shipmentId, 10);
      expect(await pushing.push(awb, { id: 42, label: 'PICKED UP', at: Date.parse('2026-12-03T06:30:00Z') })).toBe(200);
      expect(await pushing.push('999999999999', { id: 18, label: 'IN TRANSIT' })).toBe(200);
      expect(got[0]?.headers['x-api-key']).toBe('hook-token-0123456789');
      expect(got[0]?.body).toMatchObject({
        awb,
        order_id: box.ref,
        current_status_id: 42,
        current_timestamp: '03 12 2026 12:00:00',
        is_return: 1,
      });
      expect(got[0]?.body.scans).toEqual([expect.objectContaining({ 'sr-status': '42', date: '2026-12-03 12:00:00' })]);
      expect(got[1]?.body).toMatchObject({ awb: '999999999999', order_id: 'unknown' });
      const tracked = (await sr.track(awb)) as { tracking_data: { shipment_track_activities: unknown[] } };
      expect(tracked.tracking_data.shipment_track_activities).toHaveLength(1);
      // Once picked up, the box can no longer be cancelled.
      expect(await sr.cancel([made.orderId]).catch((e: unknown) => e)).toMatchObject({ permanent: true, status: 400 });
    } finally {
      await pushing.close();
      await new Promise<void>((r) => hook.close(() => r()));
    }
  });
});
