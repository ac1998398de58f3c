import { ITEM_STATUSES, type TInvoiceReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { login, makeGstin, signUp } from './accounts';
import { ADMIN, startTestApp, type TestContext } from './app';
import { companyForm } from './company';
import { itemsOf, walk } from './items';
import { rows } from './query';
import { createRequest, requestBody } from './requests';

/** The company as invoicing needs it: a GSTIN in Tamil Nadu (33) and a UPI id; `extra` for name and address. */
export async function readyToInvoice(t: TestContext, staff: string, extra: Record<string, unknown> = {}) {
  const details = await companyForm(t, staff);
  const saved = await t.post(
    '/admin/saveCompanySettings',
    { ...details, gstin: makeGstin('33'), upi_id: 'chennaiservice@okaxis', ...extra },
    staff,
  );
  if (saved.statusCode !== 200) throw new Error(`company not saved: ${JSON.stringify(saved.body)}`);
}

/**
 * A request whose items are repaired with charges the customer approved, [service, parts, GST %] per item:
 * raised by the customer, received and quoted by staff, approved by the customer, repaired by staff (only
 * finished work is invoiced).
 */
export async function repairedRequest(
  t: TestContext,
  who: { staff: string; customer: string },
  lines: [number, number, number][],
  itemId = 1,
) {
  const items = lines.map((_, i) => ({
    item_id: itemId,
    brand_id: 1,
    model_number: 'Inspiron 15-3520',
    serial_number: `SN${Date.now()}${i}X`,
    problem: 'No power',
  }));
  const { req_code } = await createRequest(t, who.customer, requestBody({}, items));
  for (const [i, [service, parts, rate]] of lines.entries()) {
    await walk(t, who.staff, req_code, i + 1, ['received']);
    const item = (await itemsOf(t, who.staff, req_code)).find((x) => x.line_no === i + 1);
    const quoted = await t.post(
      '/requestrepair/updateChargesRequestRepair',
      {
        item_id: item?.item_id,
        version: item?.version,
        service_charge: service,
        parts_charge: parts,
        gst_percent: rate,
      },
      who.staff,
    );
    if (quoted.statusCode !== 200) throw new Error(`quote failed: ${JSON.stringify(quoted.body)}`);
    await walk(t, who.customer, req_code, i + 1, ['approved']);
    await walk(t, who.staff, req_code, i + 1, ['in_repair', 'repaired']);
  }
  return req_code;
}

/** Staff issue the request's invoice; answers it as the API gives it. */
export async function issueInvoice(t: TestContext, staff: string, reqCode: string) {
  const res = await t.post<TInvoiceReply>('/invoices/issueInvoice', { req_code: reqCode }, staff);
  if (res.statusCode !== 200) throw new Error(`issue failed: ${JSON.stringify(res.body)}`);
  return res.body.invoice;
}

/**
 * The app as the invoice tests start it, its clock at `now`: staff, the company ready to invoice, and three
 * customers: `local` in Tamil Nadu (the company's state, the first customer, C000001), `outside` in Karnataka,
 * and `other`.
 */
export async function startInvoiceApp(now: () => Date) {
  const t = await startTestApp({}, { now });
  const staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  // Only the dispatch mail goes out: the hundreds of others would queue in front of the one a test reads.
  await readyToInvoice(t, staff, { muted_statuses: ITEM_STATUSES.filter((s) => s !== 'dispatched') });
  const a = await signUp(t);
  const local = (await login(t, a.username, a.password)).accessToken;
  const b = await signUp(t, 'Secret@123', {
    gstin: makeGstin('29'),
    state: '29',
    city: 'Bengaluru',
    pincode: '560001',
  });
  const outside = (await login(t, b.username, b.password)).accessToken;
  const c = await signUp(t);
  const other = (await login(t, c.username, c.password)).accessToken;
  return { t, staff, local, outside, other, localGstin: a.gstin };
}

/** The app ready to invoice, every message on: staff, a customer and another customer (the moves' tests). */
export async function startMovesApp() {
  const t = await startTestApp();
  const staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  await readyToInvoice(t, staff);
  const c = await signUp(t);
  const customer = (await login(t, c.username, c.password)).accessToken;
  const o = await signUp(t);
  const other = (await login(t, o.username, o.password)).accessToken;
  return { t, staff, customer, other };
}

/** An invoice as the API shows it to the holder of `token`. */
export const invoiceOf = (t: TestContext, token: string, invoiceNo: string) =>
  t.post<TInvoiceReply>('/invoices/getInvoice', { invoice_no: invoiceNo }, token);

/**
 * An invoice of the request's invoiceable items written as the app wrote one before decision 090 (issue
 * 39): each line's CGST and SGST at half the rate rounded to the paisa (or IGST at the rate), the total
 * rounded to the rupee with its round-off. The rule is spelled here, apart from the app's. Answers its number.
 */
export async function invoiceAsBefore090(db: Db, reqCode: string, issuedOn = '2026-11-23') {
  const [req] = await rows<{ id: string; customer_id: string; gstin: string; state_code: string; supplier: string }>(
    db,
    sql`select r.id, r.customer_id, c.gstin, c.state_code, s.gstin as supplier
        from repair_requests r join customers c on c.id = r.customer_id, company_settings s
        where r.req_code = ${reqCode}`,
  );
  if (!req) throw new Error(`no request ${reqCode} with company settings`);
  const items = await rows<{ id: string; s: string; p: string; g: string }>(
    db,
    sql`select id, service_charge as s, parts_charge as p, gst_percent as g from request_items
        where request_id = ${req.id} and charges_owed and status in ('repaired', 'dispatched', 'delivered')
        order by line_no`,
  );
  const pos = req.gstin.length === 15 ? req.gstin.slice(0, 2) : req.state_code;
  const intra = pos === req.supplier.slice(0, 2);
  const paise = (v: string | number) => Math.round(Number(v) * 100);
  const lines = items.map((i, n) => {
    const taxable = paise(i.s) + paise(i.p);
    const rate = paise(i.g);
    const half = intra ? Math.floor((taxable * rate + 10_000) / 20_000) : 0;
    const igst = intra ? 0 : Math.floor((taxable * rate + 5_000) / 10_000);
    return { n: n + 1, id: i.id, s: paise(i.s), p: paise(i.p), g: Number(i.g), taxable, half, igst };
  });
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  const exact = sum((l) => l.taxable + 2 * l.half + l.igst);
  const total = Math.round(exact / 100) * 100;
  const r = (v: number) => (v / 100).toFixed(2);
  const [seq] = await rows<{ last_no: number }>(
    db,
    sql`insert into document_series (kind, fy, last_no) values ('invoice', '2026-27', 1)
        on conflict (kind, fy) do update set last_no = document_series.last_no + 1 returning last_no`,
  );
  const number = `INV/26-27/${String(seq?.last_no).padStart(5, '0')}`;
  const [inv] = await rows<{ id: string }>(
    db,
    sql`insert into invoices (kind, number, fy, seq, issued_on, request_id, customer_id, supplier, recipient,
          place_of_supply, intra_state, taxable, cgst, sgst, igst, round_off, total, upi_id, issued_by)
        select 'invoice', ${number}, '2026-27', ${seq?.last_no}, ${issuedOn}, ${req.id}, ${req.customer_id},
          jsonb_build_object('name', s.name, 'address', s.address, 'gstin', s.gstin, 'state_code', left(s.gstin, 2)),
          jsonb_build_object('name', c.company_name, 'address', c.address, 'gstin', c.gstin, 'state_code', c.state_code),
          ${pos}, ${intra}, ${r(sum((l) => l.taxable))}, ${r(sum((l) => l.half))}, ${r(sum((l) => l.half))},
          ${r(sum((l) => l.igst))}, ${r(total - exact)}, ${r(total)}, s.upi_id,
          (select id from users where username = 'admin')
        from company_settings s, customers c where c.id = ${req.customer_id}
        returning id`,
  );
  for (const l of lines) {
    await db.execute(sql`insert into invoice_lines (invoice_id, line_no, item_id, description, sac, service, parts,
        taxable, rate, cgst, sgst, igst, total)
      values (${inv?.id}, ${l.n}, ${l.id}, 'Laptop, as invoiced before decision 090', '998713', ${r(l.s)}, ${r(l.p)},
        ${r(l.taxable)}, ${l.g}, ${r(l.half)}, ${r(l.half)}, ${r(l.igst)}, ${r(l.taxable + 2 * l.half + l.igst)})`);
  }
  return number;
}
