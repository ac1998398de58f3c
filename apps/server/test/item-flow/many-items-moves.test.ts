import { ItemStatusMsg, MoveItemsMsg, ServerMsg } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/app';
import { startMovesApp } from '../helpers/invoices';
import { itemsOf, viewOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest, requestBody } from '../helpers/requests';

// Moves on many items at once (issue 42, decision 099): one call, one transaction, all or nothing; one mail
// and one message per request per change, listing the items.

let t: TestContext;
let staff: string;
let customer: string;
let other: string;

beforeAll(async () => {
  ({ t, staff, customer, other } = await startMovesApp());
});
afterAll(() => t.close());

let n = 0;
/** A request of `count` laptops, each with its own serial number. */
async function request(count: number, token = customer) {
  n += 1;
  const items = Array.from({ length: count }, (_, i) => ({
    item_id: 1,
    brand_id: 1,
    model_number: `Inspiron ${i + 1}`,
    serial_number: `MM${Date.now()}${n}L${i + 1}`,
    problem: 'No power',
  }));
  const created = await createRequest(t, token, requestBody({}, items));
  return { code: created.req_code, docket: created.body.docket_number as string };
}

const moveAll = async (
  code: string,
  facts: Record<string, unknown>,
  token = staff,
  pick?: (line: number) => boolean,
) => {
  const items = (await itemsOf(t, staff, code))
    .filter((i) => !pick || pick(i.line_no))
    .map((i) => ({ item_id: i.item_id, version: i.version }));
  return t.post<{ message: string; issues?: { path: string; message: string }[] }>(
    '/requestrepair/updateItemsStatus',
    { req_code: code, items, ...facts },
    token,
  );
};

/** The subjects of the mails queued for the request, in the order they were queued. */
const mailsOf = async (code: string) =>
  (
    await rows<{ subject: string; body: string; attach_invoice: string | null }>(
      t.db,
      sql`select subject, body, attach_invoice from mail_outbox where subject like ${`${code}:%`} order by id`,
    )
  ).map((m) => ({ ...m }));

const statusesOf = async (code: string) => (await itemsOf(t, staff, code)).map((i) => i.status);

