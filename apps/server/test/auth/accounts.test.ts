import { randomUUID } from 'node:crypto';
import type { TInvoiceReply, TStatementReply } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, setPasswordFromWelcome, signUp, signupForm } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { issueInvoice, readyToInvoice, repairedRequest } from '../helpers/invoices';

// November 2026 in India; December later.
let clock = new Date('2026-11-23T06:00:00Z');
let t: TestContext;
let staff: string;
const who: Record<'a' | 'b' | 'c' | 'd', { token: string; code: string; gstin: string; name: string }> = {} as never;

/** A customer not registered for GST, added by staff, who set a password from the welcome mail. */
async function consumer(state: string) {
  const form = signupForm({ gstin: '', state, pincode: '600002' });
  const saved = await t.post<{ code: string }>('/admin/saveCustomer', { ...form, unregistered: true }, staff);
  await setPasswordFromWelcome(t, form.email, 'Secret@123');
  const token = (await login(t, form.username, 'Secret@123')).accessToken;
  return { token, code: saved.body.code, gstin: '', name: form.companyname };
}

async function registered(state: string) {
  const c = await signUp(t, 'Secret@123', { gstin: makeGstin(state), state });
  const details = await login(t, c.username, c.password);
  return { token: details.accessToken, code: details.customercode, gstin: c.gstin, name: c.companyname };
}

const invoice = async (customer: keyof typeof who, lines: [number, number, number][]) =>
  issueInvoice(t, staff, await repairedRequest(t, { staff, customer: who[customer].token }, lines));

async function gstr1(sheet: string, month = '2026-11', token = staff) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/invoices/exportGstr1',
    payload: { month, sheet },
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, headers: res.headers, lines: res.body.trim().split('\r\n') };
}

let aInvoice: string;
let bInvoice: string;
let bCredit: string;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  await readyToInvoice(t, staff);
  who.a = await registered('33'); // Tamil Nadu, registered: B2B, CGST + SGST
  who.b = await registered('29'); // Karnataka, registered: B2B, IGST
  who.c = await consumer('33'); // Tamil Nadu, unregistered: B2C
  who.d = await consumer('27'); // Maharashtra, unregistered: B2C, IGST
  aInvoice = (
    await invoice('a', [
      [1000, 0, 18],
      [200, 0, 5],
    ])
  ).invoice_no; // 1,180 + 210 = 1,390
  bInvoice = (await invoice('b', [[2000, 500, 18]])).invoice_no; // 2,500 + 450 IGST = 2,950
  await invoice('c', [[500, 0, 18]]); // 500 + 45 + 45
  const c2 = (await invoice('c', [[250, 0, 18]])).invoice_no; // 250 + 22.50 + 22.50, then cancelled
  await invoice('d', [
    [300, 0, 18],
    [100, 0, 28],
  ]); // IGST 54 + 28
  const credit = async (no: string) =>
    (await t.post<TInvoiceReply>('/invoices/issueCreditNote', { invoice_no: no, reason: 'Wrong charge' }, staff)).body
      .invoice.invoice_no;
  bCredit = await credit(bInvoice);
  await credit(c2);
  await t.post(
    '/invoices/recordPayment',
    { invoice_no: aInvoice, amount: 500, method: 'upi', reference: 'UTR4455667788', idempotency_key: randomUUID() },
    staff,
  );
  clock = new Date('2026-12-02T06:00:00Z');
  await invoice('a', [[100, 0, 18]]); // December: 118
}, 180_000);
afterAll(() => t.close());

