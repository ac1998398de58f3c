import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  InvoiceMsg,
  type TInvoiceListReply,
  type TInvoicePreview,
  type TInvoiceReply,
  type TSetupReply,
  type TToInvoiceReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { companyForm, LETTERHEAD } from '../helpers/company';
import { issueInvoice, repairedRequest as repairedWith } from '../helpers/invoices';
import { itemsOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';

/**
 * Issue 24, points 4 and 5, on a fresh install: the admin's checklist, dispatches that cannot be invoiced
 * yet (and say why), the list they wait in, the preview staff confirm before issuing, and a payment above
 * the due refused with the due named.
 */
let t: TestContext;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const c = await signUp(t);
  customer = (await login(t, c.username, c.password)).accessToken;
}, 120_000);
afterAll(() => t.close());

const checklist = async (token = admin) => t.post<TSetupReply>('/admin/getSetupChecklist', {}, token);
const preview = async (req_code: string, dispatch_item_id?: string, token = admin) =>
  t.post<{ preview: TInvoicePreview }>(
    '/invoices/getInvoicePreview',
    { req_code, ...(dispatch_item_id ? { dispatch_item_id } : {}) },
    token,
  );
const toInvoice = async (token = admin) => t.post<TToInvoiceReply>('/invoices/getToInvoiceList', {}, token);
const invoicesOf = async (req_code: string) =>
  (await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code }, admin)).body.invoices;
const saveCompany = async (values: Record<string, unknown>) => {
  const res = await t.post('/admin/saveCompanySettings', { ...(await companyForm(t, admin)), ...values }, admin);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
};
const ALL_NEEDS = ['company_name', 'company_address', 'company_gstin'];

/** A request whose one item is approved at ₹1,000 + 18% (₹1,180.00) and repaired, ready to dispatch. */
const repairedRequest = () => repairedWith(t, { staff: admin, customer }, [[1000, 0, 18]]);

/** The customer's dispatch mail of a request, as it was sent. */
async function dispatchMail(reqCode: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const m of t.smtp.mails.filter((x) => x.raw.includes(reqCode))) {
      const parsed = await simpleParser(m.raw);
      if (parsed.subject?.includes('Dispatched')) return parsed;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no dispatch mail in 20 s');
}