describe('a move of several items of one request', () => {
  it('receives a 20-item consignment in one call: each item received, one mail listing all 20', async () => {
    const { code, docket } = await request(20);
    const before = (await mailsOf(code)).length;
    const res = await moveAll(code, { status: 'received', docket_number: docket.toLowerCase(), remark: 'Box of 20' });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('20 items moved to Received.');
    expect(new Set(await statusesOf(code))).toEqual(new Set(['received']));
    const mails = (await mailsOf(code)).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`${code}: Received - 20 items`);
    expect(mail?.body).toContain(`Request ${code}, 20 items: Received.`);
    for (let i = 1; i <= 20; i++) expect(mail?.body).toContain(`${i}. Laptop Acer Inspiron ${i} (serial number`);
    expect(mail?.body).toContain('Remark from the service centre: Box of 20');
    // Each item keeps its own tracking entry, audit line and promise.
    const [entries] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from tracking_entries te join request_items ri on ri.id = te.item_id
          join repair_requests r on r.id = ri.request_id where r.req_code = ${code} and te.status = 'received'`,
    );
    expect(entries?.n).toBe(20);
    // And an audit line each, in line order, written by the one statement of the move's audit effect.
    const audit = await rows<{ entity_id: string; after: { status: string; remark: string } }>(
      t.db,
      sql`select a.entity_id, a.after from audit_log a join repair_requests r on r.id = a.request_id
          where r.req_code = ${code} and a.action = 'status' order by a.id`,
    );
    const lines = await itemsOf(t, staff, code);
    expect(audit.map((a) => a.entity_id)).toEqual(lines.map((i) => i.item_id));
    expect(new Set(audit.map((a) => `${a.after.status}: ${a.after.remark}`))).toEqual(new Set(['received: Box of 20']));
    const items = await itemsOf(t, staff, code);
    expect(items.every((i) => i.due_at)).toBe(true);
  });

  it('moves nothing when one item cannot move, and names it; the docket is checked once, on its field', async () => {
    const { code, docket } = await request(3);
    await walk(t, staff, code, 2, ['received']);
    const mailsBefore = (await mailsOf(code)).length;
    const res = await moveAll(code, { status: 'received', docket_number: docket });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(MoveItemsMsg.nothingMoved(1, 3));
    expect(res.body.issues).toEqual([
      { path: 'items.1', message: 'Laptop Acer Inspiron 2: An item that is "Received" cannot be moved to "Received".' },
    ]);
    expect(await statusesOf(code)).toEqual(['pending', 'received', 'pending']);
    // A wrong docket: said on the docket's field, not per item.
    const wrong = await moveAll(code, { status: 'received', docket_number: 'XX000' }, staff, (l) => l !== 2);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'docket_number', message: ItemStatusMsg.docketMismatch }]);
    expect(await statusesOf(code)).toEqual(['pending', 'received', 'pending']);
    expect((await mailsOf(code)).length).toBe(mailsBefore);
    // The two that can move, chosen, move together; the docket as staff type it off the label (decision 101).
    const typed = `${docket.slice(0, 2)}-${docket.slice(2).toLowerCase()} `;
    const ok = await moveAll(code, { status: 'received', docket_number: typed }, staff, (l) => l !== 2);
    expect(ok.statusCode).toBe(200);
    expect(ok.body.message).toBe('2 items moved to Received.');
    expect(await statusesOf(code)).toEqual(['received', 'received', 'received']);
  });

  it('answers 409 naming the items somebody changed meanwhile, and moves none', async () => {
    const { code, docket } = await request(2);
    const stale = (await itemsOf(t, staff, code)).map((i) => ({ item_id: i.item_id, version: i.version }));
    await walk(t, staff, code, 1, ['received']);
    const res = await t.post<{ message: string; issues: unknown[] }>(
      '/requestrepair/updateItemsStatus',
      { req_code: code, items: stale, status: 'received', docket_number: docket },
      staff,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(MoveItemsMsg.someChanged);
    expect(res.body.issues).toEqual([{ path: 'items.0', message: ServerMsg.itemChanged }]);
    expect(await statusesOf(code)).toEqual(['received', 'pending']);
  });

  it('dispatches a box of three with one courier and docket: one invoice for the box, one mail with it', async () => {
    const { code, docket } = await request(3);
    expect((await moveAll(code, { status: 'received', docket_number: docket })).statusCode).toBe(200);
    for (const line of [1, 2, 3]) {
      await walk(t, staff, code, line, ['estimated']);
      await walk(t, customer, code, line, ['approved']);
    }
    expect((await moveAll(code, { status: 'in_repair' })).statusCode).toBe(200);
    expect((await moveAll(code, { status: 'repaired', remark: 'All three bench tested' })).statusCode).toBe(200);
    // The dialog's preview first: the invoice of the box is of the three, of one item its one line.
    const ids = (await itemsOf(t, staff, code)).map((i) => i.item_id);
    type Preview = { preview: { lines: { line_no: number }[]; total: number } };
    const box = await t.post<Preview>('/invoices/getInvoicePreview', { req_code: code, dispatch_item_ids: ids }, staff);
    expect(box.statusCode).toBe(200);
    expect(box.body.preview.lines.map((l) => l.line_no)).toEqual([1, 2, 3]);
    expect(box.body.preview.total).toBe(3 * 1416);
    const one = await t.post<Preview>(
      '/invoices/getInvoicePreview',
      { req_code: code, dispatch_item_ids: [ids[1]] },
      staff,
    );
    expect(one.body.preview.lines.map((l) => l.line_no)).toEqual([2]);
    const res = await moveAll(code, { status: 'dispatched', return_courier: 'Blue Dart', return_docket: 'BD4455' });
    expect(res.statusCode).toBe(200);
    const invoices = await rows<{ number: string }>(
      t.db,
      sql`select i.number from invoices i join repair_requests r on r.id = i.request_id where r.req_code = ${code} and i.kind = 'invoice'`,
    );
    expect(invoices).toHaveLength(1);
    const items = await itemsOf(t, staff, code);
    expect(items.every((i) => i.status === 'dispatched')).toBe(true);
    const dispatchMails = (await mailsOf(code)).filter((m) => m.subject.includes('Dispatched'));
    expect(dispatchMails).toHaveLength(1);
    expect(dispatchMails[0]?.subject).toBe(`${code}: Dispatched - 3 items`);
    expect(dispatchMails[0]?.attach_invoice).toBe(invoices[0]?.number);
    const body = dispatchMails[0]?.body ?? '';
    expect(body).toContain('Sent back by Blue Dart, docket number BD4455.');
    // The box and its invoice come before the list of what it holds, with no empty line doubled.
    expect(body.indexOf('Sent back by')).toBeLessThan(body.indexOf('1. '));
    expect(body).not.toMatch(/\n\n\n/);
    const view = await viewOf(t, customer, code);
    expect(view.request_item_details.map((i) => i.return_docket)).toEqual(['BD4455', 'BD4455', 'BD4455']);
  });

  it('lets the customer approve several quotes at once; each amount is in the one mail', async () => {
    const { code, docket } = await request(2);
    expect((await moveAll(code, { status: 'received', docket_number: docket })).statusCode).toBe(200);
    await walk(t, staff, code, 1, ['estimated']);
    await walk(t, staff, code, 2, ['estimated']);
    const res = await moveAll(code, { status: 'approved' }, customer);
    expect(res.statusCode).toBe(200);
    const approved = (await mailsOf(code)).filter((m) => m.subject.includes('Charges approved'));
    expect(approved).toHaveLength(1);
    // ₹1,000 + ₹200 at 18 % each (helpers/items.ts): ₹1,416.00 an item.
    // The same amount for both is said once, with what the two come to.
    expect(approved[0]?.body.match(/For each item: Charges you approved, GST included: ₹1,416\.00/g)).toHaveLength(1);
    expect(approved[0]?.body.match(/₹1,416\.00/g)).toHaveLength(1);
    expect(approved[0]?.body).toContain('Together, the 2 items: ₹2,832.00, GST included.');
  });

  it('cancels a whole request with one mail, not one an item', async () => {
    const { code } = await request(3);
    const before = (await mailsOf(code)).length;
    const res = await t.post('/requestrepair/cancelRequest', { req_code: code, reason: 'Sent elsewhere' }, customer);
    expect(res.statusCode).toBe(200);
    const mails = (await mailsOf(code)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`${code}: Cancelled - 3 items`]);
    expect(await statusesOf(code)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('refuses another customer’s request as not found, and an item of another request', async () => {
    const mine = await request(1);
    const theirs = await request(1, other);
    const theirItem = (await itemsOf(t, staff, theirs.code))[0];
    // The customer cannot see the other's request at all.
    const foreign = await moveAll(theirs.code, { status: 'cancelled' }, customer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe(ServerMsg.requestNotFound);
    // An item of another request is not part of this one.
    const mixed = await t.post(
      '/requestrepair/updateItemsStatus',
      {
        req_code: mine.code,
        items: [{ item_id: theirItem?.item_id, version: theirItem?.version }],
        status: 'received',
        docket_number: mine.docket,
      },
      staff,
    );
    expect(mixed.statusCode).toBe(404);
    expect(await statusesOf(theirs.code)).toEqual(['pending']);
  });

  it('refuses no items, more than 500 and an item twice, with a message for each', async () => {
    const { code, docket } = await request(1);
    const [item] = await itemsOf(t, staff, code);
    const one = { item_id: item?.item_id, version: item?.version };
    const post = (items: unknown[]) =>
      t.post<{ issues: { message: string }[] }>(
        '/requestrepair/updateItemsStatus',
        { req_code: code, items, status: 'received', docket_number: docket },
        staff,
      );
    const none = await post([]);
    expect(none.statusCode).toBe(400);
    expect(none.body.issues.map((i) => i.message)).toContain(MoveItemsMsg.chooseItems);
    const twice = await post([one, one]);
    expect(twice.statusCode).toBe(400);
    expect(twice.body.issues.map((i) => i.message)).toContain(MoveItemsMsg.itemTwice);
    const many = await post(
      Array.from({ length: 501 }, (_, i) => ({
        item_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        version: 1,
      })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.body.issues.map((i) => i.message)).toContain(MoveItemsMsg.tooManyToMove);
    expect(await statusesOf(code)).toEqual(['pending']);
  });
});

describe('one quote on several items of one request', () => {
  const quoteAll = (code: string, items: { item_id: string; version: number }[], over: Record<string, unknown> = {}) =>
    t.post<{ message: string; issues?: { path: string; message: string }[] }>(
      '/requestrepair/updateItemsCharges',
      { req_code: code, items, service_charge: 500, parts_charge: 700, gst_percent: 18, remark: '', ...over },
      staff,
    );
  const picked = async (code: string, pick?: (line: number) => boolean) =>
    (await itemsOf(t, staff, code))
      .filter((i) => !pick || pick(i.line_no))
      .map((i) => ({ item_id: i.item_id, version: i.version }));

  it('quotes a received box in one call: each item quoted with its GST, one mail listing the amounts', async () => {
    const { code, docket } = await request(4);
    expect((await moveAll(code, { status: 'received', docket_number: docket })).statusCode).toBe(200);
    const before = (await mailsOf(code)).length;
    const res = await quoteAll(code, await picked(code), { remark: 'Keyboards replaced' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MoveItemsMsg.itemsQuoted(4));
    const items = await itemsOf(t, staff, code);
    expect(items.map((i) => i.status)).toEqual(['estimated', 'estimated', 'estimated', 'estimated']);
    // ₹500 + ₹700 at 18 %: ₹1,416.00 an item, as a one-item quote stores it.
    expect(new Set(items.map((i) => JSON.stringify(i.charges)))).toEqual(
      new Set([
        JSON.stringify({ service_charge: 500, parts_charge: 700, gst_percent: 18, gst_amount: 216, total: 1416 }),
      ]),
    );
    const mails = (await mailsOf(code)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`${code}: Charges quoted - 4 items`]);
    expect(mails[0]?.body.match(/₹1,416\.00/g)).toHaveLength(1);
    expect(mails[0]?.body).toContain('For each item: Quoted charges, GST included: ₹1,416.00');
    expect(mails[0]?.body).toContain('Together, the 4 items: ₹5,664.00, GST included.');
    expect(mails[0]?.body).toContain('Keyboards replaced');
  });

  it('quotes nothing when one item cannot take charges, and names it', async () => {
    const { code, docket } = await request(3);
    expect((await moveAll(code, { status: 'received', docket_number: docket }, staff, (l) => l !== 3)).statusCode).toBe(
      200,
    );
    const res = await quoteAll(code, await picked(code));
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(MoveItemsMsg.nothingQuoted(1, 3));
    expect(res.body.issues).toEqual([
      {
        path: 'items.2',
        message:
          'Laptop Acer Inspiron 3: Charges can be quoted only once the item is received and before they are approved.',
      },
    ]);
    expect(await statusesOf(code)).toEqual(['received', 'received', 'pending']);
  });

  it('answers 409 for a stale version, refuses a customer, and keeps a re-quote apart from fresh quotes', async () => {
    const { code, docket } = await request(3);
    expect((await moveAll(code, { status: 'received', docket_number: docket })).statusCode).toBe(200);
    const stale = await picked(code);
    await walk(t, staff, code, 1, ['estimated']);
    const conflict = await quoteAll(code, stale);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.body.issues).toEqual([{ path: 'items.0', message: ServerMsg.itemChanged }]);
    expect(await statusesOf(code)).toEqual(['estimated', 'received', 'received']);
    const byCustomer = await t.post(
      '/requestrepair/updateItemsCharges',
      { req_code: code, items: await picked(code), service_charge: 1, parts_charge: 0, gst_percent: 0 },
      customer,
    );
    // A staff call: for a customer it does not exist.
    expect(byCustomer.statusCode).toBe(404);
    expect(await statusesOf(code)).toEqual(['estimated', 'received', 'received']);
    const before = (await mailsOf(code)).length;
    expect((await quoteAll(code, await picked(code))).statusCode).toBe(200);
    const mails = (await mailsOf(code)).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toContain(`${code}: Charges quoted - 2 items`);
  });
});
