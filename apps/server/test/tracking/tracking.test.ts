import { randomBytes } from 'node:crypto';
import { TRACK_LINK_DAYS_AFTER_DELIVERY } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { digest, startTestApp, type TestContext } from '../helpers/app';
import { walk } from '../helpers/items';
import { createRequest, requestBody } from '../helpers/requests';
import { customerWithLink, mailedToken, startTrackingApp, view } from '../helpers/tracking';

// The link itself: what it shows, to whom, and when it stops. Acting from it: tracking-actions.test.ts.

let t: TestContext;
let staff: string;
beforeAll(async () => {
  ({ t, staff } = await startTrackingApp());
});
afterAll(() => t.close());

const ITEM_KEYS = [
  'brand_name',
  // The promised date and its clock (decision 053): an instant and a state, nothing private.
  'clock_state',
  'due_at',
  'explanation',
  'if_parts_arrive',
  'item_name',
  'line_no',
  'minutes_left',
  'model_number',
  // While it waits for parts, the day they are expected by (decision 051): a date, nothing private.
  'parts_expected_on',
  'serial_number',
  'status',
  'status_label',
  'timeline',
  // The turnaround promised at receipt ("4 working hours", decision 092): a rule of the company's.
  'turnaround',
];

describe('the password-free tracking link', () => {
  it('opens from the raised mail with statuses and dates only, and every status mail carries it', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const body = requestBody({}, [
      { item_id: 1, brand_id: 1, model_number: 'M-1', serial_number: 'SERIAL0001234' },
      { item_id: 2, brand_id: 2, model_number: 'M-2', serial_number: 'AB12' },
    ]);
    const { req_code } = await createRequest(t, customer, body);
    const token = await mailedToken(t, c.email, req_code);
    const res = await view(t, token);
    expect(res.statusCode).toBe(200);
    // Field by field: nothing private, only what the page needs.
    expect(Object.keys(res.body).sort()).toEqual([
      'actions_open',
      'boxes_back',
      'centre',
      'created_at',
      'group',
      'items',
      'message',
      'req_code',
      'statusFlag',
    ]);
    expect(Object.keys(res.body.centre).sort()).toEqual(['email', 'name', 'phone']);
    for (const item of res.body.items) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
    const text = JSON.stringify(res.body);
    for (const secret of [
      c.email,
      c.mobile,
      c.address,
      c.gstin,
      c.contactperson,
      body.docket_number,
      'SERIAL0001234',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(res.body.req_code).toBe(req_code);
    expect(res.body.items.map((i) => i.serial_number)).toEqual(['••••••••1234', 'AB12']);
    expect(res.body.items[0]?.timeline.map((e) => e.status_label)).toEqual(['Request raised']);
    expect(res.headers['referrer-policy']).toBe('no-referrer');

    // A status mail carries the same link, and the page follows the item.
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    expect(await mailedToken(t, c.email, `${req_code}: Charges quoted`)).toBe(token);
    const after = await view(t, token);
    expect(after.body.items[0]?.timeline.map((e) => e.status)).toEqual(['pending', 'received', 'estimated']);
    expect(after.body.items[0]?.status_label).toBe('Charges quoted');
    expect(JSON.stringify(after.body)).not.toMatch(/service_charge|total|gst/);
  });

  it("shows only its own request: the customer's and staff's link of one request never opens another", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const ta = (await login(t, a.username, a.password)).accessToken;
    const tb = (await login(t, b.username, b.password)).accessToken;
    const ra = await createRequest(t, ta);
    const rb = await createRequest(t, tb);
    const link = await t.post<{ tracking_url: string }>(
      '/requestrepair/getTrackingLink',
      { req_code: ra.req_code },
      ta,
    );
    const staffLink = await t.post<{ tracking_url: string }>(
      '/requestrepair/getTrackingLink',
      { req_code: ra.req_code },
      staff,
    );
    expect(staffLink.body.tracking_url).toBe(link.body.tracking_url);
    // The print's QR code carries the same link.
    const print = await t.post<{ tracking_url: string }>(
      '/requestrepair/printRRItemdetails',
      { req_code: ra.req_code },
      ta,
    );
    expect(print.body.tracking_url).toBe(link.body.tracking_url);
    const k = new URL(link.body.tracking_url).searchParams.get('k') ?? '';
    expect((await view(t, k)).body.req_code).toBe(ra.req_code);
    // Another customer's request does not exist for B, so neither does its link.
    expect((await t.post('/requestrepair/getTrackingLink', { req_code: ra.req_code }, tb)).statusCode).toBe(404);
    expect((await t.post('/requestrepair/replaceTrackingLink', { req_code: ra.req_code }, tb)).statusCode).toBe(404);
    const kb = await mailedToken(t, b.email, rb.req_code);
    expect((await view(t, kb)).body.req_code).toBe(rb.req_code);
  });

  it('stops working at once when replaced, and the new link works', async () => {
    const { customer, req_code, k: old } = await customerWithLink(t);
    const replaced = await t.post<{ tracking_url: string; message: string }>(
      '/requestrepair/replaceTrackingLink',
      { req_code },
      customer,
    );
    expect(replaced.statusCode).toBe(200);
    const fresh = new URL(replaced.body.tracking_url).searchParams.get('k') ?? '';
    expect(fresh).not.toBe(old);
    const gone = await view(t, old);
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toMatch(/no longer valid/);
    expect((await view(t, fresh)).statusCode).toBe(200);
    // Staff can replace it too; the customer's link then stops.
    const again = await t.post<{ tracking_url: string }>('/requestrepair/replaceTrackingLink', { req_code }, staff);
    expect((await view(t, fresh)).statusCode).toBe(404);
    expect((await view(t, new URL(again.body.tracking_url).searchParams.get('k') ?? '')).statusCode).toBe(200);
  });

  it(`stops working ${TRACK_LINK_DAYS_AFTER_DELIVERY} days after the last item is delivered`, async () => {
    const { customer, req_code, k } = await customerWithLink(t);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    await walk(t, customer, req_code, 1, ['approved']);
    await walk(t, staff, req_code, 1, ['in_repair', 'repaired', 'dispatched', 'delivered']);
    expect((await view(t, k)).statusCode).toBe(200);
    const moveBack = (days: number) =>
      t.db.execute(sql`update tracking_entries set created_at = created_at - make_interval(days => ${days})
        where item_id in (select i.id from request_items i join repair_requests r on r.id = i.request_id
                          where r.req_code = ${req_code})`);
    await moveBack(TRACK_LINK_DAYS_AFTER_DELIVERY - 1);
    expect((await view(t, k)).statusCode).toBe(200);
    await moveBack(2);
    expect((await view(t, k)).statusCode).toBe(404);
  });

  it('refuses 10,000 guessed tokens with no hit and nothing but "no longer valid"', async () => {
    let hits = 0;
    let other = 0;
    for (let i = 0; i < 10_000; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: 100 }, () => view(t, randomBytes(16).toString('base64url').slice(0, 22))),
      );
      hits += batch.filter((r) => r.statusCode === 200).length;
      other += batch.filter((r) => r.statusCode !== 404).length;
    }
    expect(hits).toBe(0);
    expect(other).toBe(0);
    // A malformed token is refused as bad input, never looked up.
    expect((await t.post('/track/view', { k: 'short' })).statusCode).toBe(400);
  }, 90_000);
});

describe('guessing is rate-limited', () => {
  it('answers 429 past the limit per address, sign-in attempts and views counted together (decision 015)', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 2; i++) {
        codes.push(
          (await limited.post('/login/authenticate', { username: 'nobody', password: digest('wrong') })).statusCode,
        );
      }
      for (let i = 0; i < 5; i++) {
        codes.push(
          (await limited.post('/track/view', { k: randomBytes(16).toString('base64url').slice(0, 22) })).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