describe('a fresh install', () => {
  it('shows the admin every step of the checklist, the letterhead empty; only the admin may ask', async () => {
    const res = await checklist();
    expect(res.statusCode).toBe(200);
    expect(res.body.missing).toEqual([
      'company_name',
      'company_address',
      'company_gstin',
      'company_phone',
      'branch',
      'upi_id',
    ]);
    expect((await checklist(customer)).statusCode).toBe(404);
    const company = await t.post<{ company_details: Record<string, string> }>('/admin/getCompanySettings', {}, admin);
    expect(company.body.company_details).toMatchObject({ name: '', address: '', gstin: '', phone: '' });
  });

  it('mails a new request without an address to send it to rather than an empty one', async () => {
    const { req_code } = await createRequest(t, customer);
    const [mail] = await rows<{ body: string }>(
      t.db,
      sql`select body from mail_outbox where dedupe_key like ${`request-raised:${req_code}:%`} and body like 'Dear%'`,
    );
    expect(mail?.body).toMatch(
      /Please send them by Professional Couriers with docket number \S+\. The service centre will tell you its address\./,
    );
    expect(mail?.body).not.toContain(' to:');
  });

  it('dispatches approved charges without an invoice, says why, and keeps the dispatch to invoice', async () => {
    const reqCode = await repairedRequest();
    const [item] = await itemsOf(t, admin, reqCode);
    // Before staff confirm the dispatch: what it would invoice, and what stops it.
    const before = await preview(reqCode, item?.item_id);
    expect(before.statusCode).toBe(200);
    expect(before.body.preview).toMatchObject({
      taxable: 1000,
      gst: 180,
      total: 1180,
      dispatched_uninvoiced: 1,
      blocked_by: ALL_NEEDS,
    });
    expect(before.body.preview.lines).toEqual([
      { line_no: 1, description: expect.stringMatching(/^Laptop, .+ Inspiron 15-3520, serial SN/), total: 1180 },
    ]);

    await walk(t, admin, reqCode, 1, ['dispatched']);
    expect(await invoicesOf(reqCode)).toEqual([]);
    const mail = await dispatchMail(reqCode);
    expect(mail.attachments).toEqual([]);
    expect(mail.text).not.toContain('tax invoice');

    // On the request afterwards, and in the list of dispatches to invoice.
    const after = await preview(reqCode);
    expect(after.body.preview).toMatchObject({ total: 1180, dispatched_uninvoiced: 1, blocked_by: ALL_NEEDS });
    const list = await toInvoice();
    expect(list.statusCode).toBe(200);
    expect(list.body.blocked_by).toEqual(ALL_NEEDS);
    expect(list.body.more).toBe(false);
    expect(list.body.requests).toEqual([
      expect.objectContaining({ req_code: reqCode, items: 1, total: 1180, customer_name: expect.any(String) }),
    ]);

    // Pressing Issue invoice is refused with the first thing missing, and nothing is stored or numbered.
    const refused = await t.post<{ message: string }>('/invoices/issueInvoice', { req_code: reqCode }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(InvoiceMsg.companyNameMissing);
    const [stored] = await rows<{ invoices: number; series: number }>(
      t.db,
      sql`select (select count(*)::int from invoices) as invoices, (select count(*)::int from document_series) as series`,
    );
    expect(stored).toEqual({ invoices: 0, series: 0 });
  });

  it('once the letterhead and GSTIN are set, the waiting dispatch is issued from the list and leaves it', async () => {
    const [waiting] = (await toInvoice()).body.requests;
    const reqCode = waiting?.req_code as string;

    await saveCompany({ name: LETTERHEAD.name, address: LETTERHEAD.address });
    expect((await checklist()).body.missing).toEqual(['company_gstin', 'company_phone', 'branch', 'upi_id']);
    expect((await preview(reqCode)).body.preview.blocked_by).toEqual(['company_gstin']);
    const refused = await t.post<{ message: string }>('/invoices/issueInvoice', { req_code: reqCode }, admin);
    expect(refused.body.message).toBe(InvoiceMsg.companyGstinMissing);

    await saveCompany({ gstin: makeGstin('33') });
    expect((await checklist()).body.missing).toEqual(['company_phone', 'branch', 'upi_id']);
    const ready = (await preview(reqCode)).body.preview;
    expect(ready.blocked_by).toEqual([]);
    expect((await toInvoice()).body.blocked_by).toEqual([]);

    // What staff confirm is what is issued.
    const invoice = await issueInvoice(t, admin, reqCode);
    expect({ taxable: invoice.taxable, gst: invoice.cgst + invoice.sgst, total: invoice.total }).toEqual({
      taxable: ready.taxable,
      gst: ready.gst,
      total: ready.total,
    });
    expect(invoice.lines.map((l) => l.description)).toEqual(ready.lines.map((l) => l.description));
    expect((await toInvoice()).body.requests.map((r) => r.req_code)).not.toContain(reqCode);
    expect((await preview(reqCode)).body.preview).toMatchObject({ lines: [], total: 0, dispatched_uninvoiced: 0 });
    // Nothing to invoice: the call says so (the screen no longer offers it).
    const again = await t.post<{ message: string }>('/invoices/issueInvoice', { req_code: reqCode }, admin);
    expect(again.body.message).toBe(InvoiceMsg.nothingToInvoice);

    // The rest of the checklist: a branch (an inactive one does not count), the phone, the UPI id.
    await t.post('/admin/saveBranch', { name: 'Old branch', active: false }, admin);
    expect((await checklist()).body.missing).toContain('branch');
    await t.post('/admin/saveBranch', { name: 'Chennai Central', address: 'Anna Salai' }, admin);
    await saveCompany({ phone: '9840012345', upi_id: 'kaveriservice@okaxis' });
    expect((await checklist()).body.missing).toEqual([]);
  });

  it('a credit note puts the dispatch back on the list; a declined item is never on it', async () => {
    const reqCode = await repairedRequest();
    await walk(t, admin, reqCode, 1, ['dispatched', 'delivered']);
    const [invoice] = await invoicesOf(reqCode);
    expect(invoice?.total).toBe(1180);
    expect((await toInvoice()).body.requests.map((r) => r.req_code)).not.toContain(reqCode);
    const credited = await t.post<TInvoiceReply>(
      '/invoices/issueCreditNote',
      { invoice_no: invoice?.invoice_no, reason: 'Wrong GST rate' },
      admin,
    );
    expect(credited.statusCode).toBe(200);
    expect((await toInvoice()).body.requests).toContainEqual(
      expect.objectContaining({ req_code: reqCode, items: 1, total: 1180 }),
    );

    // Quoted and declined: its dispatch invoices nothing.
    const { req_code } = await createRequest(t, customer);
    await walk(t, admin, req_code, 1, ['received']);
    const [item] = await itemsOf(t, admin, req_code);
    await t.post(
      '/requestrepair/updateChargesRequestRepair',
      { item_id: item?.item_id, version: item?.version, service_charge: 900, parts_charge: 0, gst_percent: 18 },
      admin,
    );
    await walk(t, customer, req_code, 1, ['declined']);
    const none = await preview(req_code, item?.item_id);
    expect(none.body.preview).toMatchObject({ lines: [], total: 0, dispatched_uninvoiced: 0, blocked_by: [] });
    await walk(t, admin, req_code, 1, ['dispatched']);
    expect((await toInvoice()).body.requests.map((r) => r.req_code)).not.toContain(req_code);
  });

  it('the preview and the list are for staff: a customer is answered 404, an unknown request 404', async () => {
    const reqCode = await repairedRequest();
    expect((await preview(reqCode, undefined, customer)).statusCode).toBe(404);
    expect((await toInvoice(customer)).statusCode).toBe(404);
    const unknown = await preview('RR-2026-999999');
    expect(unknown.statusCode).toBe(404);
    expect((await preview(reqCode, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('payments', () => {
  it('refuse more than the due, naming it in rupees, and store nothing', async () => {
    const reqCode = await repairedRequest();
    const invoice = await issueInvoice(t, admin, reqCode);
    const pay = (amount: number) =>
      t.post<{ message: string; issues: { path: string; message: string }[] }>(
        '/invoices/recordPayment',
        { invoice_no: invoice.invoice_no, amount, method: 'cash', idempotency_key: randomUUID() },
        admin,
      );
    const over = await pay(1180.01);
    expect(over.statusCode).toBe(400);
    expect(over.body.message).toBe('The amount is more than the due of ₹1,180.00.');
    expect(over.body.issues).toEqual([{ path: 'amount', message: over.body.message }]);
    expect((await pay(500.5)).statusCode).toBe(200);
    expect((await pay(1_00_000)).body.message).toBe('The amount is more than the due of ₹679.50.');
    const [paid] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from payments p join invoices i on i.id = p.invoice_id where i.number = ${invoice.invoice_no}`,
    );
    expect(paid?.n).toBe(1);
  });
});

describe('the placeholder letterhead of older installs', () => {
  it('is emptied by the migration; a real letterhead is kept', async () => {
    const dir = path.resolve(import.meta.dirname, '../../drizzle');
    const file = fs.readdirSync(dir).find((f) => f.endsWith('_placeholder_letterhead.sql')) as string;
    const migration = sql.raw(fs.readFileSync(path.join(dir, file), 'utf8'));
    const letterhead = async () =>
      (await rows<{ name: string; address: string }>(t.db, sql`select name, address from company_settings`))[0];

    await t.db.execute(
      sql`update company_settings set name = 'Service Application Electronics', address = 'Chennai, Tamil Nadu'`,
    );
    await t.db.execute(migration);
    expect(await letterhead()).toEqual({ name: '', address: '' });

    await t.db.execute(sql`update company_settings set name = 'Kaveri Electronics', address = 'Chennai, Tamil Nadu'`);
    await t.db.execute(migration);
    expect(await letterhead()).toEqual({ name: 'Kaveri Electronics', address: 'Chennai, Tamil Nadu' });
  });
});
