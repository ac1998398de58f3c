import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TInvoiceReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type TestContext } from '../helpers/app';
import { invoiceOf, issueInvoice, repairedRequest as repairedRequest_, startInvoiceApp } from '../helpers/invoices';
import { rows } from '../helpers/query';

// Payments on an invoice: part and whole, never more than is due, each once (issue 25).

// 23 Nov 2026, 11:30 in India: financial year 2026-27 (payment dates are checked against it).
const CLOCK = new Date('2026-11-23T06:00:00Z');
let t: TestContext;
let staff: string;
let local: string;

beforeAll(async () => {
  ({ t, staff, local } = await startInvoiceApp(() => CLOCK));
}, 120_000);
afterAll(() => t.close());

const repairedRequest = (customer: string, lines: [number, number, number][], itemId = 1) =>
  repairedRequest_(t, { staff, customer }, lines, itemId);
const issue = (reqCode: string) => issueInvoice(t, staff, reqCode);

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
    expect((await invoiceOf(t, local, invoice.invoice_no)).body.invoice.payments).toHaveLength(1);

    const rest = await pay({ amount: 680, method: 'cash' });
    expect(rest.body.invoice).toMatchObject({ paid: 1180, due: 0, payment_state: 'paid', upi_link: null });
    expect((await pay({ amount: 1, method: 'cash' })).statusCode).toBe(400);
    const seen = (await invoiceOf(t, local, invoice.invoice_no)).body.invoice;
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
    expect((await invoiceOf(t, staff, invoice.invoice_no)).body.invoice).toMatchObject({ paid: 80, due: 20 });
  });

  it('the same payment sent twice at the same moment (its key) is recorded once (issue 25)', async () => {
    const invoice = await issue(await repairedRequest(local, [[100, 0, 0]]));
    const body = { invoice_no: invoice.invoice_no, amount: 30, method: 'cash', idempotency_key: randomUUID() };
    const tries = await Promise.all([1, 2, 3].map(() => t.post<TInvoiceReply>('/invoices/recordPayment', body, staff)));
    expect(tries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const r of tries) expect(r.body.invoice).toMatchObject({ paid: 30, due: 70 });
    // And once more later, as a retry after a lost answer would.
    expect((await t.post<TInvoiceReply>('/invoices/recordPayment', body, staff)).body.invoice.paid).toBe(30);
    expect((await invoiceOf(t, staff, invoice.invoice_no)).body.invoice.payments).toHaveLength(1);
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
    expect((await invoiceOf(t, staff, a.invoice_no)).body.invoice.paid).toBe(10);
    expect((await invoiceOf(t, staff, b.invoice_no)).body.invoice.paid).toBe(0);
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
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0019_payment_once.sql'), 'utf8');
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
    expect((await invoiceOf(t, staff, invoice.invoice_no)).body.invoice.payments).toHaveLength(1);
  });
});
