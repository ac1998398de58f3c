import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TInvoiceListReply, TInvoiceReply } from '@svc/contract';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, setPasswordFromWelcome, signUp, signupForm } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { invoiceAsBefore090, issueInvoice, readyToInvoice, repairedRequest } from '../helpers/invoices';

let t: TestContext;
let staff: string;
let registered: string;
let consumer: string;
let stranger: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));

beforeAll(async () => {
  t = await startTestApp({}, { now: () => new Date('2026-11-23T06:00:00Z') });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  await readyToInvoice(t, staff, {
    name: 'Kumar Service Centre',
    address: '12 Anna Salai, Chennai 600002',
    upi_id: 'kumarservice@okaxis',
  });
  const a = await signUp(t);
  registered = (await login(t, a.username, a.password)).accessToken;
  // A consumer in Kerala, not registered for GST, whose name is written in Tamil.
  const form = signupForm({
    gstin: '',
    state: '32',
    city: 'Kochi',
    pincode: '682001',
    companyname: 'முருகன் வீட்டு மின்னணு',
  });
  await t.post('/admin/saveCustomer', { ...form, unregistered: true }, staff);
  await setPasswordFromWelcome(t, form.email, 'Secret@123');
  consumer = (await login(t, form.username, 'Secret@123')).accessToken;
  const c = await signUp(t);
  stranger = (await login(t, c.username, c.password)).accessToken;
}, 120_000);
afterAll(async () => {
  await t.close();
  if (!process.env.KEEP_PDF) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(dir);
});

/** Raises, quotes, approves and issues: the invoice as the API gives it. */
const invoiceFor = async (customer: string, service: number, parts: number) =>
  issueInvoice(t, staff, await repairedRequest(t, { staff, customer }, [[service, parts, 18]]));

async function download(token: string, invoiceNo: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/invoices/downloadInvoice',
    payload: { invoice_no: invoiceNo },
    headers: { authorization: `Bearer ${token}` },
  });
}

function pdfText(pdf: Buffer, name: string) {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The QR codes' text on the PDF's first page, rendered by poppler and read by jsQR. */
async function qrOf(pdf: Buffer, name: string) {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, name)]);
  const png = fs.readdirSync(dir).find((f) => f.startsWith(`${name}-`) && f.endsWith('.png')) as string;
  const { data, info } = await sharp(path.join(dir, png)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('invoice PDF', () => {
  it('a registered customer: every Rule 46 field, CGST and SGST, and a UPI QR code of the exact amount', async () => {
    // Issue 39's laptop: what the customer approved (₹4,719.42) is what the invoice asks, to the paisa.
    const invoice = await invoiceFor(registered, 1500, 2499.5);
    const res = await download(registered, invoice.invoice_no);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${invoice.invoice_no.replaceAll('/', '-')}.pdf`);
    const text = pdfText(res.rawPayload, 'registered');
    for (const expected of [
      'TAX INVOICE',
      'Kumar Service Centre',
      '12 Anna Salai, Chennai 600002',
      `GSTIN: ${invoice.supplier.gstin}`,
      'State: Tamil Nadu (33)',
      invoice.invoice_no,
      '23-11-2026',
      invoice.req_code,
      invoice.recipient.name,
      `GSTIN: ${invoice.recipient.gstin}`,
      'State: Tamil Nadu, state code 33',
      'Place of supply',
      'Reverse charge',
      'Laptop',
      '998713',
      '3,999.50',
      'CGST',
      'SGST',
      '359.96',
      '4,719.42',
      // The words wrap to a second line beside the totals.
      'Four Thousand Seven Hundred Nineteen Rupees And Forty Two',
      'Paise Only',
      'Authorised signatory',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    // Each tax's own rate beside its amount: CGST 9 % and SGST 9 %, not one "Rate 18%" beside both.
    // The head: each tax's rate ("CGST rate", on two lines) before its amount.
    expect(text).toMatch(/CGST\s+CGST\s+SGST\s+SGST/);
    expect(text).toMatch(/rate\s+rate/);
    expect(text).toMatch(/3,999\.50\s+9%\s+359\.96\s+9%\s+359\.96\s+4,719\.42/);
    expect(text).not.toContain('18%');
    expect(invoice.amount_in_words).toBe('Four Thousand Seven Hundred Nineteen Rupees And Forty Two Paise Only');
    // Decision 090: no round-off, and no round-off line of 0.00.
    expect(text).not.toContain('Round off');
    expect(text).not.toContain('4,719.00');
    expect(await qrOf(res.rawPayload, 'registered')).toBe(
      `upi://pay?pa=kumarservice%40okaxis&pn=Kumar%20Service%20Centre&am=4719.42&tn=${encodeURIComponent(invoice.invoice_no)}&cu=INR`,
    );
  });

  it('an invoice issued before decision 090 shows its round-off with its total, on the PDF and in the list', async () => {
    const reqCode = await repairedRequest(t, { staff, customer: registered }, [[1500, 2499.5, 18]]);
    const number = await invoiceAsBefore090(t.db, reqCode);
    const res = await download(registered, number);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload, 'before-090');
    for (const expected of [
      '359.96',
      'Round off',
      '-0.42',
      '4,719.00',
      'Four Thousand Seven Hundred Nineteen Rupees Only',
    ])
      expect(text, expected).toContain(expected);
    expect(await qrOf(res.rawPayload, 'before-090')).toContain('am=4719.00');
    const list = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code: reqCode }, registered);
    expect(list.body.invoices).toMatchObject([{ invoice_no: number, total: 4719, round_off: -0.42, due: 4719 }]);
  });

  it('an unregistered customer in another state: IGST, the place of supply from the address, Tamil glyphs', async () => {
    const invoice = await invoiceFor(consumer, 1000, 0);
    const res = await download(staff, invoice.invoice_no);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload, 'consumer');
    for (const expected of [
      'GSTIN: unregistered',
      'State: Kerala, state code 32',
      'Kerala (32)',
      'IGST',
      '180.00',
      '1,180.00',
      'One Thousand One Hundred Eighty Rupees Only',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/CGST(?! Act)/);
    // Across states one tax, IGST, at the whole rate.
    expect(text).toMatch(/IGST\s+IGST/);
    expect(text).toMatch(/1,000\.00\s+18%\s+180\.00\s+1,180\.00/);
    expect(text).toContain('முருகன்');
    const fonts = execFileSync('pdffonts', [path.join(dir, 'consumer.pdf')], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansTamil/);
    expect(await qrOf(res.rawPayload, 'consumer')).toContain('am=1180.00');
  });

  it('a credit note says what it cancels; another customer cannot download either', async () => {
    const invoice = await invoiceFor(registered, 200, 0);
    const credit = await t.post<TInvoiceReply>(
      '/invoices/issueCreditNote',
      { invoice_no: invoice.invoice_no, reason: 'Charged to the wrong request' },
      staff,
    );
    const res = await download(registered, credit.body.invoice.invoice_no);
    const text = pdfText(res.rawPayload, 'credit');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(invoice.invoice_no);
    expect(text).toContain('Reason: Charged to the wrong request');
    expect(await qrOf(res.rawPayload, 'credit')).toBeNull();
    expect((await download(stranger, invoice.invoice_no)).statusCode).toBe(404);
    expect((await download(stranger, credit.body.invoice.invoice_no)).statusCode).toBe(404);
  });
});
