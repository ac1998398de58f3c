import {
  Code,
  documentNumber,
  financialYear,
  InvoiceMsg,
  indiaToday,
  invoiceTotals,
  placeOfSupply,
  stateName,
  taxLine,
} from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { readCompanySettings } from '../company';
import * as repo from './invoices.repository';

type Items = Awaited<ReturnType<typeof repo.invoiceableItems>>;

/** The supplier as the invoice must show it (Rule 46(a)); refused while the company has no GSTIN. */
async function supplierOf(tx: DbOrTx) {
  const company = await readCompanySettings(tx);
  if (!company?.gstin) throw new AppError(Code.badRequest, InvoiceMsg.companyGstinMissing);
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
 * Issues one tax invoice for the given items of a locked request, inside the caller's transaction: the
 * number is taken from the series of the financial year of `now` in India, the tax is CGST + SGST when the
 * place of supply is the supplier's state, else IGST, and the parties are copied in as they are today.
 */
export async function issueInvoiceWithin(
  tx: DbOrTx,
  p: { request: repo.LockedRequest; items: Items; actorId: string; now: Date },
): Promise<{ number: string; total: number }> {
  const supplier = await supplierOf(tx);
  const pos = placeOfSupply(p.request);
  const intraState = pos === supplier.party.state_code;
  const lines = p.items.map((it, i) => {
    const charge = { service: it.service ?? 0, parts: it.parts ?? 0, rate: it.rate ?? 0 };
    return {
      lineNo: i + 1,
      itemId: it.id,
      description: `${it.itemName}, ${it.brandName} ${it.modelNumber}, serial ${it.serialNumber}`,
      sac: it.sac,
      ...charge,
      ...taxLine(charge, intraState),
    };
  });
  const totals = invoiceTotals(lines);
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
      total: totals.payable,
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
    after: { number, total: totals.payable, items: p.items.map((i) => i.lineNo) },
  });
  return { number, total: totals.payable };
}

/**
 * On dispatch: the request's dispatched items with approved charges that are not yet invoiced get their
 * invoice in the same transaction. Without a company GSTIN nothing is issued (staff issue it later).
 */
export async function invoiceDispatched(tx: DbOrTx, requestId: string, actorId: string, now: Date) {
  const company = await readCompanySettings(tx);
  if (!company?.gstin) return null;
  const request = await repo.lockRequest(tx, { id: requestId });
  if (!request) return null;
  const items = await repo.invoiceableItems(tx, requestId, ['dispatched']);
  if (!items.length) return null;
  return issueInvoiceWithin(tx, { request, items, actorId, now });
}
