import { randomUUID } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  AUDIT_FIELDS,
  ITEM_STATUSES,
  ItemStatusMsg,
  Msg,
  type TActionCountsReply,
  type TAuditReply,
  type TInvoiceListReply,
  type TItemStatus,
  TRANSITIONS,
  type TRequestListReply,
} from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { readyToInvoice, repairedRequest } from '../helpers/invoices';
import { factsFor, itemsOf, viewOf, walk } from '../helpers/items';
import { createRequest, requestBody } from '../helpers/requests';

let t: TestContext;
let customer: string;
let customerEmail: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  const c = await signUp(t);
  customerEmail = c.email;
  customer = (await login(t, c.username, c.password)).accessToken;
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

type Reply = { status: number; message: string; issues?: { path: string; message: string }[] };
const move = async (reqCode: string, status: string, extra: Record<string, string> = {}) => {
  const [item] = await itemsOf(t, staff, reqCode);
  return t.post<Reply>(
    '/requestrepair/updateItemStatus',
    { item_id: item?.item_id, version: item?.version, status, ...extra },
    staff,
  );
};
/** The path through the flow that reaches each status. */
const PATH: Record<TItemStatus, TItemStatus[]> = {
  pending: [],
  received: ['received'],
  estimated: ['received', 'estimated'],
  approved: ['received', 'estimated', 'approved'],
  declined: ['received', 'estimated', 'declined'],
  in_repair: ['received', 'estimated', 'approved', 'in_repair'],
  waiting_for_parts: ['received', 'estimated', 'approved', 'in_repair', 'waiting_for_parts'],
  repaired: ['received', 'estimated', 'approved', 'in_repair', 'repaired'],
  not_repairable: ['received', 'estimated', 'approved', 'in_repair', 'not_repairable'],
  dispatched: ['received', 'estimated', 'approved', 'in_repair', 'repaired', 'dispatched'],
  delivered: ['received', 'estimated', 'approved', 'in_repair', 'repaired', 'dispatched', 'delivered'],
  cancelled: ['cancelled'],
};
const mailsTo = (address: string) => t.smtp.mails.filter((m) => m.to.includes(address.toLowerCase()));
/** Waits up to 5 s for a mail to the address that holds every text. */
async function waitForMail(address: string, ...texts: string[]) {
  const match = () => mailsTo(address).filter((m) => texts.every((x) => m.raw.includes(x)));
  for (let i = 0; i < 200 && match().length === 0; i++) await new Promise((r) => setTimeout(r, 25));
  return match();
}

