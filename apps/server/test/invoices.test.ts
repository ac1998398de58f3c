import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ITEM_STATUSES, type TInvoice, type TInvoiceListReply, type TInvoiceReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, setPasswordFromWelcome, signUp, signupForm } from './helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from './helpers/app';
import { issueInvoice, readyToInvoice, repairedRequest as repairedRequest_ } from './helpers/invoices';
import { itemsOf, walk } from './helpers/items';
import { rows } from './helpers/query';
import { createRequest } from './helpers/requests';

/**
 * Expected figures worked out apart from the app (Python's Decimal, half-up): each line's tax rounded to
 * the paisa (CGST and SGST at half the rate each within Tamil Nadu, IGST otherwise), the total to the rupee.
 */
const CASES: {
  name: string;
  intra: boolean;
  lines: [number, number, number][];
  expect: { taxable: number; cgst: number; sgst: number; igst: number; round_off: number; total: number };
}[] = [
  {
    name: 'one laptop at 18%, same state',
    intra: true,
    lines: [[1500.0, 2350.5, 18]],
    expect: { taxable: 3850.5, cgst: 346.55, sgst: 346.55, igst: 0.0, round_off: 0.4, total: 4544.0 },
  },
  {
    name: 'one laptop at 18%, other state',
    intra: false,
    lines: [[1500.0, 2350.5, 18]],
    expect: { taxable: 3850.5, cgst: 0.0, sgst: 0.0, igst: 693.09, round_off: 0.41, total: 4544.0 },
  },
  {
    name: 'zero-rated line',
    intra: true,
    lines: [[500.0, 0.0, 0]],
    expect: { taxable: 500.0, cgst: 0.0, sgst: 0.0, igst: 0.0, round_off: 0.0, total: 500.0 },
  },
  {
    name: 'zero-rated line, other state',
    intra: false,
    lines: [[750.75, 120.0, 0]],
    expect: { taxable: 870.75, cgst: 0.0, sgst: 0.0, igst: 0.0, round_off: 0.25, total: 871.0 },
  },
  {
    name: 'half a paisa rounds up per half',
    intra: true,
    lines: [[12.5, 0.0, 18]],
    expect: { taxable: 12.5, cgst: 1.13, sgst: 1.13, igst: 0.0, round_off: 0.24, total: 15.0 },
  },
  {
    name: 'half a paisa, IGST',
    intra: false,
    lines: [[12.5, 0.0, 18]],
    expect: { taxable: 12.5, cgst: 0.0, sgst: 0.0, igst: 2.25, round_off: 0.25, total: 15.0 },
  },
  {
    name: '5% slab',
    intra: true,
    lines: [[999.99, 0.0, 5]],
    expect: { taxable: 999.99, cgst: 25.0, sgst: 25.0, igst: 0.0, round_off: 0.01, total: 1050.0 },
  },
  {
    name: '12% slab, other state',
    intra: false,
    lines: [[333.33, 333.33, 12]],
    expect: { taxable: 666.66, cgst: 0.0, sgst: 0.0, igst: 80.0, round_off: 0.34, total: 747.0 },
  },
  {
    name: '28% slab',
    intra: true,
    lines: [[10000.0, 25999.99, 28]],
    expect: { taxable: 35999.99, cgst: 5040.0, sgst: 5040.0, igst: 0.0, round_off: 0.01, total: 46080.0 },
  },
  {
    name: 'round-off down',
    intra: true,
    lines: [[100.4, 0.0, 0]],
    expect: { taxable: 100.4, cgst: 0.0, sgst: 0.0, igst: 0.0, round_off: -0.4, total: 100.0 },
  },
  {
    name: 'round-off up from .50',
    intra: false,
    lines: [[100.5, 0.0, 0]],
    expect: { taxable: 100.5, cgst: 0.0, sgst: 0.0, igst: 0.0, round_off: 0.5, total: 101.0 },
  },
  {
    name: 'round-off up, taxed',
    intra: true,
    lines: [[847.46, 0.0, 18]],
    expect: { taxable: 847.46, cgst: 76.27, sgst: 76.27, igst: 0.0, round_off: 0.0, total: 1000.0 },
  },
  {
    name: 'three lines, mixed rates',
    intra: true,
    lines: [
      [1200.0, 800.0, 18],
      [450.0, 0.0, 5],
      [0.0, 2999.0, 28],
    ],
    expect: { taxable: 5449.0, cgst: 611.11, sgst: 611.11, igst: 0.0, round_off: -0.22, total: 6671.0 },
  },
  {
    name: 'three lines, mixed rates, IGST',
    intra: false,
    lines: [
      [1200.0, 800.0, 18],
      [450.0, 0.0, 5],
      [0.0, 2999.0, 28],
    ],
    expect: { taxable: 5449.0, cgst: 0.0, sgst: 0.0, igst: 1222.22, round_off: -0.22, total: 6671.0 },
  },
  {
    name: 'service only, parts zero',
    intra: true,
    lines: [[0.01, 0.0, 18]],
    expect: { taxable: 0.01, cgst: 0.0, sgst: 0.0, igst: 0.0, round_off: -0.01, total: 0.0 },
  },
  {
    name: 'parts only',
    intra: false,
    lines: [[0.0, 0.99, 18]],
    expect: { taxable: 0.99, cgst: 0.0, sgst: 0.0, igst: 0.18, round_off: -0.17, total: 1.0 },
  },
  {
    name: 'lakhs',
    intra: true,
    lines: [[125000.0, 374999.99, 18]],
    expect: { taxable: 499999.99, cgst: 45000.0, sgst: 45000.0, igst: 0.0, round_off: 0.01, total: 590000.0 },
  },
  {
    name: 'crore',
    intra: false,
    lines: [[5000000.0, 7500000.0, 18]],
    expect: { taxable: 12500000.0, cgst: 0.0, sgst: 0.0, igst: 2250000.0, round_off: 0.0, total: 14750000.0 },
  },
  {
    name: 'zero and taxed together',
    intra: true,
    lines: [
      [300.0, 0.0, 0],
      [300.0, 0.0, 18],
    ],
    expect: { taxable: 600.0, cgst: 27.0, sgst: 27.0, igst: 0.0, round_off: 0.0, total: 654.0 },
  },
  {
    name: 'twenty lines',
    intra: true,
    lines: [
      [99.0, 0.0, 0],
      [100.07, 3.11, 5],
      [101.14, 6.22, 12],
      [102.21, 9.33, 18],
      [103.28, 12.44, 28],
      [104.35, 15.55, 0],
      [105.42, 18.66, 5],
      [106.49, 21.77, 12],
      [107.56, 24.88, 18],
      [108.63, 27.99, 28],
      [109.7, 30.1, 0],
      [110.77, 33.21, 5],
      [111.84, 36.32, 12],
      [112.91, 39.43, 18],
      [113.98, 42.54, 28],
      [114.05, 45.65, 0],
      [115.12, 48.76, 5],
      [116.19, 51.87, 12],
      [117.26, 54.98, 18],
      [118.33, 57.09, 28],
    ],
    expect: { taxable: 2758.2, cgst: 179.46, sgst: 179.46, igst: 0.0, round_off: -0.12, total: 3117.0 },
  },
  {
    name: 'twenty lines, IGST',
    intra: false,
    lines: [
      [99.0, 0.0, 0],
      [100.07, 3.11, 5],
      [101.14, 6.22, 12],
      [102.21, 9.33, 18],
      [103.28, 12.44, 28],
      [104.35, 15.55, 0],
      [105.42, 18.66, 5],
      [106.49, 21.77, 12],
      [107.56, 24.88, 18],
      [108.63, 27.99, 28],
      [109.7, 30.1, 0],
      [110.77, 33.21, 5],
      [111.84, 36.32, 12],
      [112.91, 39.43, 18],
      [113.98, 42.54, 28],
      [114.05, 45.65, 0],
      [115.12, 48.76, 5],
      [116.19, 51.87, 12],
      [117.26, 54.98, 18],
      [118.33, 57.09, 28],
    ],
    expect: { taxable: 2758.2, cgst: 0.0, sgst: 0.0, igst: 358.91, round_off: -0.11, total: 3117.0 },
  },
  {
    name: 'sum of rounded halves differs from the rounded sum',
    intra: true,
    lines: [
      [0.25, 0.0, 18],
      [0.25, 0.0, 18],
      [0.25, 0.0, 18],
    ],
    expect: { taxable: 0.75, cgst: 0.06, sgst: 0.06, igst: 0.0, round_off: 0.13, total: 1.0 },
  },
];

