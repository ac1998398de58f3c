import fs from 'node:fs';
import path from 'node:path';
import type { TInvoiceListReply, TReportSummaryReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { invoiceAsBefore090, readyToInvoice } from '../helpers/invoices';
import { itemsOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';

/**
 * Migration 0035 (decision 090) over data as it stood before it: no stored GST, each request's charges summed
 * with the GST on the whole, an invoice issued with its round-off and one cancelled by a credit note, and the
 * report's counters as the old code kept them. The migration's own statements are run on it.
 */
let t: TestContext;
let staff: string;
const codes: Record<string, string> = {};
const QUOTE = { service_charge: 1500, parts_charge: 2499.5, gst_percent: 18 };

beforeAll(async () => {
  t = await startTestApp({}, { now: () => new Date('2026-11-23T06:00:00Z') });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  await readyToInvoice(t, staff);
  const local = await signUp(t);
  const outside = await signUp(t, 'Secret@123', {
    gstin: makeGstin('29'),
    state: '29',
    city: 'Mysuru',
    pincode: '570001',
  });
  const a = (await login(t, local.username, local.password)).accessToken;
  const b = (await login(t, outside.username, outside.password)).accessToken;
  /** A request of one laptop quoted at the amounts, moved on by the customer and staff. */
  const laptop = async (customer: string, answer: 'approved' | 'declined' | null, staffMoves: string[] = []) => {
    const { req_code } = await createRequest(t, customer);
    await walk(t, staff, req_code, 1, ['received']);
    const [item] = await itemsOf(t, staff, req_code);
    const res = await t.post(
      '/requestrepair/updateChargesRequestRepair',
      { item_id: item?.item_id, version: item?.version, ...QUOTE },
      staff,
    );
    expect(res.statusCode).toBe(200);
    if (answer) await walk(t, customer, req_code, 1, [answer]);
    await walk(t, staff, req_code, 1, staffMoves as never);
    return req_code;
  };
  codes.invoiced = await laptop(a, 'approved', ['in_repair', 'repaired']);
  codes.credited = await laptop(a, 'approved', ['in_repair', 'repaired']);
  codes.outside = await laptop(b, 'approved', ['in_repair']);
  codes.declined = await laptop(b, 'declined');
  codes.waiting = await laptop(a, null);
  // Invoiced as the code before decision 090 did: ₹4,719.42 on its line, ₹4,719.00 with a round-off of −0.42.
  await invoiceAsBefore090(t.db, codes.invoiced as string);
  const credited = await invoiceAsBefore090(t.db, codes.credited as string);
  const cn = await t.post('/invoices/issueCreditNote', { invoice_no: credited, reason: 'Wrong request' }, staff);
  expect(cn.statusCode).toBe(200);
}, 180_000);
afterAll(() => t.close());

/** Each request's stored charges and its items' stored GST, by the test's names. */
async function stored() {
  const out: Record<string, { charges: number; gst: (number | null)[] }> = {};
  for (const [name, code] of Object.entries(codes)) {
    const [r] = await rows<{ charges: string; gst: (string | null)[] }>(
      t.db,
      sql`select r.charges_total as charges, json_agg(i.gst_amount order by i.line_no) as gst
          from repair_requests r join request_items i on i.request_id = r.id where r.req_code = ${code} group by r.id`,
    );
    out[name] = { charges: Number(r?.charges), gst: (r?.gst ?? []).map((g) => (g === null ? null : Number(g))) };
  }
  return out;
}

/** The report's counters (company-wide and per customer, folded and pending) against a recount of the requests. */
async function countersAgree() {
  const [bad] = await rows<{ n: number }>(
    t.db,
    sql`with counted as (
          select customer_id, (created_at at time zone 'Asia/Kolkata')::date as day, group_status, sum(charges_total) as charges
          from repair_requests group by 1, 2, 3),
        kept as (
          select customer_id, day, group_status, sum(charges) as charges from (
            select customer_id, day, group_status, charges from report_customer_daily_totals
            union all select customer_id, day, group_status, charges from report_daily_deltas) k group by 1, 2, 3),
        everyone as (
          select day, group_status, sum(charges) as charges from (
            select day, group_status, charges from report_daily_totals
            union all select day, group_status, charges from report_daily_deltas) e group by 1, 2)
        select (select count(*) from counted c full join kept k using (customer_id, day, group_status)
                 where coalesce(c.charges, 0) <> coalesce(k.charges, 0))::int
             + (select count(*) from (select day, group_status, sum(charges) as charges from counted group by 1, 2) c
                 full join everyone e using (day, group_status) where coalesce(c.charges, 0) <> coalesce(e.charges, 0))::int as n`,
  );
  return bad?.n;
}

describe('migration 0035', () => {
  it('stores each quote’s GST as the invoice computes it and makes invoiced requests’ charges their invoices', async () => {
    const db = t.db;
    // As before the migration: no column, charges with GST on the whole, the counters kept on them.
    await db.execute(sql`alter table request_items drop column gst_amount`);
    await db.execute(sql`update repair_requests r set charges_total = coalesce((
        select sum(case when x.charges_owed then x.service_charge + x.parts_charge
          + round((x.service_charge + x.parts_charge) * x.gst_percent / 100, 2) else 0 end)
        from request_items x where x.request_id = r.id), 0)`);
    await db.execute(sql`delete from report_daily_deltas`);
    await db.execute(sql`delete from report_daily_totals`);
    await db.execute(sql`insert into report_daily_totals (day, group_status, requests, items, charges)
      select (created_at at time zone 'Asia/Kolkata')::date, group_status, count(*), sum(item_count), sum(charges_total)
      from repair_requests group by 1, 2`);
    await db.execute(sql`delete from report_customer_daily_totals`);
    await db.execute(sql`insert into report_customer_daily_totals (customer_id, day, group_status, requests, items, charges)
      select customer_id, (created_at at time zone 'Asia/Kolkata')::date, group_status, count(*), sum(item_count), sum(charges_total)
      from repair_requests group by 1, 2, 3`);
    expect(await countersAgree()).toBe(0);
    const old = await rows<{ charges: string }>(
      db,
      sql`select charges_total as charges from repair_requests where req_code in ${Object.values(codes)} order by req_code`,
    );
    // Every owed laptop at ₹4,719.41, the invoiced one too (its invoice said ₹4,719.00).
    expect(old.map((r) => Number(r.charges))).toEqual([4719.41, 4719.41, 4719.41, 0, 0]);

    const file = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../drizzle/0035_one_amount_from_quote.sql'),
      'utf8',
    );
    for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await stored()).toEqual({
      // On an invoice issued before: its line's CGST + SGST; the request's charges are what it invoiced.
      invoiced: { charges: 4719, gst: [719.92] },
      // Its invoice cancelled: the quote within the state, two halves of 359.955 rounded up.
      credited: { charges: 4719.42, gst: [719.92] },
      // Another state: IGST, rounded once.
      outside: { charges: 4719.41, gst: [719.91] },
      declined: { charges: 0, gst: [719.91] },
      waiting: { charges: 0, gst: [719.92] },
    });
    // The counters moved by the differences: still a recount of the requests, as the report reads them.
    expect(await countersAgree()).toBe(0);
    const summary = await t.post<TReportSummaryReply>('/reports/getReportSummary', {}, staff);
    expect(summary.body.groups.in_progress.charges).toBe(14157.83);
    // A quote's GST is set exactly when it is quoted, from now on.
    await expect(
      db.execute(sql`update request_items set gst_amount = null where gst_amount is not null`),
    ).rejects.toThrow();
    // The old invoice keeps its round-off where its total shows; the item shows the GST it was invoiced with.
    const list = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code: codes.invoiced }, staff);
    expect(list.body.invoices).toMatchObject([{ total: 4719, round_off: -0.42 }]);
    expect((await itemsOf(t, staff, codes.invoiced as string))[0]?.charges).toMatchObject({
      gst_amount: 719.92,
      total: 4719.42,
    });
  });
});
