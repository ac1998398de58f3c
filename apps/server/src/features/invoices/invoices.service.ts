import {
  Code,
  InvoiceMsg,
  intraStateSupply,
  ServerMsg,
  StatusFlag,
  type TCreditNoteInput,
  type TInvoicePreview,
  TO_INVOICE_LIMIT,
  type TRecordPayment,
  toPaise,
} from '@svc/contract';
import { publicUrlOf } from '../../config/public-url';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff, seesInvoices } from '../../lib/caller';
import { readCompanySettings } from '../company';
import type { ImageStore } from '../images';
import { notifyTaxDocument } from '../mail-outbox';
import { issueCreditNote, type SettleRequest } from './credit-note';
import { toInvoice, toSummary } from './invoice-mapper';
import { renderInvoicePdf } from './invoice-pdf';
import * as repo from './invoices.repository';
import { draftInvoice, invoiceBlockers, issueInvoiceWithin } from './issue-invoice';
import { recordPayment } from './record-payment';

const paise = toPaise;

export function createInvoicesService(
  deps: Pick<Deps, 'db' | 'now' | 'settings'>,
  store: ImageStore,
  settle: SettleRequest,
) {
  const publicUrl = publicUrlOf(deps.settings);
  const notFound = () => new AppError(Code.notFound, InvoiceMsg.invoiceNotFound);

  /** One invoice or credit note; another customer's does not exist for the caller. */
  async function view(caller: Caller, number: string, message: string = '') {
    if (!seesInvoices(caller)) throw notFound();
    const found = await repo.findInvoice(deps.db, number, isStaff(caller) ? null : caller.customerId);
    if (!found) throw notFound();
    return { statusFlag: StatusFlag.ok, message, invoice: toInvoice(found) };
  }

  async function list(caller: Caller, f: { req_code?: string; customercode?: string }) {
    if (!seesInvoices(caller)) throw notFound();
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
    if (!seesInvoices(caller)) throw notFound();
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
      const company = await readCompanySettings(tx);
      const issued = await issueInvoiceWithin(tx, { request, items, actorId: caller.userId, now: deps.now(), company });
      // The customer gets it by mail now: the request's lock makes a second click find nothing to invoice.
      const payable = !!company?.upiId && issued.total > 0;
      const doc = { kind: 'invoice' as const, ...issued, payable, customerId: request.customerId };
      await notifyTaxDocument(tx, publicUrl, company, { ...doc, reqCode: request.reqCode });
      return issued.number;
    });
    return view(caller, number, InvoiceMsg.issued);
  }

  /** Whether the supplier's state is the place of supply (CGST + SGST); a company without a GSTIN is blocked anyway. */
  async function intraStateOf(party: { gstin: string; stateCode: string }) {
    return intraStateSupply((await readCompanySettings(deps.db))?.gstin, party);
  }

  /**
   * What "Issue invoice" would invoice now, or with `dispatchItemId` what dispatching that item would (its
   * own charges and those of items dispatched before it without their invoice), and what stops it.
   */
  /** `dispatching`: the items a dispatch would send (none: what "Issue invoice" would invoice now). */
  async function preview(reqCode: string, dispatching: readonly string[] = []) {
    const request = await repo.readRequest(deps.db, reqCode);
    if (!request) throw new AppError(Code.notFound, ServerMsg.requestNotFound);
    const [charged, sentBack, dispatched, blocked, intraState] = await Promise.all([
      repo.invoiceableItems(deps.db, request.id),
      repo.invoiceableItems(deps.db, request.id, repo.SENT_BACK),
      repo.invoiceableItems(deps.db, request.id, ['dispatched']),
      invoiceBlockers(deps.db),
      intraStateOf(request),
    ]);
    const going = new Set(dispatching);
    const items = going.size
      ? charged.filter((i) => going.has(i.id) || dispatched.some((d) => d.id === i.id))
      : charged;
    const { lines, totals } = draftInvoice(items, intraState);
    const result: TInvoicePreview = {
      lines: items.map((it, i) => ({
        line_no: it.lineNo,
        description: lines[i]?.description ?? '',
        total: lines[i]?.total ?? 0,
      })),
      taxable: totals.taxable,
      gst: (paise(totals.cgst) + paise(totals.sgst) + paise(totals.igst)) / 100,
      total: totals.total,
      dispatched_uninvoiced: going.size ? items.length : sentBack.length,
      blocked_by: items.length ? blocked : [],
    };
    return { statusFlag: StatusFlag.ok, message: 'OK', preview: result };
  }

  /**
   * Requests with items sent back without their invoice (it could not be issued at dispatch, or a credit
   * note cancelled it), for staff to issue once the company's settings are complete.
   */
  async function dispatchesToInvoice() {
    const candidates = await repo.sentBackUninvoiced(deps.db, TO_INVOICE_LIMIT);
    const company = await readCompanySettings(deps.db);
    const found = await Promise.all(
      candidates.slice(0, TO_INVOICE_LIMIT).map(async (c) => {
        const items = await repo.invoiceableItems(deps.db, c.id, repo.SENT_BACK);
        if (!items.length) return null;
        const intraState = intraStateSupply(company?.gstin, c);
        return {
          req_code: c.reqCode,
          customer_name: c.customerName,
          customer_code: c.customerCode,
          dispatched_at: c.at.toISOString(),
          items: items.length,
          total: draftInvoice(items, intraState).totals.total,
        };
      }),
    );
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      requests: found.filter((r) => r !== null),
      more: candidates.length > TO_INVOICE_LIMIT,
      blocked_by: await invoiceBlockers(deps.db),
    };
  }

  /**
   * A credit note cancels a whole invoice (its own series, the same lines and amounts); the invoice stays
   * as it was. Its items can then be invoiced again, correctly.
   */
  async function credit(caller: Caller, body: TCreditNoteInput) {
    const number = await issueCreditNote({ db: deps.db, now: deps.now, publicUrl, settle }, caller, body);
    return view(caller, number, InvoiceMsg.creditIssued);
  }

  /** Staff record money received (`recordPayment`); the invoice answers as it stands after it. */
  async function pay(caller: Caller, body: TRecordPayment) {
    return view(caller, await recordPayment(deps, caller, body), InvoiceMsg.paymentRecorded);
  }

  return { view, list, pdf, attachment, issue, preview, dispatchesToInvoice, credit, pay };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
