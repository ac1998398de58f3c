import { ItemStatusMsg, type TViewItemReply, type TViewRequestReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';

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

const quote = (token: string, item: { item_id: string; version: number }, extra: Record<string, unknown> = {}) =>
  t.post<{ message: string }>(
    '/requestrepair/updateChargesRequestRepair',
    {
      item_id: item.item_id,
      version: item.version,
      service_charge: 1500,
      parts_charge: 2350.5,
      gst_percent: 18,
      ...extra,
    },
    token,
  );

describe('updateChargesRequestRepair', () => {
  it('quotes a received item: charges with GST, status estimated, a tracking entry, the customer approves', async () => {
    const { req_code } = await createRequest(t, customer);
    await walk(t, staff, req_code, 1, ['received']);
    const [item] = await itemsOf(t, staff, req_code);
    const res = await quote(staff, item as never, { remark: 'Motherboard part needed' });
    expect(res.statusCode).toBe(200);
    const [quoted] = await itemsOf(t, customer, req_code);
    expect(quoted?.status).toBe('estimated');
    // (1500 + 2350.50) = 3850.50; 9 % is 346.545, so CGST and SGST 346.55 each (no company GSTIN yet: within
    // the state, decision 090): GST 693.10, total 4543.60, as the invoice will carry it.
    expect(quoted?.charges).toEqual({
      service_charge: 1500,
      parts_charge: 2350.5,
      gst_percent: 18,
      gst_amount: 693.1,
      total: 4543.6,
    });
    const view = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code }, customer);
    expect(view.body.request_details.group).toBe('in_progress');
    const detail = await t.post<TViewItemReply>(
      '/requestrepair/viewRRItemdetails',
      { item_id: quoted?.item_id },
      customer,
    );
    expect(detail.body.request_tracking_details.at(-1)).toMatchObject({
      status: 'estimated',
      remark: 'Motherboard part needed',
    });
    await walk(t, customer, req_code, 1, ['approved']);
    expect((await itemsOf(t, customer, req_code))[0]?.status).toBe('approved');
  });

  it('is refused to a customer, before receipt, after approval, and with a stale version', async () => {
    const { req_code } = await createRequest(t, customer);
    const [pending] = await itemsOf(t, staff, req_code);
    expect((await quote(customer, pending as never)).statusCode).toBe(404);
    expect((await quote(staff, pending as never)).statusCode).toBe(400);
    await walk(t, staff, req_code, 1, ['received']);
    const [received] = await itemsOf(t, staff, req_code);
    expect((await quote(staff, { item_id: received?.item_id as string, version: 1 })).statusCode).toBe(409);
    expect((await quote(staff, received as never)).statusCode).toBe(200);
    await walk(t, customer, req_code, 1, ['approved']);
    const [approved] = await itemsOf(t, staff, req_code);
    expect((await quote(staff, approved as never)).statusCode).toBe(400);
  });

  it('refuses bad amounts and GST rates on their field, and neither saves nor mails anything', async () => {
    const { req_code } = await createRequest(t, customer);
    await walk(t, staff, req_code, 1, ['received']);
    const [item] = await itemsOf(t, staff, req_code);
    const traces = async () =>
      (
        await rows<{ mails: number; entries: number; audits: number }>(
          t.db,
          sql`select (select count(*)::int from mail_outbox where body like ${`%${req_code}%`}) as mails,
            (select count(*)::int from tracking_entries where item_id = ${item?.item_id}) as entries,
            (select count(*)::int from audit_log where entity_id = ${item?.item_id}) as audits`,
        )
      )[0];
    const before = await traces();
    for (const [extra, path, message] of [
      [{ service_charge: -1 }, 'service_charge', ItemStatusMsg.enterAmount],
      [{ parts_charge: -0.01 }, 'parts_charge', ItemStatusMsg.enterAmount],
      [{ parts_charge: 1.234 }, 'parts_charge', ItemStatusMsg.enterAmount],
      [{ service_charge: '100' }, 'service_charge', ItemStatusMsg.enterAmount],
      [{ service_charge: 'abc' }, 'service_charge', ItemStatusMsg.enterAmount],
      [{ service_charge: null }, 'service_charge', ItemStatusMsg.enterAmount],
      [{ service_charge: 1e9 }, 'service_charge', ItemStatusMsg.amountTooLarge],
      [{ gst_percent: 17 }, 'gst_percent', undefined],
    ] as const) {
      const res = await quote(staff, item as never, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      const issues = (res.body as unknown as { issues: { path: string; message: string }[] }).issues;
      expect(issues.map((i) => i.path)).toEqual([path]);
      if (message) expect(issues[0]?.message).toBe(message);
    }
    const [after] = await itemsOf(t, staff, req_code);
    expect(after?.status).toBe('received');
    expect(after?.charges).toBeNull();
    expect(after?.version).toBe(item?.version);
    expect(await traces()).toEqual(before);
  });
});
