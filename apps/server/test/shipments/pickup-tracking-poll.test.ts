import { endpoints, urlOf } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURIER_SETTINGS,
  carrierEvents,
  type PickupReply,
  parcelRow,
  pickupBody,
  startPickupApp,
} from '../helpers/pickups';
import { rows } from '../helpers/query';
import { requestOf } from '../helpers/shipments';
import { until } from '../helpers/wait';

/**
 * A booked box gone quiet is asked for its scans (issue 43): the carrier's webhook may not reach the app (a
 * changed address, its own outage), and tracking must not silently stop. Only the scans after the box's
 * last event are recorded, forward only; a box that told something lately is not asked.
 */
let app: Awaited<ReturnType<typeof startPickupApp>>;
let hook: string;

beforeAll(async () => {
  app = await startPickupApp({ TRACKING_POLL_MS: '200', COURIER_QUIET_HOURS: '1' });
  hook = `http://127.0.0.1:${(app.t.app.server.address() as { port: number }).port}${urlOf(endpoints.shiprocketTracking)}`;
  expect((await app.t.post('/admin/saveCourierSettings', COURIER_SETTINGS, app.staff)).statusCode).toBe(200);
}, 60_000);
afterAll(() => app.close());

/** The box booked hours ago, as far as the quiet check can tell. */
const bookedAgo = (code: string, hours: number) =>
  app.t.db.execute(
    sql`update shipments set updated_at = now() - make_interval(hours => ${hours}) where ref like ${`${code}-%`}`,
  );
const polledAt = async (code: string) =>
  (
    await rows<{ polled_at: Date | null }>(app.t.db, sql`select polled_at from shipments where ref like ${`${code}-%`}`)
  )[0]?.polled_at ?? null;

describe('the polling of quiet boxes', () => {
  it('records the scans the webhook never brought, after the last one only, and leaves a box that spoke lately', async () => {
    const code = await requestOf(app.t, app.customer, 1);
    const lively = await requestOf(app.t, app.customer, 1);
    const { awb } = (await app.t.post<PickupReply>('/shipments/bookPickup', pickupBody(code), app.customer)).body
      .booking;
    const other = (await app.t.post<PickupReply>('/shipments/bookPickup', pickupBody(lively), app.customer)).body
      .booking;
    // The carrier's webhook does not reach the app (an address mistyped in its panel): its scans stay with it.
    app.double.setWebhook(hook.replace('/couriers/track', '/couriers/mistyped'), 'shiprocket-hook-token-0123456789');
    const now = Date.now();
    expect(await app.double.push(awb, { id: 42, label: 'PICKED UP', at: now - 180 * 60_000 })).toBe(404);
    await app.double.push(awb, { id: 6, label: 'SHIPPED', at: now - 150 * 60_000 });
    await app.double.push(other.awb, { id: 42, label: 'PICKED UP', at: now - 10 * 60_000 });
    app.double.setWebhook(hook, 'shiprocket-hook-token-0123456789');
    expect(await parcelRow(app.t, code)).toMatchObject({ stage: 'pickup_scheduled' });
    await bookedAgo(code, 4);
    await until('the quiet box to be asked', async () => (await parcelRow(app.t, code))?.stage === 'in_transit');
    expect((await carrierEvents(app.t, code)).map((e) => [e.status, e.moved])).toEqual([
      ['picked_up', true],
      ['in_transit', true],
    ]);
    // Still quiet (its last scan is 2½ hours old), asked again: the same scans are not recorded twice.
    await app.t.db.execute(sql`update shipments set polled_at = null where ref like ${`${code}-%`}`);
    await until('the box to be asked again', async () => (await polledAt(code)) !== null);
    expect(await carrierEvents(app.t, code)).toHaveLength(2);
    // Still quiet after the asking: the desk's queue of boxes with no news holds it, not the lively one.
    const quiet = await app.t.post<{ requestrepair_list: { req_code: string }[] }>(
      '/requestrepair/getrequestrepairList',
      { courier: 'quiet', limit: 100 },
      app.staff,
    );
    expect(quiet.body.requestrepair_list.map((r) => r.req_code)).toEqual([code]);
    const counts = await app.t.post<{ courier_counts: Record<string, number> }>(
      '/requestrepair/getActionCounts',
      {},
      app.staff,
    );
    expect(counts.body.courier_counts).toEqual({ arrived: 0, exception: 0, quiet: 1 });
    // The box booked just now was not asked: its scan waits for the webhook.
    expect(await polledAt(lively)).toBeNull();
    expect(await parcelRow(app.t, lively)).toMatchObject({ stage: 'pickup_scheduled' });
  });
});