describe('GSTR-1 export', () => {
  it('B2B: one row per invoice and rate, in the offline tool’s columns', async () => {
    const { status, headers, lines } = await gstr1('b2b');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/csv');
    expect(headers['content-disposition']).toContain('gstr1-b2b-2026-11.csv');
    expect(lines[0]).toBe(
      '"GSTIN/UIN of Recipient","Receiver Name","Invoice Number","Invoice date","Invoice Value","Place Of Supply","Reverse Charge","Applicable % of Tax Rate","Invoice Type","E-Commerce GSTIN","Rate","Taxable Value","Cess Amount"',
    );
    expect(lines.slice(1)).toEqual([
      `"${who.a.gstin}","${who.a.name}","${aInvoice}","23-Nov-2026",1390,"33-Tamil Nadu","N","","Regular B2B","",18,1000,0`,
      `"${who.a.gstin}","${who.a.name}","${aInvoice}","23-Nov-2026",1390,"33-Tamil Nadu","N","","Regular B2B","",5,200,0`,
      `"${who.b.gstin}","${who.b.name}","${bInvoice}","23-Nov-2026",2950,"29-Karnataka","N","","Regular B2B","",18,2500,0`,
    ]);
  });

  it('credit notes to registered customers in cdnr', async () => {
    const { lines } = await gstr1('cdnr');
    expect(lines.slice(1)).toEqual([
      `"${who.b.gstin}","${who.b.name}","${bCredit}","23-Nov-2026","C","29-Karnataka","N","Regular B2B",2950,"",18,2500,0`,
    ]);
  });

  it('B2C: totals by state and rate, less the credit notes', async () => {
    const { lines } = await gstr1('b2cs');
    expect(lines[0]).toBe(
      '"Type","Place Of Supply","Applicable % of Tax Rate","Rate","Taxable Value","Cess Amount","E-Commerce GSTIN"',
    );
    expect(lines.slice(1).sort()).toEqual(
      [
        '"OE","33-Tamil Nadu","",18,500,0,""',
        '"OE","27-Maharashtra","",18,300,0,""',
        '"OE","27-Maharashtra","",28,100,0,""',
      ].sort(),
    );
  });

  it('the SAC summary adds every invoice up by code and rate, net of credit notes', async () => {
    const { lines } = await gstr1('hsn');
    const name = '"Maintenance and repair services of computers and peripheral equipment"';
    expect(lines.slice(1).sort()).toEqual(
      [
        // 18%: taxable 1,000 + 500 + 300 (2,500 and 250 credited); IGST 54; CGST and SGST 90 + 45 each
        `"998713",${name},"NA",3,2124,18,1800,54,135,135,0`,
        `"998713",${name},"NA",1,210,5,200,0,5,5,0`,
        `"998713",${name},"NA",1,128,28,100,28,0,0,0`,
      ].sort(),
    );
  });

  it('is for staff only, and an empty month has headings only', async () => {
    expect((await gstr1('b2b', '2026-11', who.a.token)).status).toBe(404);
    expect((await gstr1('b2b', '2026-10')).lines).toHaveLength(1);
    expect((await gstr1('b2b', '2026-13')).status).toBe(400);
    expect((await gstr1('gstr3b')).status).toBe(400);
  });
});

describe('monthly statement', () => {
  const statement = (token: string, month: string, customercode?: string) =>
    t.post<TStatementReply>('/invoices/getStatement', { month, ...(customercode ? { customercode } : {}) }, token);

  it('invoices, payments and the balance carried from month to month', async () => {
    const nov = (await statement(who.a.token, '2026-11')).body.statement;
    expect(nov).toMatchObject({ customercode: who.a.code, gstin: who.a.gstin, opening_balance: 0 });
    expect(nov.entries.map((e) => [e.kind, e.invoice_no, e.debit, e.credit, e.balance])).toEqual([
      ['invoice', aInvoice, 1390, 0, 1390],
      ['payment', aInvoice, 0, 500, 890],
    ]);
    expect(nov.entries[1]).toMatchObject({ method: 'upi', reference: 'UTR4455667788' });
    expect(nov).toMatchObject({ total_debit: 1390, total_credit: 500, closing_balance: 890 });
    const dec = (await statement(staff, '2026-12', who.a.code)).body.statement;
    expect(dec.opening_balance).toBe(890);
    expect(dec.entries.map((e) => e.debit)).toEqual([118]);
    expect(dec.closing_balance).toBe(1008);
  });

  it('a credit note settles what its invoice asked', async () => {
    const b = (await statement(staff, '2026-11', who.b.code)).body.statement;
    expect(b.entries.map((e) => [e.kind, e.debit, e.credit])).toEqual([
      ['invoice', 2950, 0],
      ['credit_note', 0, 2950],
    ]);
    expect(b.closing_balance).toBe(0);
  });

  it('a customer reads only their own; staff must name the customer', async () => {
    const other = (await statement(who.b.token, '2026-11', who.a.code)).body.statement;
    expect(other.customercode).toBe(who.b.code);
    expect(JSON.stringify(other)).not.toContain(aInvoice);
    expect((await statement(staff, '2026-11')).statusCode).toBe(404);
    expect((await statement(staff, '2026-11', 'C999999')).statusCode).toBe(404);
    expect((await statement(staff, 'November')).statusCode).toBe(400);
  });
});
