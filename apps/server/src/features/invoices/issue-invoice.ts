import {
  Code,
  documentNumber,
  financialYear,
  InvoiceMsg,
  indiaToday,
  intraStateSupply,
  invoiceGaps,
  invoiceTotals,
  placeOfSupply,
  stateName,
  type TInvoiceNeed,
  taxLine,
} from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { type CompanySettings, readCompanySettings } from '../company';
import * as repo from './invoices.repository';

type Items = Awaited<ReturnType<typeof repo.invoiceableItems>>;

/** Why no invoice can be issued while the company lacks it: the message staff read when they try. */
const NEED_MESSAGE: Record<TInvoiceNeed, string> = {
  company_name: InvoiceMsg.companyNameMissing,
  company_address: InvoiceMsg.companyAddressMissing,
  company_gstin: InvoiceMsg.companyGstinMissing,
};

/** What stops any invoice from being issued now: the supplier's details the company settings lack. */
export async function invoiceBlockers(tx: DbOrTx): Promise<TInvoiceNeed[]> {
  return invoiceGaps(await readCompanySettings(tx));
}

/** The supplier as the invoice must show it (Rule 46(a)); refused while the company lacks its name, address or GSTIN. */
function supplierOf(company: CompanySettings | undefined) {
  const [missing] = invoiceGaps(company);
  if (missing || !company) throw new AppError(Code.badRequest, NEED_MESSAGE[missing ?? 'company_gstin']);
  const code = company.gstin.slice(0, 2);
  return {
    party: {
      name: company.name,
      address: company.address,
      gstin: company.gstin,
      state: stateName(code),
      state_code: code,
      phone: company.phone,
      email: company.email,
    },
    upiId: company.upiId,
  };
}

const recipientOf = (r: repo.LockedRequest) => ({
  name: r.name,
  address: [r.address, r.city, r.pincode].filter(Boolean).join(', '),
  gstin: r.gstin,
  state: stateName(r.stateCode),
  state_code: r.stateCode,
});

/**
 * The lines and totals of an invoice of these items: what is issued, and what staff confirm first. Each
 * line carries the tax stored with the item's quote (decision 090), split by this invoice's place of
 * supply, so the invoice asks exactly what the customer approved.
 */
export function draftInvoice(items: Items, intraState: boolean) {
  const lines = items.map((it, i) => {
    const charge = { service: it.service ?? 0, parts: it.parts ?? 0, gst: it.gst ?? 0 };
    return {
      lineNo: i + 1,
      itemId: it.id,
      description: `${it.itemName}, ${it.brandName} ${it.modelNumber}, serial ${it.serialNumber}`,
      sac: it.sac,
      service: charge.service,
      parts: charge.parts,
      rate: it.rate ?? 0,
      ...taxLine(charge, intraState),
    };
  });
  return { lines, totals: invoiceTotals(lines) };
}

/**
 * Issues one tax invoice for the given items of a locked request, inside the caller's transaction: the
 * number is taken from the series of the financial year of `now` in India, the tax is CGST + SGST when the
 * place of supply is the supplier's state, else IGST, and the parties are copied in as they are today.
 */
export async function issueInvoiceWithin(
  tx: DbOrTx,
  p: {
    request: repo.LockedRequest;
    items: Items;
    actorId: string;
    now: Date;
    /** The company's settings where the caller has read them in this transaction; read here otherwise. */
    company?: CompanySettings;
  },
): Promise<{ number: string; total: number }> {
  const supplier = supplierOf(p.company ?? (await readCompanySettings(tx)));
  const pos = placeOfSupply(p.request);
  const intraState = intraStateSupply(supplier.party.gstin, p.request);
  const { lines, totals } = draftInvoice(p.items, intraState);
  const issuedOn = indiaToday(p.now);
  const fy = financialYear(issuedOn);
  const seq = await repo.nextSeq(tx, 'invoice', fy);
  const number = documentNumber('invoice', fy, seq);
  const id = await repo.insertInvoice(
    tx,
    {
      kind: 'invoice',
      number,
      fy,
      seq,
      issuedOn,
      requestId: p.request.id,
      customerId: p.request.customerId,
      supplier: supplier.party,
      recipient: recipientOf(p.request),
      placeOfSupply: pos,
      intraState,
      taxable: totals.taxable,
      cgst: totals.cgst,
      sgst: totals.sgst,
      igst: totals.igst,
      roundOff: totals.round_off,
      total: totals.total,
      upiId: supplier.upiId,
      issuedBy: p.actorId,
    },
    lines,
  );
  await recordAudit(tx, {
    actorId: p.actorId,
    entity: 'invoice',
    entityId: id,
    requestId: p.request.id,
    action: 'issue',
    after: { number, total: totals.total, items: p.items.map((i) => i.lineNo) },
  });
  return { number, total: totals.total };
}

/**
 * On dispatch: the request's dispatched items with approved charges that are not yet invoiced get their
 * invoice in the same transaction. While the company lacks what an invoice needs, nothing is issued and
 * the answer says why (the request and the staff's list of dispatches to invoice show it; staff issue it later).
 * `company`: the settings the move read.
 */
export async function invoiceDispatched(
  tx: DbOrTx,
  d: { requestId: string; actorId: string; now: Date; company: CompanySettings | undefined },
): Promise<{ number: string; total: number } | { notIssued: TInvoiceNeed[] } | null> {
  const request = await repo.lockRequest(tx, { id: d.requestId });
  if (!request) return null;
  const items = await repo.invoiceableItems(tx, d.requestId, ['dispatched']);
  if (!items.length) return null;
  const blocked = invoiceGaps(d.company);
  if (blocked.length) return { notIssued: blocked };
  return issueInvoiceWithin(tx, { request, items, actorId: d.actorId, now: d.now, company: d.company });
}
