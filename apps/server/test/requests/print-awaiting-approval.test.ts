import type { TPrintReply, TReportRow, TViewRequestReply } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { createRequest } from '../helpers/requests';

/**
 * New-user trial: before approval the print and the request's header said "Total charges 0.00" while the
 * item card and the approval question said ₹4,719.42. The print and the view now carry what waits for
 * approval, the item's own quoted total (decision 090: one amount), beside the charges, which stay 0 (and
 * so do the reports) until the customer approves.
 */
let t: TestContext;
let staff: string;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => new Date('2026-11-23T06:00:00Z') });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const post = async <T>(url: string, body: unknown, token?: string) => {
  const res = await t.post<T>(url, body, token);
  expect(res.statusCode, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

describe('a quote awaiting approval on the print and the request view', () => {
  it('shows the item’s quoted total as awaiting approval, not as charged, until approved', async () => {
    const who = await signUp(t);
    const customer = (await login(t, who.username, who.password)).accessToken;
    const { req_code } = await createRequest(t, customer);
    await walk(t, staff, req_code, 1, ['received']);
    const [received] = await itemsOf(t, staff, req_code);
    await post(
      '/requestrepair/updateChargesRequestRepair',
      {
        item_id: received?.item_id,
        version: received?.version,
        service_charge: 1500,
        parts_charge: 2499.5,
        gst_percent: 18,
      },
      staff,
    );

    const [quoted] = await itemsOf(t, customer, req_code);
    expect(quoted?.status).toBe('estimated');
    expect(quoted?.charges?.total).toBe(4719.42);
    const print = await post<TPrintReply>('/requestrepair/printRRItemdetails', { req_code }, customer);
    // The print's quoted figure is the item's, to the paisa; nothing is charged yet.
    expect(print.request_details.awaiting_approval_total).toBe(quoted?.charges?.total);
    expect(print.request_item_details[0]?.charges?.total).toBe(quoted?.charges?.total);
    expect(print.request_details.total).toBe(0);
    const view = await post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code }, customer);
    expect(view.request_details).toMatchObject({ total: 0, awaiting_approval_total: 4719.42 });
    // The reports count charges only: a quote waiting for its answer is not charged.
    const report = await post<{ inprogressrequest_list: TReportRow[] }>(
      '/reports/getInProgressRequestList',
      {},
      customer,
    );
    expect(report.inprogressrequest_list.find((r) => r.req_code === req_code)?.charges).toBe(0);

    await walk(t, customer, req_code, 1, ['approved']);
    const approved = await post<TPrintReply>('/requestrepair/printRRItemdetails', { req_code }, customer);
    expect(approved.request_details).toMatchObject({ total: 4719.42, awaiting_approval_total: 0 });
  });
});
