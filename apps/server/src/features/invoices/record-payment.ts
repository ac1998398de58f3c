import { Code, fillMessage, formatRupees, InvoiceMsg, indiaToday, type TRecordPayment, toPaise } from '@svc/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { violatedUnique } from '../../lib/db-errors';
import { recordAudit } from '../audit';
import * as repo from './invoices.repository';

/**
 * Staff record money received; never more than is due, a UPI or bank reference only once (whatever the
 * method and case), dated neither in the future nor before the invoice. The same key again (a retry, a
 * second click) records nothing more. Answers the number of the invoice to show, as the first try did.
 */
export async function recordPayment(d: { db: Db; now: () => Date }, caller: Caller, body: TRecordPayment) {
  const already = () => repo.paymentByKey(d.db, caller.userId, body.idempotency_key);
  try {
    await d.db.transaction(async (tx) => {
      const locked = await repo.lockInvoice(tx, body.invoice_no);
      if (!locked) throw new AppError(Code.notFound, InvoiceMsg.invoiceNotFound);
      // Read after the lock: a concurrent try with the same key has committed by now.
      if (await repo.paymentByKey(tx, caller.userId, body.idempotency_key)) return;
      if (locked.invoice.kind !== 'invoice') throw new AppError(Code.badRequest, InvoiceMsg.creditNotPayable);
      if (locked.credited) throw new AppError(Code.conflict, InvoiceMsg.alreadyCredited);
      const receivedOn = body.received_on ?? indiaToday(d.now());
      refuseDate(receivedOn, locked.invoice.issuedOn, indiaToday(d.now()));
      const paid = await repo.paidOn(tx, locked.invoice.id);
      const due = toPaise(locked.invoice.total) - toPaise(paid);
      if (toPaise(body.amount) > due) {
        const message = fillMessage(InvoiceMsg.moreThanDue, { due: formatRupees(due / 100) });
        throw new AppError(Code.badRequest, message, { issues: [{ path: 'amount', message }] });
      }
      await repo.insertPayment(tx, {
        invoiceId: locked.invoice.id,
        amount: body.amount,
        method: body.method,
        reference: body.method === 'cash' ? '' : body.reference,
        receivedOn,
        recordedBy: caller.userId,
        idempotencyKey: body.idempotency_key,
      });
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'invoice',
        entityId: locked.invoice.id,
        requestId: locked.invoice.requestId,
        action: 'payment',
        after: { amount: body.amount, method: body.method, reference: body.reference, receivedOn },
      });
    });
  } catch (err) {
    const constraint = violatedUnique(err);
    if (constraint === 'payments_reference_key') throw new AppError(Code.conflict, InvoiceMsg.referenceRecorded);
    if (constraint !== 'payments_idem_key') throw err;
  }
  return (await already()) ?? body.invoice_no;
}

/** Money is received on a day that has come (`today`, India's), and not before the invoice asking for it. */
function refuseDate(receivedOn: string, issuedOn: string, today: string) {
  const refuse = (message: string) =>
    new AppError(Code.badRequest, message, { issues: [{ path: 'received_on', message }] });
  if (receivedOn > today) throw refuse(InvoiceMsg.receivedInFuture);
  if (receivedOn < issuedOn) throw refuse(InvoiceMsg.receivedBeforeInvoice);
}
