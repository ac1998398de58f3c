import { INVOICEABLE_STATUSES } from '@svc/contract';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  brandMaster,
  customers,
  documentSeries,
  invoiceLines,
  invoices,
  itemMaster,
  payments,
  repairRequests,
  requestItems,
} from '../../db/schema';
import { onLiveInvoice } from '../../db/sql/charges';

export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** The request and its customer, as an invoice names them. */
function requestParty(tx: DbOrTx, where: { reqCode: string } | { id: string }) {
  return tx
    .select({
      id: repairRequests.id,
      reqCode: repairRequests.reqCode,
      customerId: repairRequests.customerId,
      name: customers.companyName,
      address: customers.address,
      city: customers.city,
      pincode: customers.pincode,
      gstin: customers.gstin,
      stateCode: customers.stateCode,
    })
    .from(repairRequests)
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .where('reqCode' in where ? eq(repairRequests.reqCode, where.reqCode) : eq(repairRequests.id, where.id));
}

/** The request and its customer, locked so that two issues for one request cannot take the same items. */
export async function lockRequest(tx: DbOrTx, where: { reqCode: string } | { id: string }) {
  const [row] = await requestParty(tx, where).for('update', { of: repairRequests });
  return row;
}

/** The same without a lock, for a preview. */
export async function readRequest(db: DbOrTx, reqCode: string) {
  const [row] = await requestParty(db, { reqCode });
  return row;
}
export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

/** The code of a request, which a credit note's mail names. */
export async function reqCodeOf(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select({ reqCode: repairRequests.reqCode })
    .from(repairRequests)
    .where(eq(repairRequests.id, requestId));
  return row?.reqCode ?? '';
}

/** An item is on a live invoice when an invoice holds it that no credit note has cancelled. */
const itemOnLiveInvoice = onLiveInvoice(sql`${requestItems.id}`);

/**
 * The request's items that can be invoiced now: their charges are owed (the contract's rule: approved,
 * not declined, not ended not repairable), their work is finished, and no live invoice holds them.
 */
export async function invoiceableItems(
  tx: DbOrTx,
  requestId: string,
  statuses: readonly string[] = INVOICEABLE_STATUSES,
) {
  return tx
    .select({
      id: requestItems.id,
      lineNo: requestItems.lineNo,
      itemName: itemMaster.name,
      sac: itemMaster.sacCode,
      brandName: brandMaster.name,
      modelNumber: requestItems.modelNumber,
      serialNumber: requestItems.serialNumber,
      service: requestItems.serviceCharge,
      parts: requestItems.partsCharge,
      rate: requestItems.gstPercent,
      gst: requestItems.gstAmount,
    })
    .from(requestItems)
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(
      and(
        eq(requestItems.requestId, requestId),
        inArray(requestItems.status, [...statuses]),
        eq(requestItems.chargesOwed, true),
        isNotNull(requestItems.serviceCharge),
        sql`not ${itemOnLiveInvoice}`,
      ),
    )
    .orderBy(asc(requestItems.lineNo));
}

/** Where an item has gone back to its customer: its invoice is then due, from dispatch on. */
export const SENT_BACK = ['dispatched', 'delivered'];

/**
 * Requests that may have items sent back without their invoice, the most recently changed first: items
 * dispatched or delivered with quoted charges that no live invoice holds. A wider set than the invoiceable
 * (the caller asks `invoiceableItems` of each, the one rule of what is charged); `limit` + 1 rows, to tell
 * whether there are more.
 */
