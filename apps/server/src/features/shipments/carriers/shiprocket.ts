import type { z } from 'zod';
import { callJson } from '../../../lib/json-call';
import { CarrierError, type CarrierOrder, type CourierRate, type RateQuery } from './carrier';
import { ZAwb, ZCreated, ZFailure, ZFound, ZLabel, ZLogin, ZManifest, ZPickup, ZRates } from './shiprocket-answers';

export interface ShiprocketConfig {
  /** https://apiv2.shiprocket.in in production. */
  apiUrl: string;
  /** The API user's sign-in (Settings → API → Add New API User in Shiprocket's panel). */
  email: string;
  password: string;
  /** The pickup location registered for the centre, where an order names none (forward orders need one). */
  pickupLocation?: string;
  timeoutMs?: number;
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token is renewed this long before it lapses, so no call meets it expired. */
const RENEW_BEFORE_MS = DAY_MS;

/** The lapse of a JWT (its `exp`), else 10 days from now, as Shiprocket documents its tokens. */
function lapseOf(token: string, now: number): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown };
    if (typeof payload.exp === 'number') return payload.exp * 1000;
  } catch {}
  return now + 10 * DAY_MS;
}

/** The carrier's refusal as the app reads it: the fields it named, permanent unless 429 or 5xx. */
function refusal(status: number, json: unknown): CarrierError {
  const f = ZFailure.safeParse(json);
  const message = (f.success && f.data.message) || `Shiprocket answered ${status}`;
  const fields =
    f.success && f.data.errors ? Object.entries(f.data.errors).map(([k, v]) => `${k}: ${v.join(' ')}`) : [];
  return new CarrierError(message, { permanent: !(status === 429 || status >= 500), status, fields });
}

/**
 * Shiprocket's API (research 4, section 2.1) over real HTTP: one sign-in token for every call, renewed a day
 * before its 10 days lapse or when a call is answered 401; serviceability and rates; return orders (the
 * customer's pickup) and forward orders (dispatch); AWB, pickup, label, manifest, tracking, cancel; and the
 * order looked up by our reference, since Shiprocket has no idempotency key: a booking retried after a
 * timeout must first find whether the first attempt went in.
 */
