import type { TViewItemReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { itemsOf, viewOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest, requestBody } from '../helpers/requests';
import { mailText } from '../helpers/smtp';

let t: TestContext;
let staff: string;
let customer: { token: string; email: string; name: string };
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const c = await signUp(t);
  customer = { token: (await login(t, c.username, c.password)).accessToken, email: c.email, name: c.companyname };
  const o = await signUp(t);
  other = (await login(t, o.username, o.password)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

const twoItems = () =>
  requestBody({}, [
    { item_id: 1, brand_id: 1, model_number: 'A1', serial_number: `C${Date.now()}A` },
    { item_id: 2, brand_id: 2, model_number: 'A2', serial_number: `C${Date.now()}B` },
  ]);
const cancel = (reqCode: string, token: string, reason?: string) =>
  t.post<{ message: string }>('/requestrepair/cancelRequest', { req_code: reqCode, reason }, token);

/** Waits for the outbox to send a mail to the customer that says `text`. */
async function mailSaying(text: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    // The decoded text: a quoted-printable body breaks its lines where their length says, not between words.
    const mail = t.smtp.mails
      .filter((m) => m.to.includes(customer.email.toLowerCase()))
      .map((m) => mailText(m.raw))
      .find((body) => body.includes(text));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail saying ${text}`);
}

describe('a customer cancels what has not been sent', () => {
  it('cancels one pending item with a reason that staff see with the name of who cancelled', async () => {
    const { req_code } = await createRequest(t, customer.token, twoItems());
    const [first] = await itemsOf(t, customer.token, req_code);
    const res = await t.post(
      '/requestrepair/updateItemStatus',
      { item_id: first?.item_id, version: first?.version, status: 'cancelled', remark: 'Sent the wrong laptop' },
      customer.token,
    );
    expect(res.statusCode).toBe(200);
    const view = await viewOf(t, staff, req_code);
    expect(view.request_item_details.map((i) => i.status)).toEqual(['cancelled', 'pending']);
    expect(view.request_details.group).toBe('pending');
    const item = await t.post<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: first?.item_id }, staff);
    expect(item.body.request_tracking_details.at(-1)).toMatchObject({
      status: 'cancelled',
      remark: 'Sent the wrong laptop',
      by: customer.name,
    });
    const audit = await t.post<{ audit_details: { action: string; after: Record<string, unknown> }[] }>(
      '/requestrepair/getAuditTrail',
      { req_code },
      staff,
    );
    expect(audit.body.audit_details.map((a) => a.after)).toContainEqual(
      expect.objectContaining({ status: 'cancelled', remark: 'Sent the wrong laptop' }),
    );
    expect(await mailSaying('Nothing is charged for this item.')).toContain('Sent the wrong laptop');
    // Nothing received yet: the customer may still correct the courier details of what is still coming.
    expect(view.request_details.courier_editable).toBe(true);
    const mine = await viewOf(t, customer.token, req_code);
    expect(mine.request_details.courier_editable).toBe(true);
    const corrected = await t.post(
      '/requestrepair/updatecourierdetails',
      { req_code, courier_name: 'DTDC', docket_number: 'D-2', narration: 'One laptop only' },
      customer.token,
    );
    expect(corrected.statusCode).toBe(200);
    // Withdrawn whole: nothing to correct.
    expect((await cancel(req_code, customer.token)).statusCode).toBe(200);
    expect((await viewOf(t, customer.token, req_code)).request_details.courier_editable).toBe(false);
    const late = await t.post(
      '/requestrepair/updatecourierdetails',
      { req_code, courier_name: 'DTDC', docket_number: 'D-3', narration: 'x' },
      customer.token,
    );
    expect(late.statusCode).toBe(400);
  });

  it('cancels a whole pending request: every item, the counters and the tracking page follow', async () => {
    const { req_code } = await createRequest(t, customer.token, twoItems());
    const queueBefore = await t.post<{ counts: { receipt: number } }>('/requestrepair/getActionCounts', {}, staff);
    const res = await cancel(req_code, customer.token, 'Repaired locally');
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('The request has been cancelled.');
    const view = await viewOf(t, customer.token, req_code);
    expect(view.request_item_details.map((i) => i.status)).toEqual(['cancelled', 'cancelled']);
    expect(view.request_details.group).toBe('completed');
    const queueAfter = await t.post<{ counts: { receipt: number } }>('/requestrepair/getActionCounts', {}, staff);
    expect(queueAfter.body.counts.receipt).toBe(queueBefore.body.counts.receipt - 1);
    const [tracked] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from tracking_entries e join request_items i on i.id = e.item_id
          join repair_requests r on r.id = i.request_id where r.req_code = ${req_code}
          and e.status = 'cancelled' and e.remark = 'Repaired locally'`,
    );
    expect(tracked?.n).toBe(2);
    const link = await t.post<{ tracking_url: string }>('/requestrepair/getTrackingLink', { req_code }, customer.token);
    const k = new URL(link.body.tracking_url).searchParams.get('k');
    const page = await t.post<{ items: { status: string }[]; group: string }>('/track/view', { k });
    expect(page.body.group).toBe('completed');
    expect(page.body.items.map((i) => i.status)).toEqual(['cancelled', 'cancelled']);
    // Cancelled twice: a clear answer, nothing changes.
    const again = await cancel(req_code, customer.token);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('This request is already cancelled.');
  });

  it('refuses once an item has been received, changing nothing; pending items can still go one by one', async () => {
    const { req_code } = await createRequest(t, customer.token, twoItems());
    await walk(t, staff, req_code, 1, ['received']);
    const res = await cancel(req_code, customer.token, 'Too late');
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/can no longer be cancelled/);
    expect((await itemsOf(t, customer.token, req_code)).map((i) => i.status)).toEqual(['received', 'pending']);
    await walk(t, customer.token, req_code, 2, ['cancelled']);
    expect((await itemsOf(t, customer.token, req_code)).map((i) => i.status)).toEqual(['received', 'cancelled']);
  });

  it("another customer's request does not exist for them; the reason is bounded", async () => {
    const { req_code } = await createRequest(t, customer.token, twoItems());
    const theirs = await cancel(req_code, other, 'Not mine');
    expect(theirs.statusCode).toBe(404);
    expect((await cancel(req_code, customer.token, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await itemsOf(t, customer.token, req_code)).map((i) => i.status)).toEqual(['pending', 'pending']);
    // Staff may cancel on the customer's behalf.
    expect((await cancel(req_code, staff, 'Customer phoned')).statusCode).toBe(200);
  });

  it('refuses a bare move to Charges quoted: charges are quoted with their amounts', async () => {
    const { req_code } = await createRequest(t, customer.token, twoItems());
    await walk(t, staff, req_code, 1, ['received']);
    const [item] = await itemsOf(t, staff, req_code);
    const res = await t.post<{ message: string }>(
      '/requestrepair/updateItemStatus',
      { item_id: item?.item_id, version: item?.version, status: 'estimated' },
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Charges are quoted with their amounts: use Set charges.');
    expect((await itemsOf(t, staff, req_code))[0]?.status).toBe('received');
  });
});
