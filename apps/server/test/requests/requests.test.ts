import { AppMsg, fillMessage, Msg, type TViewItemReply, type TViewRequestReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeState } from '../../src/features/item-flow/request-state.repository';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';
import { createRequest, makeJpeg, requestBody, upload } from '../helpers/requests';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const c = await signUp(t);
  token = (await login(t, c.username, c.password)).accessToken;
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await rows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

describe('master lists', () => {
  it('answers the active items and brands', async () => {
    const res = await t.post<{ itemList: { id: number; name: string }[]; brandList: unknown[] }>(
      '/requestrepair/getmasterList',
      {},
      token,
    );
    expect(res.body.itemList.length).toBeGreaterThan(5);
    expect(res.body.brandList.length).toBeGreaterThan(5);
    expect(res.body.itemList[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
  it('needs a signed-in caller', async () => {
    expect((await t.post('/requestrepair/getmasterList', {})).statusCode).toBe(401);
  });
});

describe('raising a request', () => {
  it('creates the request, its items, images and first tracking entries, and answers req_code', async () => {
    const photo = await upload(t, token, await makeJpeg());
    expect(photo.put.statusCode).toBe(200);
    const body = requestBody({}, [
      {
        item_id: 1,
        brand_id: 2,
        model_number: 'HP 15s',
        serial_number: 'CND1234XYZ',
        problem: 'Screen flickers',
        image_ids: [photo.imageId],
      },
      { item_id: 2, brand_id: 3, model_number: 'Vostro 3910', serial_number: 'DL-77/88', problem: '' },
    ]);
    const created = await createRequest(t, token, body);
    expect(created.req_code).toMatch(/^RR-\d{4}-\d{6}$/);

    const view = await t.post<TViewRequestReply>(
      '/requestrepair/viewrequestrepair',
      { req_code: created.req_code },
      token,
    );
    expect(view.body.request_details).toMatchObject({
      req_code: created.req_code,
      item_count: 2,
      group: 'pending',
      courier_editable: true,
    });
    expect(view.body.request_item_details.map((i) => [i.serial_number, i.status, i.image_count])).toEqual([
      ['CND1234XYZ', 'pending', 1],
      ['DL-77/88', 'pending', 0],
    ]);
    const first = view.body.request_item_details[0];
    expect(first?.thumbnail_url).toMatch(/^\/api\/files\/.+\/thumb\?exp=\d+&sig=/);

    const item = await t.post<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: first?.item_id }, token);
    expect(item.body.request_item.req_code).toBe(created.req_code);
    expect(item.body.request_tracking_details).toEqual([
      expect.objectContaining({ status: 'pending', status_label: 'Request raised', remark: 'Request raised' }),
    ]);
    expect(item.body.image_details).toHaveLength(1);
    const img = await t.app.inject({ method: 'GET', url: item.body.image_details[0]?.url as string });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
  });

  it('shows every validation message of the specification and stores nothing', async () => {
    const before = await count('repair_requests');
    const item = { item_id: 1, brand_id: 1, model_number: 'M1', serial_number: 'S1' };
    const cases: [Record<string, unknown>, string, string][] = [
      [requestBody({}, [{ ...item, item_id: undefined }]), 'items.0.item_id', Msg.selectItem],
      [requestBody({}, [{ ...item, item_id: 99999 }]), 'items.0.item_id', Msg.selectItem],
      [requestBody({}, [{ ...item, brand_id: undefined }]), 'items.0.brand_id', Msg.selectBrand],
      [requestBody({}, [{ ...item, model_number: '' }]), 'items.0.model_number', Msg.enterModelNumber],
      [requestBody({}, [{ ...item, model_number: '<script>' }]), 'items.0.model_number', Msg.enterModelNumber],
      [requestBody({}, [{ ...item, serial_number: '' }]), 'items.0.serial_number', Msg.enterSerialNumber],
      [requestBody({}, [{ ...item, serial_number: 'a b' }]), 'items.0.serial_number', Msg.enterSerialNumber],
      [requestBody({}, []), 'items', Msg.addOneItem],
      [requestBody({ courier_name: ' ' }), 'courier_name', Msg.enterCourierName],
      [requestBody({ docket_number: '' }), 'docket_number', Msg.enterDocketNumber],
      [requestBody({ narration: '' }), 'narration', Msg.enterNarration],
      // One serial number per item of a request (decision 093), whatever its case: said on both rows.
      [
        requestBody({}, [item, { ...item, item_id: 2 }, { ...item, serial_number: ' s1 ' }]),
        'items.2.serial_number',
        fillMessage(AppMsg.serialRepeated, { n: '1' }),
      ],
      [
        requestBody({}, [item, { ...item, serial_number: 'S2' }, { ...item, serial_number: 's1' }]),
        'items.0.serial_number',
        fillMessage(AppMsg.serialRepeated, { n: '3' }),
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await t.post<{ issues: { path: string; message: string }[] }>(
        '/requestrepair/addrequestrepair',
        body,
        token,
      );
      expect(res.statusCode, path).toBe(400);
      expect(res.body.issues, path).toContainEqual({ path, message });
    }
    expect(await count('repair_requests')).toBe(before);
  });

  it('makes one request for a repeated idempotency key', async () => {
    const body = requestBody();
    const [a, b] = await Promise.all([
      t.post<{ req_code: string }>('/requestrepair/addrequestrepair', body, token),
      t.post<{ req_code: string }>('/requestrepair/addrequestrepair', body, token),
    ]);
    const c = await t.post<{ req_code: string }>('/requestrepair/addrequestrepair', body, token);
    expect(a.body.req_code).toBe(b.body.req_code);
    expect(c.body.req_code).toBe(a.body.req_code);
    const n = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from repair_requests where idempotency_key = ${body.idempotency_key}`,
    );
    expect(n[0]?.n).toBe(1);
  });

  it('gives parallel creates distinct codes', async () => {
    const codes = await Promise.all(Array.from({ length: 12 }, () => createRequest(t, token).then((r) => r.req_code)));
    expect(new Set(codes).size).toBe(12);
  });

  it('refuses a photo that was never uploaded, and keeps nothing of the request', async () => {
    const before = await count('repair_requests');
    const res = await t.post(
      '/requestrepair/addrequestrepair',
      requestBody({}, [
        {
          item_id: 1,
          brand_id: 1,
          model_number: 'M',
          serial_number: 'S',
          image_ids: ['6f1c1f8e-3f3a-4c55-9a55-8f4ec1f0a111'],
        },
      ]),
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(await count('repair_requests')).toBe(before);
  });

  it('stores nothing of the request when the last part of its one write fails', async () => {
    const db = t.database.db;
    const tables = ['repair_requests', 'request_items', 'tracking_entries', 'tracking_links', 'mail_outbox'];
    // The counters as readers see them, changes and totals together: the fold moves one into the other on its
    // own clock, so a count of the change rows alone would move under the test.
    const counters = async () =>
      (
        await rows<{ day: number; queues: number }>(
          t.database.db,
          sql`select (select coalesce(sum(requests), 0) from report_daily_deltas)::int
                   + (select coalesce(sum(requests), 0) from report_daily_totals)::int as day,
                     (select coalesce(sum(requests), 0) from desk_queue_deltas)::int
                   + (select coalesce(sum(requests), 0) from desk_queue_counts)::int as queues`,
        )
      )[0];
    const counts = async () => {
      const c = await counters();
      return [...(await Promise.all(tables.map(count))), c?.day, c?.queues, await count('phone_outbox')];
    };
    const before = await counts();
    // The mails are the last rows the write adds: refuse them, as a full disk or a bad row would.
    await db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'mail refused'; end $$`);
    await db.execute(
      sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
    );
    try {
      const res = await t.post('/requestrepair/addrequestrepair', requestBody(), token);
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_mail on mail_outbox`);
      await db.execute(sql`drop function refuse_mail()`);
    }
    expect(await counts()).toEqual(before);
    // And the next create goes through whole.
    await createRequest(t, token);
    const after = await counts();
    // A request, its item, its first tracking entry, its link, its mail; one more request on the day's counters.
    expect(after.slice(0, 6).map((n, i) => (n ?? 0) - (before[i] ?? 0))).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it("writes the group, charges and queues its items give, as a move's recomputation would", async () => {
    const { req_code } = await createRequest(
      t,
      token,
      requestBody({}, [
        { item_id: 1, brand_id: 1, model_number: 'A', serial_number: 'S-A' },
        { item_id: 2, brand_id: 2, model_number: 'B', serial_number: 'S-B' },
      ]),
    );
    const stored = async () =>
      (
        await rows<{ id: string; group_status: string; charges_total: string; needs: string[]; item_count: number }>(
          t.database.db,
          sql`select id, group_status, charges_total, needs, item_count from repair_requests where req_code = ${req_code}`,
        )
      )[0];
    const written = await stored();
    expect(written).toMatchObject({ group_status: 'pending', needs: ['receipt'], item_count: 2 });
    await recomputeState(t.database.db, written?.id as string);
    expect(await stored()).toEqual(written);
  });

  it('refuses a staff account: requests are raised by customers', async () => {
    const admin = await login(t, ADMIN.username, ADMIN.password);
    const res = await t.post('/requestrepair/addrequestrepair', requestBody(), admin.accessToken);
    expect(res.statusCode).toBe(400);
  });
});

describe('courier details', () => {
  it('can be corrected until an item is received, then only by staff', async () => {
    const { req_code } = await createRequest(t, token);
    const change = { req_code, courier_name: 'DTDC', docket_number: 'D123', narration: 'Corrected' };
    expect((await t.post('/requestrepair/updatecourierdetails', change, token)).body).toMatchObject({ statusFlag: 0 });
    const view = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code }, token);
    expect(view.body.request_details).toMatchObject({
      courier_name: 'DTDC',
      docket_number: 'D123',
      narration: 'Corrected',
    });

    await t.database.db.execute(
      sql`update request_items set status = 'received' where request_id = (select id from repair_requests where req_code = ${req_code})`,
    );
    const late = await t.post<{ message: string }>(
      '/requestrepair/updatecourierdetails',
      { ...change, docket_number: 'D999' },
      token,
    );
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toMatch(/already been received/);
    const admin = await login(t, ADMIN.username, ADMIN.password);
    const staff = await t.post(
      '/requestrepair/updatecourierdetails',
      { ...change, docket_number: 'D777' },
      admin.accessToken,
    );
    expect(staff.statusCode).toBe(200);
  });

  it('shows the specification messages for empty fields', async () => {
    const { req_code } = await createRequest(t, token);
    const res = await t.post<{ issues: { path: string; message: string }[] }>(
      '/requestrepair/updatecourierdetails',
      { req_code, courier_name: '', docket_number: '', narration: '' },
      token,
    );
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'courier_name', message: Msg.enterCourierName },
        { path: 'docket_number', message: Msg.enterDocketNumber },
        { path: 'narration', message: Msg.enterNarration },
      ]),
    );
  });
});