// 23 Nov 2026, 11:30 in India: financial year 2026-27.
let clock = new Date('2026-11-23T06:00:00Z');
let t: TestContext;
let staff: string;
let local: string; // a customer in Tamil Nadu, the company's state
let outside: string; // a customer in Karnataka
let other: string;
let localGstin: string;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  // Only the dispatch mail goes out: the hundreds of others would queue in front of the one a test reads.
  await readyToInvoice(t, staff, { muted_statuses: ITEM_STATUSES.filter((s) => s !== 'dispatched') });
  const a = await signUp(t);
  localGstin = a.gstin;
  local = (await login(t, a.username, a.password)).accessToken;
  const b = await signUp(t, 'Secret@123', {
    gstin: makeGstin('29'),
    state: '29',
    city: 'Bengaluru',
    pincode: '560001',
  });
  outside = (await login(t, b.username, b.password)).accessToken;
  const c = await signUp(t);
  other = (await login(t, c.username, c.password)).accessToken;
}, 120_000);
afterAll(() => t.close());

const invoiceOf = async (token: string, invoiceNo: string) =>
  t.post<TInvoiceReply>('/invoices/getInvoice', { invoice_no: invoiceNo }, token);

const repairedRequest = (customer: string, lines: [number, number, number][], itemId = 1) =>
  repairedRequest_(t, { staff, customer }, lines, itemId);
