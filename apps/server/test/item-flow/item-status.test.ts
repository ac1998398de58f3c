import type { TViewItemReply, TViewRequestReply } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { createRequest, requestBody } from '../helpers/requests';

let t: TestContext;
let customer: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  const c = await signUp(t);
  customer = (await login(t, c.username, c.password)).accessToken;
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

const group = async (code: string) =>
  (await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code: code }, customer)).body
    .request_details.group;
const move = (
  token: string,
  item: { item_id: string; version: number },
  status: string,
  extra: Record<string, string> = {},
) =>
  t.post<{ status: number; message: string }>(
    '/requestrepair/updateItemStatus',
    { item_id: item.item_id, status, version: item.version, ...extra },
    token,
  );

describe('moving an item through repair', () => {
  it('walks pending to delivered, one tracking entry per move, and the group follows', async () => {
    const { req_code } = await createRequest(t, customer);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    expect(await group(req_code)).toBe('in_progress');
    await walk(t, customer, req_code, 1, ['approved']);
    await walk(t, staff, req_code, 1, ['in_repair', 'repaired', 'dispatched', 'delivered']);
    expect(await group(req_code)).toBe('completed');
    const [item] = await itemsOf(t, customer, req_code);
    const detail = await t.post<TViewItemReply>(
      '/requestrepair/viewRRItemdetails',
      { item_id: item?.item_id },
      customer,
    );
    expect(detail.body.request_tracking_details.map((e) => e.status)).toEqual([
      'pending',
      'received',
      'estimated',
      'approved',
      'in_repair',
      'repaired',
      'dispatched',
      'delivered',
    ]);
    expect(detail.body.request_tracking_details[3]?.by).not.toBe('Service centre');
    expect(detail.body.request_tracking_details[1]?.by).toBe('Service centre');
  });

  it('refuses a move outside the flow with a clear message, changing nothing', async () => {
    const { req_code } = await createRequest(t, customer);
    const [item] = await itemsOf(t, staff, req_code);
    const res = await move(staff, item as never, 'repaired');
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('An item that is "Request raised" cannot be moved to "Repaired".');
    expect((await itemsOf(t, staff, req_code))[0]?.status).toBe('pending');
    expect((await itemsOf(t, staff, req_code))[0]?.version).toBe(item?.version);
  });

  it('lets one of two simultaneous changes win and tells the other to reload', async () => {
    const body = requestBody();
    const { req_code } = await createRequest(t, customer, body);
    const [item] = await itemsOf(t, staff, req_code);
    const docket = { docket_number: body.docket_number };
    const [a, b] = await Promise.all([
      move(staff, item as never, 'received', docket),
      move(staff, item as never, 'cancelled'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.body.message).toMatch(/Please reload/);
    const [after] = await itemsOf(t, staff, req_code);
    const detail = await t.post<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: after?.item_id }, staff);
    expect(detail.body.request_tracking_details).toHaveLength(2);
    expect((await move(staff, item as never, 'received', docket)).statusCode).toBe(409);
  });

  it('lets a customer cancel before receipt and answer an estimate, nothing else, and only on their own items', async () => {
    const mine = await createRequest(
      t,
      customer,
      requestBody({}, [
        { item_id: 1, brand_id: 1, model_number: 'A1', serial_number: 'X1' },
        { item_id: 2, brand_id: 2, model_number: 'A2', serial_number: 'X2' },
      ]),
    );
    const [one, two] = await itemsOf(t, customer, mine.req_code);
    expect((await move(customer, one as never, 'received')).statusCode).toBe(400);
    expect((await move(customer, one as never, 'cancelled')).statusCode).toBe(200);
    await walk(t, staff, mine.req_code, 2, ['received', 'estimated']);
    const [, estimated] = await itemsOf(t, customer, mine.req_code);
    expect((await move(customer, estimated as never, 'declined')).statusCode).toBe(200);
    const other = await signUp(t);
    const otherToken = (await login(t, other.username, other.password)).accessToken;
    expect((await move(otherToken, two as never, 'cancelled')).statusCode).toBe(404);
  });
});
