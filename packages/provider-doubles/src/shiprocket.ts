import { randomBytes } from 'node:crypto';
import { isRecord, listen, parseJson } from './http';
import {
  courierRates,
  createOrder,
  type DoubleCourier,
  type DoubleOrder,
  istText,
  type OrderKind,
} from './shiprocket-orders';
import { pushTracking, type TrackingEvent } from './shiprocket-tracking';

export interface ShiprocketDoubleOptions {
  port?: number;
  /** The API user's sign-in (Settings → API → Add New API User). */
  email: string;
  password: string;
  /** Pickup locations registered in the panel: their names (forward orders) and ids (returns). */
  pickupLocations?: { id: number; name: string; pincode: string }[];
  /** Delivery pincodes no courier serves. */
  unserviceable?: string[];
  /** The app's tracking webhook, as saved in the panel, and the token Shiprocket sends as `x-api-key`. */
  webhookUrl?: string;
  webhookToken?: string;
  /** A token's life: 10 days, as Shiprocket's. */
  tokenTtlMs?: number;
}

/** The next call's fault: 429, a 5xx, or an answer that comes after the caller's timeout (the work done). */
export type ShiprocketFault = 'rate_limit' | 'server' | { slowMs: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const fail = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  json: { message, status_code: status, ...extra },
});
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** A label's bytes: a one-page PDF, enough for a browser to show and a test to recognise. */
const LABEL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Shiprocket's API as its public documentation describes it (research 4, section 2.1), under /v1/external:
 * a sign-in token valid 10 days, serviceability and rates, forward and return orders (no idempotency key; a
 * repeated `order_id` is refused here with 422), the AWB (a refusal is HTTP 200 with `awb_assign_status: 0`),
 * pickup (only after the AWB), label, manifest, tracking by AWB, cancel, and the orders' search by our
 * reference. Tracking events are pushed to the app's webhook with the panel's token as `x-api-key`.
 */