const issue = (reqCode: string) => issueInvoice(t, staff, reqCode);

const seqOf = (no: string) => Number(no.split('/')[2]);

/** Waits up to 20 s for `get` to give something (the outbox sends every earlier test's mails first). */
async function until<T>(get: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await get();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('not there in 20 s');
}

describe('tax invoices', () => {
  it.each(CASES)('$name: the right tax and totals that add up to the paisa', async (c) => {
    const invoice = await issue(await repairedRequest(c.intra ? local : outside, c.lines));
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
    expect(Number.isInteger(total)).toBe(true);
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
  });

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
  });
});

describe('credit notes', () => {
  it('cancel an invoice without changing it; the items can then be invoiced again', async () => {
    const reqCode = await repairedRequest(local, [[1000, 500, 18]]);
    const invoice = await issue(reqCode);
    const res = await t.post<TInvoiceReply>(
      '/invoices/issueCreditNote',
      { invoice_no: invoice.invoice_no, reason: 'Parts charged twice' },
      staff,
    );
    expect(res.statusCode).toBe(200);
    const note = res.body.invoice;
    expect(note).toMatchObject({ kind: 'credit_note', refers_to: invoice.invoice_no, reason: 'Parts charged twice' });
    expect(note.invoice_no).toMatch(/^CRN\/26-27\/\d{5}$/);
    expect(note.total).toBe(invoice.total);
    expect(note.lines).toEqual(invoice.lines);

    const after = (await invoiceOf(local, invoice.invoice_no)).body.invoice;
    const frozen = (i: TInvoice) => ({ ...i, refers_to: null, payment_state: null, due: null, upi_link: null });
    expect(frozen(after)).toEqual(frozen(invoice));
    expect(after).toMatchObject({ refers_to: note.invoice_no, payment_state: 'credited', due: 0 });

    const twice = await t.post('/invoices/issueCreditNote', { invoice_no: invoice.invoice_no, reason: 'Again' }, staff);
    expect(twice.statusCode).toBe(409);
    const ofNote = await t.post('/invoices/issueCreditNote', { invoice_no: note.invoice_no, reason: 'No' }, staff);
    expect(ofNote.statusCode).toBe(404);
    const noReason = await t.post('/invoices/issueCreditNote', { invoice_no: invoice.invoice_no, reason: ' ' }, staff);
    expect(noReason.statusCode).toBe(400);

    const reissued = await issue(reqCode);
    expect(reissued.invoice_no).not.toBe(invoice.invoice_no);
    expect(reissued.total).toBe(invoice.total);
  });

  it('two credit notes at the same moment for one invoice: one is issued, the other answers 409 (issue 25)', async () => {
    const invoice = await issue(await repairedRequest(local, [[300, 0, 18]]));
    const errorsBefore = t.logs.filter((l) => l.includes('unhandled error')).length;
    const tries = await Promise.all(
      ['First', 'Second', 'Third'].map((reason) =>
        t.post<{ message: string }>('/invoices/issueCreditNote', { invoice_no: invoice.invoice_no, reason }, staff),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of tries.filter((x) => x.statusCode === 409))
      expect(r.body.message).toBe('This invoice has already been cancelled by a credit note.');
    expect(t.logs.filter((l) => l.includes('unhandled error')).length).toBe(errorsBefore);
  });

  it('the database refuses to change or delete an invoice or its lines', async () => {
    const invoice = await issue(await repairedRequest(local, [[10, 0, 0]]));
    await expect(
      t.db.execute(sql`update invoices set total = 0 where number = ${invoice.invoice_no}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from invoices where number = ${invoice.invoice_no}`)).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`update invoice_lines set total = 0 where invoice_id = (select id from invoices where number = ${invoice.invoice_no})`,
      ),
    ).rejects.toThrow();
    expect((await invoiceOf(staff, invoice.invoice_no)).body.invoice.total).toBe(10);
  });

  it('the database refuses to truncate the lines, to change, delete or truncate a payment, and to rewind a series (issue 25)', async () => {
    const invoice = await issue(await repairedRequest(local, [[10, 0, 0]]));
    const paid = await t.post(
      '/invoices/recordPayment',
      { invoice_no: invoice.invoice_no, amount: 4, method: 'cash', idempotency_key: randomUUID() },
      staff,
    );
    expect(paid.statusCode).toBe(200);
    const refused = [
      sql`truncate invoice_lines`,
      sql`update payments set amount = 1`,
      sql`delete from payments`,
      sql`truncate payments`,
      sql`delete from document_series`,
      sql`truncate document_series`,
      sql`update document_series set last_no = 0`,
      sql`update document_series set last_no = last_no + 2`,
      sql`update document_series set fy = '2099-00'`,
    ];
    for (const statement of refused) await expect(t.db.execute(statement)).rejects.toThrow();
    expect((await invoiceOf(staff, invoice.invoice_no)).body.invoice).toMatchObject({ total: 10, paid: 4 });
    // Issuing moves its series on by one, as before.
    const next = await issue(await repairedRequest(local, [[20, 0, 0]]));
    expect(Number(next.invoice_no.split('/').at(-1))).toBe(Number(invoice.invoice_no.split('/').at(-1)) + 1);
  });
});

