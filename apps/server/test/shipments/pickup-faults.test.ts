import { PickupMsg } from '@svc/contract';
import type { ShiprocketFault } from '@svc/provider-doubles';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURIER_SETTINGS,
  liveOrders,
  type PickupReply,
  parcelRow,
  pickupBody,
  startPickupApp,
} from '../helpers/pickups';
import { requestOf } from '../helpers/shipments';

/**
 * No box is booked twice, whatever the carrier does (issue 43): random sequences of bookings, retries and
 * cancels by the customer, each call of the carrier's answered at random with 429, 502, an answer after the
 * app stopped waiting (the work done), or rightly. After every step the carrier holds at most one live order
 * for the request; a booked parcel's docket is that order's AWB; a parcel typed again holds none. At the end,
 * with the faults gone, the booking goes through.
 */
let app: Awaited<ReturnType<typeof startPickupApp>>;
const RUNS = Number(process.env.PICKUP_RUNS ?? 12);

beforeAll(async () => {
  // The carrier waits 500 ms on a slow answer; the app waits 400 ms.
  app = await startPickupApp({ BOOKING_MAX_ATTEMPTS: '4' });
  const saved = await app.t.post('/admin/saveCourierSettings', COURIER_SETTINGS, app.staff);
  expect(saved.statusCode).toBe(200);
}, 60_000);
afterAll(() => app.close());

const fault: fc.Arbitrary<ShiprocketFault> = fc.constantFrom<ShiprocketFault>(
  { slowMs: 0 },
  { slowMs: 0 },
  'rate_limit',
  'server',
  { slowMs: 500 },
);
const step = fc.record({ kind: fc.constantFrom('book', 'book', 'cancel'), faults: fc.array(fault, { maxLength: 4 }) });

/**
 * `unsure`: the last cancel was answered "could not be reached" after the carrier may have done it (its
 * answer late, and the look-up after it failed too): the customer is told to try again, and until then a
 * booked parcel may have no live order.
 */
async function check(code: string, what: string, unsure: boolean) {
  const live = liveOrders(app.double, code);
  const p = await parcelRow(app.t, code);
  expect(live.length, `${what}: live orders`).toBeLessThanOrEqual(1);
  if (p?.source === 'booked' && p.booking === 'booked' && !unsure) expect(live[0]?.awb, what).toBe(p.docket);
  if (p?.source === 'typed') expect(live, `${what}: typed again`).toHaveLength(0);
}

describe('a pickup under the carrier’s faults (issue 43)', () => {
  it(`${RUNS} random sequences of bookings and cancels never book a box twice`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 6 }), async (steps) => {
        const code = await requestOf(app.t, app.customer, 2, { courier_name: 'Self', docket_number: 'S-1' });
        let unsure = false;
        for (const [i, s] of steps.entries()) {
          app.double.failNext(...s.faults);
          const path = s.kind === 'book' ? '/shipments/bookPickup' : '/shipments/cancelPickup';
          const res = await app.t.post<PickupReply>(
            path,
            s.kind === 'book' ? pickupBody(code) : { req_code: code },
            app.customer,
          );
          // Every answer is one a person can read: booked, pending, refused with a reason; never a 500.
          expect(res.statusCode, JSON.stringify(res.body)).toBeLessThan(500);
          app.double.clearFaults();
          // An answer the app stopped waiting for still lands at the carrier: let it.
          await new Promise((r) => setTimeout(r, s.faults.some((f) => typeof f === 'object' && f.slowMs) ? 150 : 0));
          if (s.kind === 'cancel') unsure = res.body.message === PickupMsg.unreachable;
          else if (res.statusCode === 200) unsure = false;
          await check(code, `step ${i + 1} (${s.kind} with ${JSON.stringify(s.faults)})`, unsure);
        }
        // As the customer was told: the cancel asked again.
        if (unsure) await app.t.post('/shipments/cancelPickup', { req_code: code }, app.customer);
        // The faults gone, asking again books it (a cancelled or typed parcel is booked afresh).
        const answers: unknown[] = [];
        for (let i = 0; i < 6 && (await parcelRow(app.t, code))?.booking !== 'booked'; i++)
          answers.push((await app.t.post<PickupReply>('/shipments/bookPickup', pickupBody(code), app.customer)).body);
        expect(await parcelRow(app.t, code), JSON.stringify(answers)).toMatchObject({
          source: 'booked',
          booking: 'booked',
        });
        await check(code, 'at the end', false);
        expect(liveOrders(app.double, code)).toHaveLength(1);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 240_000);
});
