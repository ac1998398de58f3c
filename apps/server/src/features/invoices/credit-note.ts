import { Code, documentNumber, financialYear, InvoiceMsg, indiaToday, type TCreditNoteInput } from '@svc/contract';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { violatedUnique } from '../../lib/db-errors';
import { recordAudit } from '../audit';
import { readCompanySettings } from '../company';
import { notifyTaxDocument } from '../mail-outbox';
import * as repo from './invoices.repository';

/** Recomputes a request's derived state (the item flow's `settleRequestState`) in the caller's transaction. */
export type SettleRequest = (tx: DbOrTx, requestId: string) => Promise<unknown>;

interface CreditDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  settle: SettleRequest;
}

/**
 * A credit note of a whole invoice, in one transaction: its own series, the same lines and amounts, the
 * request's charges settled again and the customer told. Two at once for one invoice: the second finds the
 * first (or its unique index) and gets 409. Answers the credit note's number.
 */
export async function issueCreditNote(d: CreditDeps, caller: Caller, body: TCreditNoteInput): Promise<string> {
  try {
    return await writeCredit(d, caller, body);
  } catch (err) {
    if (violatedUnique(err) === 'invoices_credit_of_key') throw new AppError(Code.conflict, InvoiceMsg.alreadyCredited);
    throw err;
  }
}

function writeCredit(d: CreditDeps, caller: Caller, body: TCreditNoteInput) {
  return d.db.transaction(async (tx) => {
    const locked = await repo.lockInvoice(tx, body.invoice_no);
    if (locked?.invoice.kind !== 'invoice') throw new AppError(Code.notFound, InvoiceMsg.invoiceNotFound);
    if (locked.credited) throw new AppError(Code.conflict, InvoiceMsg.alreadyCredited);
    const { invoice } = locked;
    const issuedOn = indiaToday(d.now());
    const fy = financialYear(issuedOn);
    const seq = await repo.nextSeq(tx, 'credit_note', fy);
    const creditNo = documentNumber('credit_note', fy, seq);
    const lines = await repo.linesOf(tx, invoice.id);
    const { id: _id, createdAt: _c, ...copy } = invoice;
    const id = await repo.insertInvoice(
      tx,
      {
        ...copy,
        kind: 'credit_note',
        number: creditNo,
        fy,
        seq,
        issuedOn,
        creditOf: invoice.id,
        reason: body.reason.trim(),
        issuedBy: caller.userId,
      },
      lines.map(({ invoiceId: _i, ...l }) => l),
    );
    await recordAudit(tx, {
      actorId: caller.userId,
      entity: 'invoice',
      entityId: id,
      requestId: invoice.requestId,
      action: 'credit_note',
      after: { number: creditNo, of: invoice.number, reason: body.reason.trim() },
    });
    // The request's charges were this invoice's total (with the round-off of an invoice issued before
    // decision 090); its items now cost what they were quoted at.
    await d.settle(tx, invoice.requestId);
    await notifyTaxDocument(tx, d.publicUrl, await readCompanySettings(tx), {
      kind: 'credit_note',
      number: creditNo,
      total: invoice.total,
      reqCode: await repo.reqCodeOf(tx, invoice.requestId),
      customerId: invoice.customerId,
      creditOf: { number: invoice.number, reason: body.reason.trim() },
    });
    return creditNo;
  });
}