export function shiprocket(c: ShiprocketConfig) {
  const base = `${c.apiUrl.replace(/\/$/, '')}/v1/external`;
  const timeoutMs = c.timeoutMs ?? 20_000;
  const now = c.now ?? Date.now;
  let session: { token: string; lapses: number } | null = null;
  let signingIn: Promise<string> | null = null;

  async function signIn(): Promise<string> {
    const { status, json } = await callJson(`${base}/auth/login`, {
      body: { email: c.email, password: c.password },
      timeoutMs,
    });
    const ok = ZLogin.safeParse(json);
    if (status !== 200 || !ok.success) throw refusal(status, json);
    session = { token: ok.data.token, lapses: lapseOf(ok.data.token, now()) };
    return ok.data.token;
  }

  /** The token, signing in once for all callers at a time when there is none or it is near its lapse. */
  function token(): Promise<string> {
    if (session && session.lapses - now() > RENEW_BEFORE_MS) return Promise.resolve(session.token);
    signingIn ??= signIn().finally(() => {
      signingIn = null;
    });
    return signingIn;
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await token();
      const { status, json } = await callJson(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${bearer}` },
        body,
        timeoutMs,
      });
      // A token revoked or lapsed early: sign in again, once.
      if (status === 401 && attempt === 0) {
        session = null;
        continue;
      }
      if (status !== 200) throw refusal(status, json);
      return json;
    }
  }

  const parsed = <T>(schema: z.ZodType<T>, json: unknown, what: string): T => {
    const r = schema.safeParse(json);
    if (!r.success) throw new CarrierError(`Shiprocket's answer to ${what} was not understood`, { permanent: false });
    return r.data;
  };

  function orderBody(o: CarrierOrder) {
    const items = o.items.map((i) => ({
      name: i.name,
      sku: i.sku,
      units: 1,
      selling_price: i.value,
      hsn: i.hsn ?? '',
    }));
    const box = { length: o.box.lengthCm, breadth: o.box.breadthCm, height: o.box.heightCm, weight: o.box.weightKg };
    const money = { payment_method: 'Prepaid', sub_total: o.items.reduce((n, i) => n + i.value, 0) };
    return { items, box, money };
  }

  return {
    /** The couriers that serve the two pincodes for this weight, with rate and days, and the recommended one. */
    async rates(q: RateQuery): Promise<{ couriers: CourierRate[]; recommended: number | null }> {
      const query = new URLSearchParams({
        pickup_postcode: q.fromPincode,
        delivery_postcode: q.toPincode,
        weight: String(q.weightKg),
        cod: '0',
        ...(q.isReturn ? { is_return: '1', declared_value: String(q.declaredValue ?? 0) } : {}),
      });
      let json: unknown;
      try {
        json = await call('GET', `/courier/serviceability/?${query}`);
      } catch (err) {
        // No courier for these pincodes is an answer, not a failure.
        if (err instanceof CarrierError && err.status === 404) return { couriers: [], recommended: null };
        throw err;
      }
      const r = parsed(ZRates, json, 'serviceability');
      return {
        couriers: r.data.available_courier_companies.map((x) => ({
          id: x.courier_company_id,
          name: x.courier_name,
          rate: x.rate,
          days: Number(x.estimated_delivery_days),
        })),
        recommended: r.data.recommended_courier_company_id ?? null,
      };
    },

    /** The customer's box to the centre: a return order, picked up at the customer's address. */
    async createReturn(o: CarrierOrder) {
      const { items, box, money } = orderBody(o);
      const json = await call('POST', '/orders/create/return', {
        order_id: o.ref,
        order_date: o.date,
        pickup_customer_name: o.from.name,
        pickup_address: o.from.address,
        pickup_city: o.from.city,
        pickup_state: o.from.state,
        pickup_country: 'India',
        pickup_pincode: o.from.pincode,
        pickup_email: o.from.email,
        pickup_phone: o.from.phone,
        shipping_customer_name: o.to.name,
        shipping_address: o.to.address,
        shipping_city: o.to.city,
        shipping_country: 'India',
        shipping_pincode: o.to.pincode,
        shipping_state: o.to.state,
        shipping_phone: o.to.phone,
        order_items: items,
        ...money,
        ...box,
      });
      const r = parsed(ZCreated, json, 'the return order');
      return { orderId: r.order_id, shipmentId: r.shipment_id };
    },

    /** A box from the centre to the customer: a forward order from the registered pickup location. */
    async createForward(o: CarrierOrder) {
      const { items, box, money } = orderBody(o);
      const json = await call('POST', '/orders/create/adhoc', {
        order_id: o.ref,
        order_date: o.date,
        pickup_location: o.pickupLocation ?? c.pickupLocation ?? '',
        billing_customer_name: o.to.name,
        billing_last_name: '',
        billing_address: o.to.address,
        billing_city: o.to.city,
        billing_pincode: o.to.pincode,
        billing_state: o.to.state,
        billing_country: 'India',
        billing_email: o.to.email,
        billing_phone: o.to.phone,
        shipping_is_billing: true,
        order_items: items,
        ...money,
        ...box,
      });
      const r = parsed(ZCreated, json, 'the order');
      return { orderId: r.order_id, shipmentId: r.shipment_id };
    },

    /** The order made under our reference, if any: what a retry looks up before it books again. */
    async findOrder(ref: string) {
      const r = parsed(ZFound, await call('GET', `/orders?${new URLSearchParams({ search: ref })}`), 'the search');
      const hit = r.data.find((x) => x.channel_order_id === ref);
      const shipment = hit?.shipments?.[0];
      return hit && shipment
        ? {
            orderId: hit.id,
            shipmentId: shipment.id,
            awb: shipment.awb || null,
            courier: shipment.courier || null,
            cancelled: /^CANCEL/i.test(hit.status ?? ''),
          }
        : null;
    },

    /** The AWB with the chosen courier; Shiprocket refuses with HTTP 200 and `awb_assign_status: 0`. */
    async assignAwb(shipmentId: number, courierId: number) {
      const r = parsed(
        ZAwb,
        await call('POST', '/courier/assign/awb', { shipment_id: shipmentId, courier_id: courierId }),
        'the AWB',
      );
      const d = r.response.data;
      if (r.awb_assign_status !== 1 || !d.awb_code)
        throw new CarrierError(d.awb_assign_error ?? 'The AWB was not assigned', { permanent: true, status: 200 });
      return { awb: d.awb_code, courier: d.courier_name ?? '', pickupOn: d.pickup_scheduled_date ?? null };
    },

    async schedulePickup(shipmentId: number, on?: string) {
      const r = parsed(
        ZPickup,
        await call('POST', '/courier/generate/pickup', {
          shipment_id: [shipmentId],
          ...(on ? { pickup_date: [on] } : {}),
        }),
        'the pickup',
      );
      if (r.pickup_status !== 1)
        throw new CarrierError('The pickup was not scheduled', { permanent: true, status: 200 });
      return { on: r.response.pickup_scheduled_date ?? null, reference: r.response.pickup_token_number ?? '' };
    },

    async label(shipmentId: number): Promise<string> {
      const r = parsed(
        ZLabel,
        await call('POST', '/courier/generate/label', { shipment_id: [shipmentId] }),
        'the label',
      );
      if (r.label_created !== 1 || !r.label_url)
        throw new CarrierError(r.response ?? 'The label was not created', { permanent: true, status: 200 });
      return r.label_url;
    },

    async manifest(shipmentIds: number[]): Promise<string> {
      return parsed(ZManifest, await call('POST', '/manifests/generate', { shipment_id: shipmentIds }), 'the manifest')
        .manifest_url;
    },

    /** The AWB's scans as Shiprocket keeps them (newest first), for the polling job. */
    async track(awb: string): Promise<unknown> {
      return call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
    },

    async cancel(orderIds: number[]): Promise<void> {
      await call('POST', '/orders/cancel', { ids: orderIds });
    },
  };
}
