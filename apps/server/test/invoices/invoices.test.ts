import type { TInvoiceListReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, setPasswordFromWelcome, signupForm } from '../helpers/accounts';
import type { TestContext } from '../helpers/app';
import { TAX_CASES as CASES } from '../helpers/invoice-cases';
import { issueInvoice, repairedRequest as repairedRequest_, startInvoiceApp } from '../helpers/invoices';
import { itemsOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';

// Issuing tax invoices: the figures, the fields, the numbering, and the invoice a dispatch issues. Credit
// notes and who sees what: invoice-credit-notes.test.ts; payments: invoice-payments.test.ts.

// 23 Nov 2026, 11:30 in India: financial year 2026-27.
let clock = new Date('2026-11-23T06:00:00Z');
let t: TestContext;
let staff: string;
let local: string;
let outside: string;
let localGstin: string;

beforeAll(async () => {
  ({ t, staff, local, outside, localGstin } = await startInvoiceApp(() => clock));
}, 120_000);
afterAll(() => t.close());

const repairedRequest = (customer: string, lines: [number, number, number][], itemId = 1) =>
  repairedRequest_(t, { staff, customer }, lines, itemId);
const issue = (reqCode: string) => issueInvoice(t, staff, reqCode);

const seqOf = (no: string) => Number(no.split('/')[2]);

/**
 * Waits up to 60 s for `get` to give something: the outbox sends every earlier test's mails first, one at a
 * time, and each tax document's mail carries its PDF (decision 054), some eighty of them by then.
 */
async function until<T>(get: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const value = await get();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('not there in 60 s');
}

describe('tax invoices', () => {
  it.each(CASES)('$name: the right tax and totals that add up to the paisa', async (c) => {
    const customer = c.intra ? local : outside;
    const reqCode = await repairedRequest(customer, c.lines);
    const approved = await itemsOf(t, customer, reqCode);
    const invoice = await issue(reqCode);
    expect(invoice.intra_state).toBe(c.intra);
    expect(invoice.place_of_supply).toBe(c.intra ? '33' : '29');
    const { taxable, cgst, sgst, igst, round_off, total } = invoice;
    expect({ taxable, cgst, sgst, igst, round_off, total }).toEqual(c.expect);
    const paise = (n: number) => Math.round(n * 100);
    for (const l of invoice.lines) {
      expect(paise(l.taxable)).toBe(paise(l.service) + paise(l.parts));
      expect(paise(l.total)).toBe(paise(l.taxable) + paise(l.cgst) + paise(l.sgst) + paise(l.igst));
      if (c.intra) expect(l.igst).toBe(0);
      else expect(l.cgst + l.sgst).toBe(0);
    }
    const sum = (k: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') =>
      invoice.lines.reduce((s, l) => s + paise(l[k]), 0);
    expect(sum('taxable')).toBe(paise(taxable));
    expect(sum('cgst') + sum('sgst') + sum('igst')).toBe(paise(cgst + sgst + igst));
    expect(sum('total') + paise(round_off)).toBe(paise(total));
    // Decision 090: each line is what its item's customer approved, and the invoice asks their sum exactly.
    for (const l of invoice.lines) {
      const item = approved.find((i) => i.line_no === l.line_no);
      expect(paise(l.cgst + l.sgst + l.igst), `line ${l.line_no}`).toBe(paise(item?.charges?.gst_amount ?? -1));
      expect(l.total, `line ${l.line_no}`).toBe(item?.charges?.total);
    }
    expect(paise(total)).toBe(approved.reduce((s, i) => s + paise(i.cost), 0));
  });

  it('holds every Rule 46 field, and the amount in words in lakh and crore', async () => {
    const invoice = await issue(await repairedRequest(local, [[100000, 27118.64, 18]]));
    expect(invoice.invoice_no).toMatch(/^INV\/26-27\/\d{5}$/);
    expect(invoice.invoice_no.length).toBeLessThanOrEqual(16);
    expect(invoice.issued_on).toBe('2026-11-23');
    expect(invoice.supplier).toMatchObject({ state: 'Tamil Nadu', state_code: '33' });
    expect(invoice.supplier.gstin).toMatch(/^33/);
    expect(invoice.recipient).toMatchObject({ gstin: localGstin, state: 'Tamil Nadu', state_code: '33' });
    expect(invoice.recipient.address).toContain('12 Anna Salai');
    expect(invoice.reverse_charge).toBe(false);
    expect(invoice.lines[0]).toMatchObject({ sac: '998713', rate: 18 });
    expect(invoice.lines[0]?.description).toMatch(/^Laptop, .+ Inspiron 15-3520, serial SN/);
    expect(invoice.total).toBe(150000);
    expect(invoice.amount_in_words).toBe('One Lakh Fifty Thousand Rupees Only');
    expect(invoice.payment_state).toBe('due');
    expect(invoice.upi_link).toBe(
      `upi://pay?pa=chennaiservice%40okaxis&pn=${encodeURIComponent(invoice.supplier.name)}&am=150000.00&tn=${encodeURIComponent(invoice.invoice_no)}&cu=INR`,
    );
  });

  it('an unregistered customer: no GSTIN, the place of supply from the address on record', async () => {
    const form = signupForm({ gstin: '', state: '27', city: 'Pune', pincode: '411001' });
    // An empty GSTIN is refused unless the customer is marked as not registered (the specification's form).
    const refused = await t.post<{ message: string }>('/admin/saveCustomer', form, staff);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Please enter valid GSTIN');
    const both = await t.post('/admin/saveCustomer', { ...form, gstin: makeGstin('27'), unregistered: true }, staff);
    expect(both.statusCode).toBe(400);
    const saved = await t.post<{ code: string }>('/admin/saveCustomer', { ...form, unregistered: true }, staff);
    expect(saved.statusCode).toBe(200);
    // The new customer sets a password from the welcome mail and raises a request on their own account.
    expect(await setPasswordFromWelcome(t, form.email, 'Secret@123')).toBe(form.username);
    const consumer = (await login(t, form.username, 'Secret@123')).accessToken;
    const invoice = await issue(await repairedRequest(consumer, [[1000, 0, 18]]));
    expect(invoice.recipient.gstin).toBe('');
    expect(invoice.recipient).toMatchObject({ state: 'Maharashtra', state_code: '27' });
    expect(invoice.place_of_supply).toBe('27');
    expect(invoice).toMatchObject({ intra_state: false, igst: 180, cgst: 0, total: 1180 });
  });

  it('uses the SAC code the admin set for the item', async () => {
    const list = await t.post<{ master_list: { id: number; name: string; sac_code?: string }[] }>(
      '/admin/getMasterList',
      { kind: 'item' },
      staff,
    );
    const phone = list.body.master_list.find((m) => m.name === 'Mobile Phone');
    expect(phone?.sac_code).toBe('998716');
    const tv = list.body.master_list.find((m) => m.name === 'Television');
    expect(tv?.sac_code).toBe('998715');
    const bad = await t.post(
      '/admin/saveMaster',
      { kind: 'item', id: phone?.id, name: 'Mobile Phone', sac_code: '8517' },
      staff,
    );
    expect(bad.statusCode).toBe(400);
    const set = await t.post(
      '/admin/saveMaster',
      { kind: 'item', id: phone?.id, name: 'Mobile Phone', sac_code: '998719' },
      staff,
    );
    expect(set.statusCode).toBe(200);
    const invoice = await issue(await repairedRequest(local, [[500, 0, 18]], phone?.id));
    expect(invoice.lines[0]?.sac).toBe('998719');
  });

  it('numbers stay unique and consecutive under 50 concurrent issues', async () => {
    const reqCodes: string[] = [];
    for (let i = 0; i < 50; i++) reqCodes.push(await repairedRequest(i % 2 ? local : outside, [[100 + i, 0, 18]]));
    const issued = await Promise.all(reqCodes.map((r) => issue(r)));
    const seqs = issued.map((i) => seqOf(i.invoice_no)).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(50);
    expect(seqs.at(-1)! - seqs[0]!).toBe(49);
    // No other number in the year was taken in between, and none is missing before.
    const all = await rows<{ seq: number }>(
      t.db,
      sql`select seq from invoices where kind = 'invoice' and fy = '2026-27' order by seq`,
    );
    const every = all.map((r) => Number(r.seq));
    expect(every).toEqual(Array.from({ length: every.length }, (_, i) => i + 1));
    // A request's items are invoiced once, even when staff ask twice at the same moment.
    const again = await Promise.all(
      reqCodes.slice(0, 5).map((r) => t.post('/invoices/issueInvoice', { req_code: r }, staff)),
    );
    expect(again.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
  }, 120_000);

  it('starts a new series on 1 April, India time', async () => {
    clock = new Date('2027-03-31T18:00:00Z'); // 31 March 2027, 23:30 in India
    const march = await issue(await repairedRequest(local, [[200, 0, 18]]));
    expect(march.invoice_no).toMatch(/^INV\/26-27\//);
    expect(march.issued_on).toBe('2027-03-31');
    clock = new Date('2027-03-31T18:31:00Z'); // 1 April 2027, 00:01 in India
    const april = await issue(await repairedRequest(local, [[200, 0, 18]]));
    expect(april.invoice_no).toBe('INV/27-28/00001');
    expect(april.issued_on).toBe('2027-04-01');
    const next = await issue(await repairedRequest(outside, [[300, 0, 18]]));
    expect(next.invoice_no).toBe('INV/27-28/00002');
    clock = new Date('2026-11-23T06:00:00Z');
  });
});

describe('dispatch', () => {
  it('issues the invoice of dispatched items with approved charges; declined items get none', async () => {
    const reqCode = await repairedRequest(local, [[1200, 300, 18]]);
    await walk(t, staff, reqCode, 1, ['dispatched']);
    const list = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code: reqCode }, local);
    expect(list.body.invoices).toHaveLength(1);
    expect(list.body.invoices[0]).toMatchObject({ total: 1770, due: 1770, payment_state: 'due' });
    expect(list.body.total_due).toBe(1770);
    // The history reads in the order things happened: the dispatch, then the invoice it issued.
    const audit = await t.post<{ audit_details: { action: string; after: { status?: string } | null }[] }>(
      '/requestrepair/getAuditTrail',
      { req_code: reqCode },
      staff,
    );
    const last = audit.body.audit_details
      .slice(-2)
      .map((a) => a.action + (a.after?.status ? `:${a.after.status}` : ''));
    expect(last).toEqual(['status:dispatched', 'issue']);
    // The dispatch mail carries the invoice's PDF.
    const number = list.body.invoices[0]?.invoice_no as string;
    const mail = await until(async () => {
      for (const m of t.smtp.mails.filter((x) => x.raw.includes(reqCode))) {
        const parsed = await simpleParser(m.raw);
        if (parsed.attachments.length) return parsed;
      }
      return null;
    });
    expect(mail.text).toContain(`Your tax invoice ${number} for ₹1,770.00 is attached.`);
    expect(mail.attachments[0]).toMatchObject({
      contentType: 'application/pdf',
      filename: `${number.replaceAll('/', '-')}.pdf`,
    });
    expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    const { req_code } = await createRequest(t, local);
    await walk(t, staff, req_code, 1, ['received']);
    const [item] = await itemsOf(t, staff, req_code);
    await t.post(
      '/requestrepair/updateChargesRequestRepair',
      { item_id: item?.item_id, version: item?.version, service_charge: 900, parts_charge: 0, gst_percent: 18 },
      staff,
    );
    await walk(t, local, req_code, 1, ['declined']);
    await walk(t, staff, req_code, 1, ['dispatched']);
    const none = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code }, local);
    expect(none.body.invoices).toEqual([]);
  }, 90_000);
});
