import type { TRequestListReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/app';
import { startMovesApp } from '../helpers/invoices';
import { itemsOf, viewOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { boxesOf, declinedLines, moveLines, requestOf } from '../helpers/shipments';

// The boxes in and out (issue 42, decision 106): the customer's parcel and the boxes back own the courier
// and docket; receipt, dispatch, delivery and a cancel move them, each status forward only.

let t: TestContext;
let staff: string;
let customer: string;
let other: string;

beforeAll(async () => {
  ({ t, staff, customer, other } = await startMovesApp());
});
afterAll(() => t.close());

const who = () => ({ staff, customer });
/** Each box's events' statuses, by the box's docket, oldest first. */
async function eventsOf(code: string) {
  const found = await rows<{ docket: string; statuses: string[] }>(
    t.db,
    sql`select s.docket, array_agg(e.status order by e.id) as statuses from shipments s
        join repair_requests r on r.id = s.request_id join shipment_events e on e.shipment_id = s.id
        where r.req_code = ${code} group by s.id, s.docket order by min(e.id)`,
  );
  return Object.fromEntries(found.map((f) => [f.docket, f.statuses]));
}

describe('the customer’s parcel', () => {
  it('is the courier and docket typed at raise, corrected while it may be, and arrives with the first receipt', async () => {
    const code = await requestOf(t, customer, 2, { courier_name: 'DTDC', docket_number: 'D-100' });
    expect(await boxesOf(t, customer, code)).toMatchObject([
      { direction: 'in', carrier: 'DTDC', docket: 'D-100', status: 'in_transit', line_nos: [1, 2] },
    ]);
    const fixed = await t.post(
      '/requestrepair/updatecourierdetails',
      { req_code: code, courier_name: 'Blue Dart', docket_number: 'BD-200', narration: 'Two laptops' },
      customer,
    );
    expect(fixed.statusCode).toBe(200);
    const view = await viewOf(t, customer, code);
    expect(view.request_details).toMatchObject({
      courier_name: 'Blue Dart',
      docket_number: 'BD-200',
      narration: 'Two laptops',
    });
    expect(view.shipments).toMatchObject([{ direction: 'in', carrier: 'Blue Dart', docket: 'BD-200' }]);
    // The receipt checks the corrected docket: the old one is refused, and nothing moves.
    const [first] = await itemsOf(t, staff, code);
    const wrong = await t.post(
      '/requestrepair/updateItemStatus',
      { item_id: first?.item_id, version: first?.version, status: 'received', remark: '', docket_number: 'D-100' },
      staff,
    );
    expect(wrong.statusCode).toBe(400);
    expect((await boxesOf(t, staff, code))[0]?.status).toBe('in_transit');
    await walk(t, staff, code, 1, ['received']);
    expect((await boxesOf(t, customer, code))[0]?.status).toBe('delivered');
    // The second item's receipt finds the parcel arrived: one arrival, not two.
    await walk(t, staff, code, 2, ['received']);
    expect(await eventsOf(code)).toEqual({ 'BD-200': ['in_transit', 'delivered'] });
  });

  it('is cancelled when the whole request is withdrawn before it arrives', async () => {
    const code = await requestOf(t, customer, 3, { docket_number: 'C-300' });
    const res = await t.post('/requestrepair/cancelRequest', { req_code: code, reason: 'Repaired locally' }, customer);
    expect(res.statusCode).toBe(200);
    expect(await boxesOf(t, customer, code)).toMatchObject([{ direction: 'in', status: 'cancelled' }]);
    expect(await eventsOf(code)).toEqual({ 'C-300': ['in_transit', 'cancelled'] });
  });

  it('stays on its way while one item of several is cancelled', async () => {
    const code = await requestOf(t, customer, 2);
    await walk(t, customer, code, 1, ['cancelled']);
    expect((await boxesOf(t, customer, code))[0]?.status).toBe('in_transit');
  });
});

describe('the boxes back', () => {
  it('packs a dispatch of many in one box, a later dispatch with the same docket into it, another docket into a second', async () => {
    const code = await requestOf(t, customer, 4);
    await declinedLines(t, who(), code, 4);
    const box = { return_courier: 'Blue Dart', return_docket: 'BD 7788' };
    expect((await moveLines(t, staff, code, [1, 2], 'dispatched', box)).statusCode).toBe(200);
    // The same box, typed as staff type it off another label: separators and case aside.
    expect(
      (await moveLines(t, staff, code, [3], 'dispatched', { return_courier: 'blue dart', return_docket: 'bd-77/88' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await moveLines(t, staff, code, [4], 'dispatched', { return_courier: 'DTDC', return_docket: 'X1' })).statusCode,
    ).toBe(200);
    const boxes = await boxesOf(t, customer, code);
    expect(boxes.filter((b) => b.direction === 'out')).toMatchObject([
      { carrier: 'Blue Dart', docket: 'BD 7788', status: 'in_transit', line_nos: [1, 2, 3] },
      { carrier: 'DTDC', docket: 'X1', status: 'in_transit', line_nos: [4] },
    ]);
    // Each item reads the box it went in.
    const items = await itemsOf(t, customer, code);
    expect(items.map((i) => [i.return_courier, i.return_docket])).toEqual([
      ['Blue Dart', 'BD 7788'],
      ['Blue Dart', 'BD 7788'],
      ['Blue Dart', 'BD 7788'],
      ['DTDC', 'X1'],
    ]);
    // A box is delivered once every item in it is: two of three leave it on its way.
    await moveLines(t, staff, code, [1, 2], 'delivered');
    expect((await boxesOf(t, staff, code)).filter((b) => b.direction === 'out').map((b) => b.status)).toEqual([
      'in_transit',
      'in_transit',
    ]);
    await moveLines(t, staff, code, [3, 4], 'delivered');
    expect((await boxesOf(t, staff, code)).map((b) => [b.direction, b.status])).toEqual([
      ['in', 'delivered'],
      ['out', 'delivered'],
      ['out', 'delivered'],
    ]);
    expect(await eventsOf(code)).toMatchObject({
      'BD 7788': ['in_transit', 'delivered'],
      X1: ['in_transit', 'delivered'],
    });
  });

  it('is found by its docket in the search, and does not exist for another customer', async () => {
    const code = await requestOf(t, customer, 1);
    await declinedLines(t, who(), code, 1);
    const docket = `RTN${Date.now()}`;
    await moveLines(t, staff, code, [1], 'dispatched', { return_courier: 'India Post', return_docket: docket });
    const found = await t.post<TRequestListReply>(
      '/requestrepair/getrequestrepairList',
      { search: docket.slice(0, 9).toLowerCase() },
      staff,
    );
    expect(found.body.requestrepair_list.map((r) => r.req_code)).toContain(code);
    const mine = await t.post<TRequestListReply>('/requestrepair/getrequestrepairList', { search: docket }, customer);
    expect(mine.body.requestrepair_list.map((r) => r.req_code)).toEqual([code]);
    const theirs = await t.post<TRequestListReply>('/requestrepair/getrequestrepairList', { search: docket }, other);
    expect(theirs.body.requestrepair_list).toEqual([]);
    expect((await t.post('/requestrepair/viewrequestrepair', { req_code: code }, other)).statusCode).toBe(404);
  });

  it('is not made when the dispatch is refused: nothing stored half-way', async () => {
    const code = await requestOf(t, customer, 2);
    await declinedLines(t, who(), code, 1);
    // Line 2 is still pending: the move of both is refused whole, and no box is packed.
    const refused = await moveLines(t, staff, code, [1, 2], 'dispatched', {
      return_courier: 'DTDC',
      return_docket: 'NO1',
    });
    expect(refused.statusCode).toBe(400);
    expect((await boxesOf(t, staff, code)).filter((b) => b.direction === 'out')).toEqual([]);
    const [count] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from shipments where docket = 'NO1'`);
    expect(count?.n).toBe(0);
  });
});
