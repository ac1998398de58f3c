import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  REPORT_LIST_KEY,
  type TInvoiceListReply,
  type TInvoiceReply,
  type TPrintReply,
  type TReportRow,
  type TReportSummaryReply,
  type TStatementReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { readyToInvoice } from '../helpers/invoices';
import { itemsOf, viewOf, walk } from '../helpers/items';
import { createRequest } from '../helpers/requests';
import { mailText } from '../helpers/smtp';
import { until } from '../helpers/wait';

/**
 * Issue 39, point 1, end to end: a laptop quoted at service ₹1,500.00 + parts ₹2,499.50 at 18 % GST shows
 * the same payable amount on the item, the approval question (the tracking link's and the mails), the print,
 * the invoice and its PDF, the payments, the statement, the report and its CSV (decision 090). Within the
 * company's state (Tamil Nadu) that is ₹4,719.42 (CGST and SGST 359.96 each); for a customer in Karnataka
 * ₹4,719.41 (IGST 719.91). Before decision 090 the item said ₹4,719.41 to both and the invoice ₹4,719.00.
 */
let t: TestContext;
let staff: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-amount-'));

beforeAll(async () => {
  t = await startTestApp({}, { now: () => new Date('2026-11-23T06:00:00Z') });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  await readyToInvoice(t, staff, { name: 'Kumar Service Centre', upi_id: 'kumarservice@okaxis' });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = async <T>(url: string, body: unknown, token?: string) => {
  const res = await t.post<T>(url, body, token);
  expect(res.statusCode, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

/** The text of a mail to `email` that holds `words`, once there is one (a mail with a PDF is multipart). */
const mailWith = (email: string, words: string) =>
  until(`a mail to ${email} saying "${words}"`, async () => {
    for (const m of t.smtp.mails.filter((x) => x.to.includes(email.toLowerCase()))) {
      const text = /multipart/i.test(m.raw.slice(0, 2000)) ? ((await simpleParser(m.raw)).text ?? '') : mailText(m.raw);
      if (text.includes(words)) return text;
    }
    return undefined;
  });

async function csvCharges(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports/exportCsv',
    payload: { group: 'completed' },
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(200);
  const [, ...lines] = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  return lines.map((l) => l.split(',').at(-1));
}

const CASES = [
  { name: 'a customer in Tamil Nadu, the company’s state', state: '33', city: 'Chennai', pincode: '600002' },
  { name: 'a customer in Karnataka, another state', state: '29', city: 'Bengaluru', pincode: '560001' },
].map((c) =>
  c.state === '33'
    ? { ...c, gst: 719.92, total: 4719.42, shown: '₹4,719.42', taxes: { cgst: 359.96, sgst: 359.96, igst: 0 } }
    : { ...c, gst: 719.91, total: 4719.41, shown: '₹4,719.41', taxes: { cgst: 0, sgst: 0, igst: 719.91 } },
);

describe('one amount from quote to invoice (decision 090)', () => {
  it.each(CASES)(
    '$name: the item, approval, print, invoice, PDF, payment, statement, report and CSV agree',
    async (c) => {
      const who = await signUp(t, 'Secret@123', {
        gstin: makeGstin(c.state),
        state: c.state,
        city: c.city,
        pincode: c.pincode,
      });
      const customer = (await login(t, who.username, who.password)).accessToken;
      const { req_code } = await createRequest(t, customer);
      await walk(t, staff, req_code, 1, ['received']);
      // The staff's view says which taxes apply: the quote dialog previews what will be stored with it.
      expect((await viewOf(t, staff, req_code)).request_details.intra_state).toBe(c.state === '33');
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

      // The item, and the approval question: the quote mail, the tracking link's page after its code.
      const [quoted] = await itemsOf(t, customer, req_code);
      expect(quoted?.charges).toEqual({
        service_charge: 1500,
        parts_charge: 2499.5,
        gst_percent: 18,
        gst_amount: c.gst,
        total: c.total,
      });
      await mailWith(who.email, `Quoted charges, GST included: ${c.shown}`);
      const link = await post<{ tracking_url: string }>('/requestrepair/getTrackingLink', { req_code }, customer);
      const k = new URL(link.tracking_url).searchParams.get('k') ?? '';
      const before = t.smtp.countFor(who.email);
      await post('/track/sendCode', { k });
      const code = await t.smtp.codeFor(who.email, before);
      const granted = await post<{ quotes: { charges: { total: number; gst_amount: number } }[] }>(
        '/track/verifyCode',
        { k, otp: code },
      );
      expect(granted.quotes.map((q) => [q.charges.gst_amount, q.charges.total])).toEqual([[c.gst, c.total]]);

      await walk(t, customer, req_code, 1, ['approved']);
      await mailWith(who.email, `Charges you approved, GST included: ${c.shown}`);
      const [approved] = await itemsOf(t, customer, req_code);
      expect(approved?.cost).toBe(c.total);
      expect((await viewOf(t, customer, req_code)).request_details.total).toBe(c.total);

      // The print.
      const print = await post<TPrintReply>('/requestrepair/printRRItemdetails', { req_code }, customer);
      expect(print.request_details.total).toBe(c.total);
      expect(print.request_item_details.map((i) => [i.charges?.gst_amount, i.charges?.total, i.cost])).toEqual([
        [c.gst, c.total, c.total],
      ]);

      // Dispatch issues the invoice: the same amount, split by the place of supply, no round-off.
      await walk(t, staff, req_code, 1, ['in_repair', 'repaired', 'dispatched']);
      const list = await post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code }, customer);
      expect(list.invoices).toMatchObject([{ kind: 'invoice', total: c.total, round_off: 0, due: c.total }]);
      expect(list.total_due).toBe(c.total);
      const number = list.invoices[0]?.invoice_no as string;
      const { invoice } = await post<TInvoiceReply>('/invoices/getInvoice', { invoice_no: number }, customer);
      expect(invoice).toMatchObject({ taxable: 3999.5, ...c.taxes, round_off: 0, total: c.total, due: c.total });
      expect(invoice.lines).toMatchObject([{ taxable: 3999.5, rate: 18, ...c.taxes, total: c.total }]);
      expect(invoice.upi_link).toContain(`am=${c.total.toFixed(2)}`);

      // Its PDF.
      const pdf = await t.app.inject({
        method: 'POST',
        url: '/api/invoices/downloadInvoice',
        payload: { invoice_no: number },
        headers: { authorization: `Bearer ${customer}` },
      });
      expect(pdf.statusCode).toBe(200);
      const file = path.join(dir, `${c.state}.pdf`);
      fs.writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(c.shown.replace('₹', ''));
      expect(text).not.toContain('4,719.00');
      expect(text).not.toContain('Round off');

      // The dispatch mail names the invoice with the same amount.
      await mailWith(who.email, `Your tax invoice ${number} for ${c.shown} is attached.`);

      // Paying exactly that amount leaves nothing due.
      const paid = await post<TInvoiceReply>(
        '/invoices/recordPayment',
        {
          invoice_no: number,
          amount: c.total,
          method: 'upi',
          reference: `UTR${Date.now()}${c.state}`,
          idempotency_key: randomUUID(),
        },
        staff,
      );
      expect(paid.invoice).toMatchObject({ paid: c.total, due: 0, payment_state: 'paid', upi_link: null });

      // The statement of the month: the invoice's debit and the payment's credit, nothing left.
      const st = await post<TStatementReply>('/invoices/getStatement', { month: '2026-11' }, customer);
      expect(st.statement.entries.map((e) => [e.kind, e.debit, e.credit])).toEqual([
        ['invoice', c.total, 0],
        ['payment', 0, c.total],
      ]);
      expect(st.statement).toMatchObject({ total_debit: c.total, total_credit: c.total, closing_balance: 0 });

      // Delivered: the completed report, its totals and its CSV say the same amount.
      await walk(t, staff, req_code, 1, ['delivered']);
      const report = await post<Record<string, unknown> & { totals: { charges: number } }>(
        '/reports/getCompletedRequestList',
        {},
        customer,
      );
      expect((report[REPORT_LIST_KEY.completed] as TReportRow[]).map((r) => [r.req_code, r.charges])).toEqual([
        [req_code, c.total],
      ]);
      expect(report.totals.charges).toBe(c.total);
      const summary = await post<TReportSummaryReply>('/reports/getReportSummary', {}, customer);
      expect(summary.groups.completed.charges).toBe(c.total);
      expect(await csvCharges(customer)).toEqual([c.total.toFixed(2)]);
    },
  );

  it('a customer who moved state between the quote and the invoice is invoiced what they approved', async () => {
    const who = await signUp(t, 'Secret@123', {
      gstin: makeGstin('29'),
      state: '29',
      city: 'Bengaluru',
      pincode: '560001',
    });
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
    await walk(t, customer, req_code, 1, ['approved']);
    // Registered again in Tamil Nadu (a new GSTIN) before the repair is done.
    await t.db.execute(sql`update customers set gstin = ${makeGstin('33')}, state_code = '33'
      where id = (select customer_id from repair_requests where req_code = ${req_code})`);
    await walk(t, staff, req_code, 1, ['in_repair', 'repaired', 'dispatched']);
    const list = await post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code }, customer);
    const { invoice } = await post<TInvoiceReply>(
      '/invoices/getInvoice',
      { invoice_no: list.invoices[0]?.invoice_no },
      customer,
    );
    // The IGST of the quote, split as CGST and SGST: the odd paisa to CGST.
    expect(invoice).toMatchObject({ intra_state: true, cgst: 359.96, sgst: 359.95, igst: 0, total: 4719.41 });
    expect((await itemsOf(t, customer, req_code))[0]?.cost).toBe(4719.41);
  });
});