describe('staff moving items', () => {
  it('records receipt only with the docket number on the parcel', async () => {
    const body = requestBody({ docket_number: 'DTDC 4455' });
    const { req_code } = await createRequest(t, customer, body);
    const missing = await move(req_code, 'received');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.issues).toEqual([{ path: 'docket_number', message: Msg.enterDocketNumber }]);
    const wrong = await move(req_code, 'received', { docket_number: 'DTDC 4456' });
    expect(wrong.body.issues?.[0]?.message).toBe(ItemStatusMsg.docketMismatch);
    expect((await itemsOf(t, staff, req_code))[0]?.status).toBe('pending');
    // Spacing and case do not matter: what is printed on the parcel is what counts.
    expect((await move(req_code, 'received', { docket_number: 'dtdc4455' })).statusCode).toBe(200);
    expect((await itemsOf(t, staff, req_code))[0]?.status).toBe('received');
  });

  it('dispatches only with the return courier and docket, and needs a remark to finish a repair', async () => {
    const { req_code } = await createRequest(t, customer);
    await walk(t, staff, req_code, 1, ['received', 'estimated', 'approved', 'in_repair']);
    const bare = await move(req_code, 'not_repairable');
    expect(bare.body.issues?.[0]).toEqual({ path: 'remark', message: ItemStatusMsg.enterRemark });
    expect((await move(req_code, 'not_repairable', { remark: 'Board burnt' })).statusCode).toBe(200);
    expect((await move(req_code, 'dispatched', { return_courier: 'Blue Dart' })).body.issues?.[0]?.message).toBe(
      ItemStatusMsg.enterReturnDocket,
    );
    expect((await move(req_code, 'dispatched', { return_docket: 'X1' })).body.issues?.[0]?.message).toBe(
      ItemStatusMsg.enterReturnCourier,
    );
    const ok = await move(req_code, 'dispatched', { return_courier: 'Blue Dart', return_docket: 'BD-991' });
    expect(ok.statusCode).toBe(200);
    const [shipped] = await itemsOf(t, customer, req_code);
    expect(shipped).toMatchObject({ status: 'dispatched', return_courier: 'Blue Dart', return_docket: 'BD-991' });
    expect(await waitForMail(customerEmail, `${req_code}: Dispatched`, 'BD-991', 'Blue Dart')).toHaveLength(1);
  });

  it('refuses every transition that is not in the flow, from every status, changing nothing', async () => {
    for (const from of ITEM_STATUSES) {
      const body = requestBody();
      const { req_code } = await createRequest(t, customer, body);
      await walk(t, staff, req_code, 1, PATH[from]);
      const [before] = await itemsOf(t, staff, req_code);
      expect(before?.status).toBe(from);
      for (const to of ITEM_STATUSES.filter((s) => !TRANSITIONS[from].includes(s))) {
        const res = await move(req_code, to, factsFor(to, body.docket_number));
        expect(res.statusCode, `${from} -> ${to}`).toBe(400);
        expect(res.body.message).toMatch(/cannot be moved to/);
      }
      const [after] = await itemsOf(t, staff, req_code);
      expect(after?.version).toBe(before?.version);
    }
  });

  it('lists what waits for staff, by step, with counts that match the lists', async () => {
    const waiting = await createRequest(t, customer);
    const toQuote = await createRequest(t, customer);
    await walk(t, staff, toQuote.req_code, 1, ['received']);
    const counts = await t.post<TActionCountsReply>('/requestrepair/getActionCounts', {}, staff);
    expect(counts.statusCode).toBe(200);
    for (const needs of ['receipt', 'charges', 'dispatch'] as const) {
      const list = await t.post<TRequestListReply>('/requestrepair/getrequestrepairList', { needs, limit: 100 }, staff);
      expect(list.body.requestrepair_list).toHaveLength(counts.body.counts[needs]);
    }
    const receipt = await t.post<TRequestListReply>(
      '/requestrepair/getrequestrepairList',
      { needs: 'receipt', limit: 100 },
      staff,
    );
    const codes = receipt.body.requestrepair_list.map((r) => r.req_code);
    expect(codes).toContain(waiting.req_code);
    expect(codes).not.toContain(toQuote.req_code);
    const charges = await t.post<TRequestListReply>(
      '/requestrepair/getrequestrepairList',
      { needs: 'charges', limit: 100 },
      staff,
    );
    expect(charges.body.requestrepair_list.map((r) => r.req_code)).toContain(toQuote.req_code);
    // A customer's list ignores the staff filter and shows only their own requests.
    const own = await t.post<TRequestListReply>(
      '/requestrepair/getrequestrepairList',
      { needs: 'charges', limit: 100 },
      customer,
    );
    expect(own.body.requestrepair_list.map((r) => r.req_code)).toContain(waiting.req_code);
  });

  it("keeps an audit of every change (staff's, and the customer's own answers) with who, before and after, shown to staff only", async () => {
    const body = requestBody();
    const { req_code } = await createRequest(t, customer, body);
    await walk(t, staff, req_code, 1, ['received']);
    const [item] = await itemsOf(t, staff, req_code);
    await t.post(
      '/requestrepair/updateChargesRequestRepair',
      { item_id: item?.item_id, version: item?.version, service_charge: 500, parts_charge: 250.5, gst_percent: 18 },
      staff,
    );
    await walk(t, customer, req_code, 1, ['approved']);
    await t.post(
      '/requestrepair/updatecourierdetails',
      { req_code, courier_name: 'DTDC', docket_number: 'D-1', narration: 'Corrected by the desk' },
      staff,
    );
    const audit = await t.post<TAuditReply>('/requestrepair/getAuditTrail', { req_code }, staff);
    const entries = audit.body.audit_details;
    expect(entries.map((e) => e.action)).toEqual(['status', 'charges', 'status', 'courier']);
    // The customer's own answer is in the history too, under their name.
    expect(entries[2]).toMatchObject({ before: { status: 'estimated' }, after: { status: 'approved' } });
    expect(entries[2]?.by).not.toBe('Administrator');
    // The first start's admin has a name in Tamil too, for a Tamil reader's history (theirs to change).
    expect(entries[0]).toMatchObject({
      by: 'Administrator',
      by_tamil: 'நிர்வாகி',
      before: { status: 'pending' },
      after: { status: 'received' },
    });
    expect(entries[1]?.after).toMatchObject({ serviceCharge: 500, partsCharge: 250.5, gstPercent: 18 });
    expect(entries[3]?.before).toMatchObject({ courierName: body.courier_name, docketNumber: body.docket_number });
    expect(entries[3]?.after).toMatchObject({ courierName: 'DTDC', docketNumber: 'D-1' });
    expect((await t.post('/requestrepair/getAuditTrail', { req_code }, customer)).statusCode).toBe(404);
  });

  it("records only actions and fields the change history words, and uses each of them in a request's life", async () => {
    await readyToInvoice(t, staff);
    const req_code = await repairedRequest(t, { staff, customer }, [[1000, 200, 18]]);
    await walk(t, staff, req_code, 1, ['dispatched']);
    const list = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code }, staff);
    const invoice_no = list.body.invoices[0]?.invoice_no;
    const paid = await t.post(
      '/invoices/recordPayment',
      { invoice_no, amount: 100, method: 'cash', idempotency_key: randomUUID() },
      staff,
    );
    expect(paid.statusCode).toBe(200);
    const note = await t.post('/invoices/issueCreditNote', { invoice_no, reason: 'Wrong rate' }, staff);
    expect(note.statusCode).toBe(200);
    const courier = { req_code, courier_name: 'DTDC', docket_number: 'D-9', narration: 'Re-sent' };
    const moved = await t.post('/requestrepair/updatecourierdetails', courier, staff);
    expect(moved.body).toMatchObject({ statusFlag: 0 });
    expect((await t.post('/requestrepair/replaceTrackingLink', { req_code }, staff)).statusCode).toBe(200);
    // An item that waited for parts, in a request of its own (decision 051).
    const parts = await createRequest(t, customer);
    await walk(t, staff, parts.req_code, 1, ['received', 'estimated', 'approved', 'in_repair', 'waiting_for_parts']);

    const entries = (
      await Promise.all(
        [req_code, parts.req_code].map(
          async (code) =>
            (
              await t.post<TAuditReply>('/requestrepair/getAuditTrail', { req_code: code }, staff)
            ).body.audit_details,
        ),
      )
    ).flat();
    const actions = new Set(entries.map((e) => e.action));
    expect([...actions].sort()).toEqual([...AUDIT_ACTIONS].sort());
    const fields = new Set(entries.flatMap((e) => [...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})]));
    expect([...fields].filter((f) => !(f in AUDIT_FIELDS))).toEqual([]);
    expect(Object.keys(AUDIT_FIELDS).filter((f) => !fields.has(f))).toEqual([]);
  });

  it('refuses every staff call to a customer as if it did not exist', async () => {
    const { req_code } = await createRequest(t, customer);
    const [item] = await itemsOf(t, customer, req_code);
    const calls: [string, unknown][] = [
      ['/requestrepair/getActionCounts', {}],
      ['/requestrepair/getAuditTrail', { req_code }],
      [
        '/requestrepair/updateChargesRequestRepair',
        { item_id: item?.item_id, version: item?.version, service_charge: 1, parts_charge: 1, gst_percent: 0 },
      ],
      ['/admin/getCustomerList', {}],
    ];
    for (const [url, body] of calls) expect((await t.post(url, body, customer)).statusCode, url).toBe(404);
    const res = await t.post<Reply>(
      '/requestrepair/updateItemStatus',
      { item_id: item?.item_id, version: item?.version, status: 'received', docket_number: 'x' },
      customer,
    );
    expect(res.statusCode).toBe(400);
    expect((await viewOf(t, customer, req_code)).request_item_details[0]?.status).toBe('pending');
  });
});
