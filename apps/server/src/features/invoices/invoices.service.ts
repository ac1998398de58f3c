import {
  Code,
  documentNumber,
  financialYear,
  InvoiceMsg,
  indiaToday,
  ServerMsg,
  StatusFlag,
  type TCreditNoteInput,
  type TRecordPayment,
} from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { violatedUnique } from '../../lib/db-errors';
import { recordAudit } from '../audit';
import { readCompanySettings } from '../company';
import type { ImageStore } from '../images';
import { toInvoice, toSummary } from './invoice-mapper';
import { renderInvoicePdf } from './invoice-pdf';
import * as repo from './invoices.repository';
import { issueInvoiceWithin } from './issue-invoice';

const paise = (n: number) => Math.round(n * 100);

export function createInvoicesService(deps: Deps, store: ImageStore) {
  const notFound = () => new AppError(Code.notFound, InvoiceMsg.invoiceNotFound);

  /** One invoice or credit note; another customer's does not exist for the caller. */
  async function view(caller: Caller, number: string, message: string = '') {
    const found = await repo.findInvoice(deps.db, number, isStaff(caller) ? null : caller.customerId);
    if (!found) throw notFound();
    return { statusFlag: StatusFlag.ok, message, invoice: toInvoice(found) };
  }

  async function list(caller: Caller, f: { req_code?: string; customercode?: string }) {
    const rows = await repo.listInvoices(deps.db, {
      customerId: isStaff(caller) ? undefined : (caller.customerId ?? '00000000-0000-0000-0000-000000000000'),
      reqCode: f.req_code,
      customerCode: isStaff(caller) ? f.customercode : undefined,
    });
    const invoices = rows.map(toSummary);
    const due = invoices.reduce((s, i) => s + paise(i.due), 0) / 100;
    return { statusFlag: StatusFlag.ok, message: '', invoices, total_due: due };
  }

  /** The invoice's A4 PDF, for its customer and for staff. */
  async function pdf(caller: Caller, number: string) {
    const found = await repo.findInvoice(deps.db, number, isStaff(caller) ? null : caller.customerId);
    if (!found) throw notFound();
    return invoicePdfOf(found);
  }

  async function invoicePdfOf(found: repo.FoundInvoice) {
    const company = await readCompanySettings(deps.db);
    const logo = company?.logoKey ? await store.get(company.logoKey, 'full') : null;
    const content = await renderInvoicePdf({ invoice: toInvoice(found), logo, upiId: found.header.invoice.upiId });
    return { filename: `${found.header.invoice.number.replaceAll('/', '-')}.pdf`, content };
  }

  /** The PDF of an invoice by its number, for the mail that carries it (no caller: the outbox). */
  async function attachment(number: string) {
    const found = await repo.findInvoice(deps.db, number, null);
    return found ? invoicePdfOf(found) : null;
  }

  /** Staff issue an invoice for everything on the request that is approved and not yet invoiced. */
  async function issue(caller: Caller, reqCode: string) {
    const number = await deps.db.transaction(async (tx) => {
      const request = await repo.lockRequest(tx, { reqCode });
      if (!request) throw new AppError(Code.notFound, ServerMsg.requestNotFound);
      const items = await repo.invoiceableItems(tx, request.id);
      if (!items.length) throw new AppError(Code.badRequest, InvoiceMsg.nothingToInvoice);
      return (await issueInvoiceWithin(tx, { request, items, actorId: caller.userId, now: deps.now() })).number;
    });
    return view(caller, number, InvoiceMsg.issued);
  }

  /**
   * A credit note cancels a whole invoice (its own series, the same lines and amounts); the invoice stays
   * as it was. Its items can then be invoiced again, correctly.
   */
  async function credit(caller: Caller, body: TCreditNoteInput) {
    const number = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockInvoice(tx, body.invoice_no);
      if (locked?.invoice.kind !== 'invoice') throw notFound();
      if (locked.credited) throw new AppError(Code.conflict, InvoiceMsg.alreadyCredited);
      const { invoice } = locked;
      const issuedOn = indiaToday(deps.now());
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
      return creditNo;
    });
    return view(caller, number, InvoiceMsg.creditIssued);
  }

  /** Staff record money received; never more than is due, and a UPI or bank reference only once. */
  async function pay(caller: Caller, body: TRecordPayment) {
    try {
      await deps.db.transaction(async (tx) => {
        const locked = await repo.lockInvoice(tx, body.invoice_no);
        if (!locked) throw notFound();
        if (locked.invoice.kind !== 'invoice') throw new AppError(Code.badRequest, InvoiceMsg.creditNotPayable);
        if (locked.credited) throw new AppError(Code.conflict, InvoiceMsg.alreadyCredited);
        const paid = await repo.paidOn(tx, locked.invoice.id);
        if (paise(body.amount) > paise(locked.invoice.total) - paise(paid)) {
          throw new AppError(Code.badRequest, InvoiceMsg.moreThanDue);
        }
        const receivedOn = body.received_on ?? indiaToday(deps.now());
        await repo.insertPayment(tx, {
          invoiceId: locked.invoice.id,
          amount: body.amount,
          method: body.method,
          reference: body.method === 'cash' ? '' : body.reference,
          receivedOn,
          recordedBy: caller.userId,
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
      if (violatedUnique(err) === 'payments_reference_key') {
        throw new AppError(Code.conflict, InvoiceMsg.referenceRecorded);
      }
      throw err;
    }
    return view(caller, body.invoice_no, InvoiceMsg.paymentRecorded);
  }

  return { view, list, pdf, attachment, issue, credit, pay };
}
