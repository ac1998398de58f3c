import { randomUUID } from 'node:crypto';
import type { TInvoice, TInvoiceListReply, TInvoiceReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/app';
import { invoiceOf, issueInvoice, repairedRequest as repairedRequest_, startInvoiceApp } from '../helpers/invoices';
import { createRequest } from '../helpers/requests';

// Credit notes (an invoice is never changed: the database refuses it too), and who sees and does what.

// 23 Nov 2026, 11:30 in India: financial year 2026-27 (payment dates are checked against it).
const CLOCK = new Date('2026-11-23T06:00:00Z');
let t: TestContext;
let staff: string;
let local: string;
let other: string;

beforeAll(async () => {
  ({ t, staff, local, other } = await startInvoiceApp(() => CLOCK));
}, 120_000);
afterAll(() => t.close());

const repairedRequest = (customer: string, lines: [number, number, number][], itemId = 1) =>
  repairedRequest_(t, { staff, customer }, lines, itemId);
const issue = (reqCode: string) => issueInvoice(t, staff, reqCode);

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

    const after = (await invoiceOf(t, local, invoice.invoice_no)).body.invoice;
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
    expect((await invoiceOf(t, staff, invoice.invoice_no)).body.invoice.total).toBe(10);
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
    expect((await invoiceOf(t, staff, invoice.invoice_no)).body.invoice).toMatchObject({ total: 10, paid: 4 });
    // Issuing moves its series on by one, as before.
    const next = await issue(await repairedRequest(local, [[20, 0, 0]]));
    expect(Number(next.invoice_no.split('/').at(-1))).toBe(Number(invoice.invoice_no.split('/').at(-1)) + 1);
  });
});

describe('who sees what', () => {
  it('a customer never sees another customer’s invoice, and only staff issue, credit or record', async () => {
    const invoice = await issue(await repairedRequest(local, [[700, 0, 18]]));
    const theirs = await invoiceOf(t, other, invoice.invoice_no);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(invoice.recipient.name);
    const list = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', {}, other);
    expect(list.body.invoices).toEqual([]);
    const own = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { customercode: 'C000001' }, local);
    expect(own.body.invoices.length).toBeGreaterThan(0);
    expect(own.body.invoices.every((i) => i.customer_name === invoice.recipient.name)).toBe(true);
    expect((await invoiceOf(t, local, invoice.invoice_no)).statusCode).toBe(200);

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
    expect((await invoiceOf(t, local, invoice.invoice_no)).body.invoice.payments).toEqual([]);
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