describe('payments', () => {
  it('part payments, then paid; never more than is due and a reference once', async () => {
    const invoice = await issue(await repairedRequest(local, [[1000, 0, 18]]));
    const pay = (body: Record<string, unknown>) =>
      t.post<TInvoiceReply>(
        '/invoices/recordPayment',
        { invoice_no: invoice.invoice_no, idempotency_key: randomUUID(), ...body },
        staff,
      );
    const first = await pay({ amount: 500, method: 'upi', reference: '401234567890' });
    expect(first.statusCode).toBe(200);
    expect(first.body.invoice).toMatchObject({ paid: 500, due: 680, payment_state: 'part_paid' });
    expect(first.body.invoice.upi_link).toContain('am=680.00');

    expect((await pay({ amount: 100, method: 'upi', reference: '401234567890' })).statusCode).toBe(409);
    expect((await pay({ amount: 680.01, method: 'cash' })).statusCode).toBe(400);
    expect((await pay({ amount: 100, method: 'bank', reference: '' })).statusCode).toBe(400);
    expect((await pay({ amount: 0, method: 'cash' })).statusCode).toBe(400);
    expect((await pay({ amount: 10.005, method: 'cash' })).statusCode).toBe(400);
    // Nothing of the refused ones was kept.
    expect((await invoiceOf(local, invoice.invoice_no)).body.invoice.payments).toHaveLength(1);

    const rest = await pay({ amount: 680, method: 'cash' });
    expect(rest.body.invoice).toMatchObject({ paid: 1180, due: 0, payment_state: 'paid', upi_link: null });
    expect((await pay({ amount: 1, method: 'cash' })).statusCode).toBe(400);
    const seen = (await invoiceOf(local, invoice.invoice_no)).body.invoice;
    expect(seen.payments.map((p) => [p.amount, p.method])).toEqual([
      [500, 'upi'],
      [680, 'cash'],
    ]);
  });

  it('concurrent payments never add up to more than the total', async () => {
    const invoice = await issue(await repairedRequest(local, [[100, 0, 0]]));
    const tries = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.post(
          '/invoices/recordPayment',
          { invoice_no: invoice.invoice_no, amount: 40, method: 'cash', idempotency_key: randomUUID() },
          staff,
        ),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect((await invoiceOf(staff, invoice.invoice_no)).body.invoice).toMatchObject({ paid: 80, due: 20 });
  });

  it('the same payment sent twice at the same moment (its key) is recorded once (issue 25)', async () => {
    const invoice = await issue(await repairedRequest(local, [[100, 0, 0]]));
    const body = { invoice_no: invoice.invoice_no, amount: 30, method: 'cash', idempotency_key: randomUUID() };
    const tries = await Promise.all([1, 2, 3].map(() => t.post<TInvoiceReply>('/invoices/recordPayment', body, staff)));
    expect(tries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const r of tries) expect(r.body.invoice).toMatchObject({ paid: 30, due: 70 });
    // And once more later, as a retry after a lost answer would.
    expect((await t.post<TInvoiceReply>('/invoices/recordPayment', body, staff)).body.invoice.paid).toBe(30);
    expect((await invoiceOf(staff, invoice.invoice_no)).body.invoice.payments).toHaveLength(1);
    // Without a key the call is refused: every payment screen sends one.
    const { idempotency_key: _k, ...keyless } = body;
    expect((await t.post('/invoices/recordPayment', keyless, staff)).statusCode).toBe(400);
  });

  it('a reference once per company, whatever the method and case (issue 25)', async () => {
    const a = await issue(await repairedRequest(local, [[100, 0, 0]]));
    const b = await issue(await repairedRequest(local, [[100, 0, 0]]));
    const pay = (invoice_no: string, method: string, reference: string) =>
      t.post(
        '/invoices/recordPayment',
        { invoice_no, amount: 10, method, reference, idempotency_key: randomUUID() },
        staff,
      );
    expect((await pay(a.invoice_no, 'upi', 'AXIS4455667788')).statusCode).toBe(200);
    for (const [invoice, method, reference] of [
      [a.invoice_no, 'bank', 'AXIS4455667788'],
      [a.invoice_no, 'upi', 'axis4455667788'],
      [b.invoice_no, 'bank', 'Axis4455667788'],
    ] as const) {
      const again = await pay(invoice, method, reference);
      expect(again.statusCode, `${method} ${reference}`).toBe(409);
      expect(again.body).toMatchObject({ message: 'A payment with this reference has already been recorded.' });
    }
    expect((await invoiceOf(staff, a.invoice_no)).body.invoice.paid).toBe(10);
    expect((await invoiceOf(staff, b.invoice_no)).body.invoice.paid).toBe(0);
  });

  it('migration 0019 keeps books that already hold a reference twice, and refuses a third copy', async () => {
    const db = t.database.db;
    const a = await issue(await repairedRequest(local, [[100, 0, 0]]));
    const [inv] = await rows<{ id: string; by: string }>(
      db,
      sql`select i.id, u.id as by from invoices i, users u where i.number = ${a.invoice_no} and u.username = ${ADMIN.username}`,
    );
    const ref = `DUP${Date.now()}`;
    // As before 0019: a reference once per method, case and all.
    await db.execute(sql`drop index payments_reference_key`);
    await db.execute(sql`drop index payments_idem_key`);
    await db.execute(sql`alter table payments drop column idempotency_key`);
    await db.execute(
      sql`create unique index payments_reference_key on payments (method, reference) where reference <> ''`,
    );
    for (const [method, reference] of [
      ['upi', ref],
      ['bank', ref],
      ['upi', ref.toLowerCase()],
    ])
      await db.execute(
        sql`insert into payments (invoice_id, amount, method, reference, received_on, recorded_by)
            values (${inv!.id}, 1, ${method}, ${reference}, current_date, ${inv!.by})`,
      );
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../drizzle/0019_payment_once.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const [kept] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments where upper(reference) = ${ref}`,
    );
    expect(kept?.n).toBe(3);
    const again = await t.post(
      '/invoices/recordPayment',
      { invoice_no: a.invoice_no, amount: 1, method: 'bank', reference: ref, idempotency_key: randomUUID() },
      staff,
    );
    expect(again.statusCode).toBe(409);
    const fresh = await t.post(
      '/invoices/recordPayment',
      { invoice_no: a.invoice_no, amount: 1, method: 'upi', reference: `${ref}X`, idempotency_key: randomUUID() },
      staff,
    );
    expect(fresh.statusCode).toBe(200);
    const twice = await t.post(
      '/invoices/recordPayment',
      { invoice_no: a.invoice_no, amount: 1, method: 'bank', reference: `${ref}x`, idempotency_key: randomUUID() },
      staff,
    );
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a payment date in the future or before the invoice’s date (issue 25)', async () => {
    const invoice = await issue(await repairedRequest(local, [[100, 0, 0]]));
    const pay = (received_on: string) =>
      t.post<{ issues: { path: string; message: string }[] }>(
        '/invoices/recordPayment',
        { invoice_no: invoice.invoice_no, amount: 10, method: 'cash', received_on, idempotency_key: randomUUID() },
        staff,
      );
    const day = (offset: number) => {
      const d = new Date(`${invoice.issued_on}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + offset);
      return d.toISOString().slice(0, 10);
    };
    const future = await pay(day(400));
    expect(future.statusCode).toBe(400);
    expect(future.body.issues).toEqual([{ path: 'received_on', message: 'The payment date cannot be in the future.' }]);
    const before = await pay(day(-1));
    expect(before.statusCode).toBe(400);
    expect(before.body.issues).toEqual([
      { path: 'received_on', message: 'The payment date cannot be before the invoice date.' },
    ]);
    expect((await pay(invoice.issued_on)).statusCode).toBe(200);
    expect((await invoiceOf(staff, invoice.invoice_no)).body.invoice.payments).toHaveLength(1);
  });
});

