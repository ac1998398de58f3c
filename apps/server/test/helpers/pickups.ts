import { EXAMPLES, endpoints, indiaToday, type TBooking, type TCourierSettings, urlOf } from '@svc/contract';
import { type ShiprocketDouble, startShiprocketDouble } from '@svc/provider-doubles';
import { sql } from 'drizzle-orm';
import { login, signUp } from './accounts';
import { ADMIN, startTestApp, type TestContext } from './app';
import { rows } from './query';

const SR_LOGIN = { email: 'api@kovai-service.in', password: 'Sr-api-Secret#2026' };
const HOOK_TOKEN = 'shiprocket-hook-token-0123456789';

/** The admin's courier settings: the API document's example (centre in Coimbatore, pickups paid by the customer). */
export const COURIER_SETTINGS: TCourierSettings = EXAMPLES.saveCourierSettings.body;

/**
 * An app that books with Shiprocket's stand-in (issue 43): listening, so the stand-in's tracking webhook
 * reaches it; the admin's courier settings saved; two customers of their own.
 */
export async function startPickupApp(env: Record<string, string> = {}) {
  const double = await startShiprocketDouble({ ...SR_LOGIN, unserviceable: ['744301'] });
  const t = await startTestApp({
    SHIPROCKET_API_URL: double.url,
    SHIPROCKET_EMAIL: SR_LOGIN.email,
    SHIPROCKET_PASSWORD: SR_LOGIN.password,
    SHIPROCKET_WEBHOOK_TOKEN: HOOK_TOKEN,
    CARRIER_TIMEOUT_MS: '400',
    ...env,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  double.setWebhook(`http://127.0.0.1:${port}${urlOf(endpoints.shiprocketTracking)}`, HOOK_TOKEN);
  const staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const c = await signUp(t, 'Secret@123', { pincode: '641601', city: 'Tiruppur', address: '12 Mill Road' });
  const customer = (await login(t, c.username, c.password)).accessToken;
  const o = await signUp(t);
  const other = (await login(t, o.username, o.password)).accessToken;
  return {
    t,
    double,
    staff,
    customer,
    other,
    async close() {
      await t.close();
      await double.close();
    },
  };
}

/** India's date `days` from today. */
export const dayAhead = (days: number) =>
  new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A booking's body: the customer's address, tomorrow, a box, a courier (Amazon Surface, the recommended one). */
export const pickupBody = (reqCode: string, o: Record<string, unknown> = {}) => ({
  req_code: reqCode,
  address: {
    name: 'Priya',
    address: '12 Mill Road, Kumaran Nagar',
    city: 'Tiruppur',
    state: '33',
    pincode: '641601',
    phone: '9876543210',
    email: 'priya@acme.example',
  },
  pickup_on: dayAhead(1),
  box: { length_cm: 40, breadth_cm: 30, height_cm: 20, weight_kg: 3 },
  courier_id: 142,
  declared_value: 54000,
  ...o,
});

export type PickupReply = { statusFlag: number; message: string; booking: TBooking };

/** The request's parcel as kept: how it came, its courier, docket and booking, and the events on it. */
export async function parcelRow(t: TestContext, reqCode: string) {
  const [p] = await rows<{
    source: string;
    carrier: string;
    docket: string;
    ref: string | null;
    booking: string | null;
    stage: string | null;
    exception: string | null;
    attempts: number;
  }>(
    t.db,
    sql`select s.source, s.carrier, s.docket, s.ref, s.booking, s.stage, s.exception, s.attempts from shipments s
        join repair_requests r on r.id = s.request_id where r.req_code = ${reqCode} and s.direction = 'in'`,
  );
  return p;
}

/** The carrier's events on the request's parcel, oldest first: what each said and whether it moved the box. */
export async function carrierEvents(t: TestContext, reqCode: string) {
  return rows<{ status: string; moved: boolean; carrier_status: string }>(
    t.db,
    sql`select e.status, e.moved, e.carrier_status from shipment_events e
        join shipments s on s.id = e.shipment_id join repair_requests r on r.id = s.request_id
        where r.req_code = ${reqCode} and s.direction = 'in' and e.source = 'carrier' order by e.id`,
  );
}

/** The stand-in's orders for a request (our reference starts with its code) that are not cancelled. */
export const liveOrders = (double: ShiprocketDouble, reqCode: string) =>
  double.orders.filter((o) => o.ref.startsWith(`${reqCode}-`) && !o.cancelled);
