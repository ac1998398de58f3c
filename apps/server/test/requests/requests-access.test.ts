import type { TRequestListReply, TViewRequestReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { createRequest, makeJpeg, requestBody, upload } from '../helpers/requests';

let t: TestContext;
let alice: string;
let bob: string;
let aliceCode: string;
let aliceItem: string;
beforeAll(async () => {
  t = await startTestApp();
  const a = await signUp(t);
  const b = await signUp(t);
  alice = (await login(t, a.username, a.password)).accessToken;
  bob = (await login(t, b.username, b.password)).accessToken;
  aliceCode = (await createRequest(t, alice)).req_code;
  const view = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code: aliceCode }, alice);
  aliceItem = view.body.request_item_details[0]?.item_id as string;
});
afterAll(() => t.close());

const list = (token: string, body: Record<string, unknown> = {}) =>
  t.post<TRequestListReply>('/requestrepair/getrequestrepairList', body, token);

describe("another customer's request does not exist for you", () => {
  it('answers not found for every call that takes a code or an item', async () => {
    for (const [url, body] of [
      ['/requestrepair/viewrequestrepair', { req_code: aliceCode }],
      ['/requestrepair/printRRItemdetails', { req_code: aliceCode }],
      ['/requestrepair/viewRRItemdetails', { item_id: aliceItem }],
      [
        '/requestrepair/updatecourierdetails',
        { req_code: aliceCode, courier_name: 'X', docket_number: 'Y', narration: 'Z' },
      ],
    ] as const) {
      const res = await t.post(url, body, bob);
      expect(res.statusCode, url).toBe(404);
    }
    const view = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code: aliceCode }, alice);
    expect(view.body.request_details.courier_name).toBe('Professional Couriers');
  });

  it("keeps another's rows out of the list, even when searched for", async () => {
    const res = await list(bob, { search: aliceCode });
    expect(res.body.requestrepair_list).toEqual([]);
    expect((await list(bob)).body.requestrepair_list.map((r) => r.req_code)).not.toContain(aliceCode);
  });

  it("cannot attach another customer's uploaded photo", async () => {
    const photo = await upload(t, alice, await makeJpeg());
    const res = await t.post(
      '/requestrepair/addrequestrepair',
      requestBody({}, [{ item_id: 1, brand_id: 1, model_number: 'M', serial_number: 'S', image_ids: [photo.imageId] }]),
      bob,
    );
    expect(res.statusCode).toBe(400);
  });

  it('lets staff see every customer, with a customer filter', async () => {
    const admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    const all = await list(admin, { limit: 100 });
    expect(all.body.requestrepair_list.map((r) => r.req_code)).toContain(aliceCode);
    const customerCode = all.body.requestrepair_list.find((r) => r.req_code === aliceCode)?.customer_code;
    const filtered = await list(admin, { customer_code: customerCode });
    expect(filtered.body.requestrepair_list.every((r) => r.customer_code === customerCode)).toBe(true);
    expect((await t.post('/requestrepair/viewrequestrepair', { req_code: aliceCode }, admin)).statusCode).toBe(200);
  });
});

describe('the request list', () => {
  it('finds a request by serial number, model number, docket number and code', async () => {
    const body = requestBody({ docket_number: 'BLUEDART-55501' }, [
      { item_id: 3, brand_id: 4, model_number: 'ThinkPad-E14', serial_number: 'PF3ZQ9K1', problem: '' },
    ]);
    const { req_code } = await createRequest(t, alice, body);
    for (const search of ['PF3ZQ9K1', 'pf3zq', 'ThinkPad-E', 'bluedart-555', req_code]) {
      const found = await list(alice, { search });
      expect(
        found.body.requestrepair_list.map((r) => r.req_code),
        search,
      ).toContain(req_code);
    }
    expect((await list(alice, { search: 'nothing-like-this' })).body.requestrepair_list).toEqual([]);
    expect((await list(alice, { search: '%' })).body.requestrepair_list).toEqual([]);
  });

  it('pages with a cursor: every request once, newest first', async () => {
    for (let i = 0; i < 5; i++) await createRequest(t, bob);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await list(bob, { limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.body.requestrepair_list.map((r) => r.req_code));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect((await list(bob, { cursor: 'garbage' })).statusCode).toBe(400);
  });

  it('filters by group and by date range (days in India time)', async () => {
    const { req_code } = await createRequest(t, alice);
    await t.database.db.execute(
      sql`update repair_requests set group_status = 'completed', created_at = '2026-01-15T20:00:00Z' where req_code = ${req_code}`,
    );
    const completed = await list(alice, { group: 'completed' });
    expect(completed.body.requestrepair_list.map((r) => r.req_code)).toEqual([req_code]);
    expect((await list(alice, { group: 'pending' })).body.requestrepair_list.map((r) => r.req_code)).not.toContain(
      req_code,
    );
    // 20:00 UTC on the 15th is the 16th in India
    expect(
      (await list(alice, { from: '2026-01-16', to: '2026-01-16' })).body.requestrepair_list.map((r) => r.req_code),
    ).toEqual([req_code]);
    expect((await list(alice, { from: '2026-01-15', to: '2026-01-15' })).body.requestrepair_list).toEqual([]);
    expect((await list(alice, { from: '15-01-2026' })).statusCode).toBe(400);
  });
});

describe('per-user limits', () => {
  it('count each signed-in user on their own', async () => {
    const limited = await startTestApp({ USER_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const a = await signUp(limited);
      const b = await signUp(limited);
      const ta = (await login(limited, a.username, a.password)).accessToken;
      const tb = (await login(limited, b.username, b.password)).accessToken;
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.post('/requestrepair/addrequestrepair', requestBody(), ta)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      expect((await limited.post('/requestrepair/addrequestrepair', requestBody(), tb)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