export async function sentBackUninvoiced(db: DbOrTx, limit: number) {
  return db
    .select({
      id: repairRequests.id,
      reqCode: repairRequests.reqCode,
      customerName: customers.companyName,
      customerCode: customers.code,
      gstin: customers.gstin,
      stateCode: customers.stateCode,
      at: sql<string>`max(${requestItems.updatedAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(requestItems)
    .innerJoin(repairRequests, eq(repairRequests.id, requestItems.requestId))
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .where(
      and(
        inArray(requestItems.status, SENT_BACK),
        isNotNull(requestItems.serviceCharge),
        sql`not ${itemOnLiveInvoice}`,
      ),
    )
    .groupBy(repairRequests.id, customers.id)
    .orderBy(desc(sql`max(${requestItems.updatedAt})`), asc(repairRequests.reqCode))
    .limit(limit + 1);
}

/**
 * The next number of a series in a financial year. The increment locks the series row until the
 * transaction ends, so concurrent issues wait for each other and a rolled-back one leaves no gap.
 */
export async function nextSeq(tx: DbOrTx, kind: 'invoice' | 'credit_note', fy: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, fy, lastNo: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.fy],
      set: { lastNo: sql`${documentSeries.lastNo} + 1` },
    })
    .returning({ lastNo: documentSeries.lastNo });
  return row?.lastNo as number;
}

export async function insertInvoice(
  tx: DbOrTx,
  invoice: NewInvoice,
  lines: Omit<InvoiceLineRow, 'invoiceId'>[],
): Promise<string> {
  const [row] = await tx.insert(invoices).values(invoice).returning({ id: invoices.id });
  const id = row?.id as string;
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: id })));
  return id;
}

const credit = alias(invoices, 'credit');
const original = alias(invoices, 'original');
const paidSql = sql<number>`coalesce((select sum(p.amount) from ${payments} p where p.invoice_id = ${invoices.id}), 0)::float8`;

const headerColumns = {
  invoice: invoices,
  reqCode: repairRequests.reqCode,
  customerName: customers.companyName,
  creditNumber: credit.number,
  originalNumber: original.number,
  paid: paidSql,
};

function headers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(headerColumns)
    .from(invoices)
    .innerJoin(repairRequests, eq(repairRequests.id, invoices.requestId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(credit, eq(credit.creditOf, invoices.id))
    .leftJoin(original, eq(original.id, invoices.creditOf))
    .where(where);
}
export type InvoiceHeader = Awaited<ReturnType<typeof headers>>[number];

/** One invoice or credit note by its number, with its lines and payments; `customerId` limits it to theirs. */
export async function findInvoice(db: DbOrTx, number: string, customerId: string | null) {
  const [header] = await headers(
    db,
    and(eq(invoices.number, number), customerId ? eq(invoices.customerId, customerId) : undefined),
  );
  if (!header) return undefined;
  const [lines, paid] = await Promise.all([
    linesOf(db, header.invoice.id),
    db.select().from(payments).where(eq(payments.invoiceId, header.invoice.id)).orderBy(asc(payments.id)),
  ]);
  return { header, lines, payments: paid };
}
export type FoundInvoice = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** Invoices and credit notes, newest first; at most 500 (a request or a customer's year holds far fewer). */
export async function listInvoices(db: DbOrTx, f: { customerId?: string; reqCode?: string; customerCode?: string }) {
  return headers(
    db,
    and(
      f.customerId ? eq(invoices.customerId, f.customerId) : undefined,
      f.reqCode ? eq(repairRequests.reqCode, f.reqCode) : undefined,
      f.customerCode ? eq(customers.code, f.customerCode) : undefined,
    ),
  )
    .orderBy(desc(invoices.issuedOn), desc(invoices.kind), desc(invoices.seq))
    .limit(500);
}

/**
 * The invoice locked against concurrent payments and credit notes. A row lock only (no trigger fires):
 * the row itself is never updated. Whether it is credited is read after the lock, by a statement of its
 * own: read with the lock, it would miss a credit note committed while this call waited for the lock.
 */
export async function lockInvoice(tx: DbOrTx, number: string) {
  const [locked] = await tx.select().from(invoices).where(eq(invoices.number, number)).for('update');
  if (!locked) return undefined;
  const [credit] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.creditOf, locked.id));
  return { invoice: locked, credited: !!credit };
}

export async function linesOf(tx: DbOrTx, invoiceId: string) {
  return tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.lineNo));
}

export async function paidOn(tx: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)::float8` })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId));
  return row?.paid ?? 0;
}

export async function insertPayment(tx: DbOrTx, p: typeof payments.$inferInsert) {
  await tx.insert(payments).values(p);
}

/** The invoice number a payment with this key by this person was recorded against, if it was. */
export async function paymentByKey(db: DbOrTx, recordedBy: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ number: invoices.number })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.recordedBy, recordedBy), eq(payments.idempotencyKey, key)));
  return row?.number;
}
