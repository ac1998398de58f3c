import { MAX_ITEMS_PER_REQUEST, Msg, type TViewRequestReply, tooManyItemsMessage } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';
import { requestBody } from '../helpers/requests';

/** A request of many items from a spreadsheet (issue 29): all of it is stored, or none of it. */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const c = await signUp(t);
  token = (await login(t, c.username, c.password)).accessToken;
});
afterAll(() => t.close());

const TABLES = ['repair_requests', 'request_items', 'tracking_entries', 'tracking_links', 'mail_outbox'];
const counts = async () =>
  Promise.all(
    TABLES.map(
      async (table) =>
        (await rows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n ?? 0,
    ),
  );

/** `n` good items, as a dealer's sheet of laptops would list them. */
const goodItems = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    item_id: 1 + (i % 3),
    brand_id: 1 + (i % 4),
    model_number: `Inspiron 15-${3500 + (i % 40)}`,
    serial_number: `SN-BULK-${Date.now()}-${i}`,
    problem: i % 2 ? 'No power' : '',
  }));

const add = (body: unknown) =>
  t.post<{ req_code: string; issues?: { path: string; message: string }[] }>(
    '/requestrepair/addrequestrepair',
    body,
    token,
  );

describe(`a request of ${MAX_ITEMS_PER_REQUEST} items`, () => {
  const items = goodItems(MAX_ITEMS_PER_REQUEST);
  const bad = structuredClone(items);
  Object.assign(bad[16] ?? {}, { model_number: '<script>' });
  Object.assign(bad[249] ?? {}, { serial_number: 'has spaces in it' });
  Object.assign(bad[498] ?? {}, { brand_id: undefined });
  const body = requestBody({}, bad);

  it('with 3 bad rows saves nothing and names the 3 rows, each with the form’s message', async () => {
    const before = await counts();
    const res = await add(body);
    expect(res.statusCode).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'items.16.model_number', message: Msg.enterModelNumber },
      { path: 'items.249.serial_number', message: Msg.enterSerialNumber },
      { path: 'items.498.brand_id', message: Msg.selectBrand },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('names every row whose item or brand is not in the lists, and saves nothing', async () => {
    const before = await counts();
    const unknown = structuredClone(items);
    Object.assign(unknown[3] ?? {}, { item_id: 99_999 });
    Object.assign(unknown[404] ?? {}, { brand_id: 99_999 });
    const res = await add(requestBody({}, unknown));
    expect(res.statusCode).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'items.3.item_id', message: Msg.selectItem },
      { path: 'items.404.brand_id', message: Msg.selectBrand },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('once corrected, creates one request with all its items in their order', async () => {
    const before = await counts();
    const res = await add({ ...body, items });
    expect(res.statusCode).toBe(200);
    const after = await counts();
    // The request, its items, each item's first tracking entry, the request's tracking link.
    expect(after.slice(0, 4).map((n, i) => n - (before[i] ?? 0))).toEqual([
      1,
      MAX_ITEMS_PER_REQUEST,
      MAX_ITEMS_PER_REQUEST,
      1,
    ]);
    const view = await t.post<TViewRequestReply>(
      '/requestrepair/viewrequestrepair',
      { req_code: res.body.req_code },
      token,
    );
    expect(view.body.request_details.item_count).toBe(MAX_ITEMS_PER_REQUEST);
    expect(view.body.request_item_details.map((i) => i.serial_number)).toEqual(items.map((i) => i.serial_number));
    // A retry of the same key (a second click once the first went through) is the same request.
    const again = await add({ ...body, items });
    expect(again.body.req_code).toBe(res.body.req_code);
    expect((await counts())[1]).toBe(after[1]);
  });

  it(`refuses ${MAX_ITEMS_PER_REQUEST + 1} items with a message that says the limit`, async () => {
    const before = await counts();
    const res = await add(requestBody({}, goodItems(MAX_ITEMS_PER_REQUEST + 1)));
    expect(res.statusCode).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'items', message: tooManyItemsMessage }]);
    expect(tooManyItemsMessage).toContain(String(MAX_ITEMS_PER_REQUEST));
    expect(await counts()).toEqual(before);
  });

  it('still refuses a body larger than the most items could need', async () => {
    const res = await add(requestBody({ narration: 'x'.repeat(3 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
  });
});