describe('who sees what', () => {
  it('a customer never sees another customer’s invoice, and only staff issue, credit or record', async () => {
    const invoice = await issue(await repairedRequest(local, [[700, 0, 18]]));
    const theirs = await invoiceOf(other, invoice.invoice_no);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(invoice.recipient.name);
    const list = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', {}, other);
    expect(list.body.invoices).toEqual([]);
    const own = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { customercode: 'C000001' }, local);
    expect(own.body.invoices.length).toBeGreaterThan(0);
    expect(own.body.invoices.every((i) => i.customer_name === invoice.recipient.name)).toBe(true);
    expect((await invoiceOf(local, invoice.invoice_no)).statusCode).toBe(200);

    for (const [url, body] of [
      ['/invoices/issueInvoice', { req_code: invoice.req_code }],
      ['/invoices/issueCreditNote', { invoice_no: invoice.invoice_no, reason: 'Mine' }],
      [
        '/invoices/recordPayment',
        { invoice_no: invoice.invoice_no, amount: 1, method: 'cash', idempotency_key: randomUUID() },
      ],
    ] as const) {
      expect((await t.post(url, body, local)).statusCode, url).toBe(404);
    }
    expect((await invoiceOf(local, invoice.invoice_no)).body.invoice.payments).toEqual([]);
  });

  it('no invoice without the company GSTIN, and nothing to invoice before approval', async () => {
    const { req_code } = await createRequest(t, local);
    const nothing = await t.post<{ message: string }>('/invoices/issueInvoice', { req_code }, staff);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body.message).toBe('There are no approved charges on this request that are not already invoiced.');
    const bad = await t.post('/invoices/getInvoice', { invoice_no: 'INV/26-27/000001234' }, staff);
    expect(bad.statusCode).toBe(400);
    const badUpi = await t.post(
      '/admin/saveCompanySettings',
      { name: 'X', address: 'Y', gstin: '', phone: '', email: '', upi_id: 'not a vpa' },
      staff,
    );
    expect(badUpi.statusCode).toBe(400);
  });
});