export async function startShiprocketDouble(o: ShiprocketDoubleOptions) {
  const locations = o.pickupLocations ?? [{ id: 1001, name: 'Primary', pincode: '641001' }];
  const ttl = o.tokenTtlMs ?? 10 * DAY_MS;
  const tokens = new Map<string, number>();
  const orders: DoubleOrder[] = [];
  const faults: ShiprocketFault[] = [];
  const logins: number[] = [];
  const webhookAnswers: number[] = [];
  let nextId = 724_854_000;
  let nextAwb = 321_055_706_000;

  const issueToken = () => {
    const exp = Date.now() + ttl;
    const token = `${b64({ typ: 'JWT', alg: 'HS256' })}.${b64({ sub: o.email, exp: Math.floor(exp / 1000) })}.${randomBytes(16).toString('base64url')}`;
    tokens.set(token, exp);
    logins.push(Date.now());
    return token;
  };
  const signedIn = (auth: string | undefined) => {
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : '';
    const exp = tokens.get(token);
    return exp !== undefined && exp > Date.now();
  };
  const byShipment = (id: unknown) => orders.find((x) => x.shipmentId === Number(id));
  const firstShipment = (b: Record<string, unknown>) =>
    Array.isArray(b.shipment_id) ? byShipment(b.shipment_id[0]) : undefined;

  const create = (kind: OrderKind, b: Record<string, unknown>) =>
    createOrder(kind, b, locations, orders, () => ++nextId);

  async function handle(method: string, path: string, query: URLSearchParams, b: Record<string, unknown>) {
    if (method === 'POST' && path === '/v1/external/auth/login') {
      if (b.email !== o.email || b.password !== o.password) return fail(400, 'Invalid email and password combination');
      return { status: 200, json: { id: 1, email: o.email, company_id: 1, token: issueToken() } };
    }
    if (method === 'GET' && path === '/v1/external/courier/serviceability/') {
      const weight = Number(query.get('weight'));
      const pickup = query.get('pickup_postcode') ?? '';
      const delivery = query.get('delivery_postcode') ?? '';
      if (!/^\d{6}$/.test(pickup) || !/^\d{6}$/.test(delivery) || !(weight > 0))
        return fail(422, 'The given data was invalid.', { errors: { weight: ['The weight field is required.'] } });
      const far = o.unserviceable ?? [];
      if (far.includes(delivery) || far.includes(pickup))
        return { status: 404, json: { status: 404, message: 'No courier serviceable for this pincode', data: [] } };
      const couriers = courierRates(weight);
      const best = couriers.reduce((a, c) => (c.rate < a.rate ? c : a), couriers[0] as DoubleCourier);
      return {
        status: 200,
        json: {
          status: 200,
          data: { available_courier_companies: couriers, recommended_courier_company_id: best.courier_company_id },
        },
      };
    }
    if (method === 'POST' && path === '/v1/external/orders/create/adhoc') return create('forward', b);
    if (method === 'POST' && path === '/v1/external/orders/create/return') return create('return', b);
    if (method === 'GET' && path === '/v1/external/orders') {
      const search = query.get('search') ?? '';
      const found = orders.filter((x) => x.ref === search);
      return {
        status: 200,
        json: {
          data: found.map((x) => ({
            id: x.id,
            channel_order_id: x.ref,
            status: x.cancelled ? 'CANCELED' : x.status,
            shipments: [{ id: x.shipmentId, awb: x.awb, courier: x.courier?.courier_name ?? '' }],
          })),
          meta: { pagination: { total: found.length } },
        },
      };
    }
    if (method === 'POST' && path === '/v1/external/courier/assign/awb') {
      const order = byShipment(b.shipment_id);
      if (!order || order.cancelled) return fail(400, 'Invalid shipment id');
      if (order.awb)
        return {
          status: 200,
          json: { awb_assign_status: 0, response: { data: { awb_assign_error: 'AWB is already assigned' } } },
        };
      const courier = courierRates(1).find((c) => c.courier_company_id === Number(b.courier_id));
      if (!courier)
        return {
          status: 200,
          json: { awb_assign_status: 0, response: { data: { awb_assign_error: 'Courier not serviceable' } } },
        };
      order.awb = String(++nextAwb);
      order.courier = courier;
      order.status = 'AWB ASSIGNED';
      order.statusCode = 1;
      return {
        status: 200,
        json: {
          awb_assign_status: 1,
          response: {
            data: {
              courier_company_id: courier.courier_company_id,
              awb_code: order.awb,
              order_id: order.id,
              shipment_id: order.shipmentId,
              courier_name: courier.courier_name,
              pickup_scheduled_date: istText(Date.now() + DAY_MS),
            },
          },
        },
      };
    }
    if (method === 'POST' && path === '/v1/external/courier/generate/pickup') {
      const order = firstShipment(b);
      if (!order || order.cancelled) return fail(400, 'Invalid shipment id');
      if (!order.awb) return fail(400, 'Please assign AWB before generating pickup');
      // The day asked for (`pickup_date`, YYYY-MM-DD), else the next day; a day gone by is refused.
      const asked = Array.isArray(b.pickup_date) ? String(b.pickup_date[0] ?? '') : '';
      if (asked && !/^\d{4}-\d\d-\d\d$/.test(asked)) return fail(422, 'The pickup date format is invalid.');
      if (asked && asked < istText(Date.now()).slice(0, 10)) return fail(422, 'Pickup date cannot be in the past.');
      order.pickupOn ||= asked ? `${asked} 11:00:00` : istText(Date.now() + DAY_MS);
      order.pickupToken ||= `Reference No: ${order.courier?.courier_company_id}_${randomBytes(3).toString('hex')}`;
      order.status = 'PICKUP SCHEDULED';
      order.statusCode = 3;
      return {
        status: 200,
        json: {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: order.pickupOn,
            pickup_token_number: order.pickupToken,
            status: 3,
            data: `Pickup is confirmed by ${order.courier?.courier_name} For AWB :- ${order.awb}`,
          },
        },
      };
    }
    if (method === 'POST' && path === '/v1/external/courier/generate/label') {
      const order = firstShipment(b);
      if (!order?.awb)
        return {
          status: 200,
          json: { label_created: 0, not_created: [], response: 'No valid shipment ids to print label' },
        };
      return {
        status: 200,
        json: {
          label_created: 1,
          label_url: `${server.url}/labels/shipping-label-${order.shipmentId}-${order.awb}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        },
      };
    }
    if (method === 'POST' && path === '/v1/external/manifests/generate') {
      const ids = Array.isArray(b.shipment_id) ? b.shipment_id.map(Number) : [];
      const picked = orders.filter((x) => ids.includes(x.shipmentId) && x.awb);
      if (!picked.length) return fail(400, 'Invalid shipment id');
      const done = picked.filter((x) => x.manifested).map((x) => x.shipmentId);
      if (done.length) return fail(400, 'Manifest already generated', { already_manifested_shipment_ids: done });
      for (const x of picked) x.manifested = true;
      return {
        status: 200,
        json: { status: 1, manifest_url: `${server.url}/labels/manifest-${picked[0]?.shipmentId}.pdf` },
      };
    }
    const tracked = /^\/v1\/external\/courier\/track\/awb\/(\w+)$/.exec(path);
    if (method === 'GET' && tracked) {
      const order = orders.find((x) => x.awb === tracked[1]);
      if (!order)
        return {
          status: 200,
          json: {
            tracking_data: { track_status: 0, error: 'Aahh! There is no activities found in our DB for this AWB.' },
          },
        };
      return {
        status: 200,
        json: {
          tracking_data: {
            track_status: 1,
            shipment_status: order.statusCode,
            shipment_track: [
              { awb_code: order.awb, current_status: order.status, courier_name: order.courier?.courier_name },
            ],
            shipment_track_activities: [...(order.events ?? [])].reverse(),
          },
        },
      };
    }
    if (method === 'POST' && path === '/v1/external/orders/cancel') {
      const ids = Array.isArray(b.ids) ? b.ids.map(Number) : [];
      const picked = orders.filter((x) => ids.includes(x.id));
      if (!picked.length) return fail(400, 'Invalid order id');
      if (picked.some((x) => (x.events ?? []).some((e) => e['sr-status'] === '42')))
        return fail(400, 'Order cannot be cancelled once picked up');
      for (const x of picked) x.cancelled = true;
      return { status: 200, json: { status_code: 200, message: 'Order cancelled successfully' } };
    }
    return fail(404, 'Not found');
  }

  const server = await listen(o.port ?? 0, async (req, raw) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && url.pathname.startsWith('/labels/'))
      return { status: 200, raw: LABEL_PDF, contentType: 'application/pdf' };
    const fault = url.pathname === '/v1/external/auth/login' ? undefined : faults.shift();
    if (fault === 'rate_limit') return fail(429, 'Too Many Attempts.');
    if (fault === 'server') return fail(502, 'Bad Gateway');
    if (url.pathname !== '/v1/external/auth/login' && !signedIn(req.headers.authorization))
      return fail(401, 'Token has expired');
    const body = req.method === 'GET' ? {} : parseJson(raw);
    if (!isRecord(body)) return fail(400, 'The request body is not JSON');
    const answer = await handle(req.method ?? 'GET', url.pathname, url.searchParams, body);
    if (fault) await new Promise((r) => setTimeout(r, fault.slowMs));
    return answer;
  });

  /** Pushes one tracking event for an AWB as Shiprocket does (shiprocket-tracking.ts). */
  async function push(awb: string, event: TrackingEvent) {
    const status = await pushTracking(o, orders, awb, event);
    webhookAnswers.push(status);
    return status;
  }

  return {
    url: server.url,
    orders,
    logins,
    webhookAnswers,
    push,
    /** The next calls' faults, in order (sign-in aside). */
    failNext: (...f: ShiprocketFault[]) => faults.push(...f),
    /** Faults not met by any call yet, dropped. */
    clearFaults: () => faults.splice(0),
    /** The app's webhook as saved in the panel, once the app listens (it needs this stand-in's address first). */
    setWebhook: (url: string, token: string) => {
      o.webhookUrl = url;
      o.webhookToken = token;
    },
    /** Every token issued so far lapses now, as after 10 days. */
    expireTokens: () => {
      for (const t of tokens.keys()) tokens.set(t, Date.now() - 1);
    },
    close: server.close,
  };
}
export type ShiprocketDouble = Awaited<ReturnType<typeof startShiprocketDouble>>;
