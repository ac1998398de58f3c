import { type TInvoice, type TInvoiceSummary, type TPaymentState, toPaise, upiPayLink } from '@svc/contract';
import { amountInWords } from './amount-in-words';
import type { FoundInvoice, InvoiceHeader } from './invoices.repository';

const paise = toPaise;

/** What is paid, what is due and the state a person reads, from the invoice and its payments. */
function standing(h: InvoiceHeader): { paid: number; due: number; payment_state: TPaymentState } {
  const { invoice, paid } = h;
  if (invoice.kind === 'credit_note' || h.creditNumber) return { paid, due: 0, payment_state: 'credited' };
  const due = Math.max(0, paise(invoice.total) - paise(paid)) / 100;
  return { paid, due, payment_state: due === 0 ? 'paid' : paid > 0 ? 'part_paid' : 'due' };
}

const party = (p: Record<string, string>) => ({
  name: p.name ?? '',
  address: p.address ?? '',
  gstin: p.gstin ?? '',
  state: p.state ?? '',
  state_code: p.state_code ?? '',
});

export function toSummary(h: InvoiceHeader): TInvoiceSummary {
  return {
    kind: h.invoice.kind,
    invoice_no: h.invoice.number,
    issued_on: h.invoice.issuedOn,
    req_code: h.reqCode,
    refers_to: h.creditNumber ?? h.originalNumber ?? null,
    // Shown beside the total wherever it is: only invoices issued before decision 090 have one.
    round_off: h.invoice.roundOff,
    total: h.invoice.total,
    customer_name: h.customerName,
    ...standing(h),
  };
}

export function toInvoice({ header, lines, payments }: FoundInvoice): TInvoice {
  const { invoice } = header;
  const money = standing(header);
  return {
    ...toSummary(header),
    ...money,
    reason: invoice.reason,
    supplier: party(invoice.supplier),
    recipient: party(invoice.recipient),
    place_of_supply: invoice.placeOfSupply,
    intra_state: invoice.intraState,
    reverse_charge: false,
    lines: lines.map((l) => ({
      line_no: l.lineNo,
      description: l.description,
      sac: l.sac,
      service: l.service,
      parts: l.parts,
      taxable: l.taxable,
      rate: l.rate,
      cgst: l.cgst,
      sgst: l.sgst,
      igst: l.igst,
      total: l.total,
    })),
    taxable: invoice.taxable,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    total: invoice.total,
    amount_in_words: amountInWords(invoice.total),
    payments: payments.map((p) => ({
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      received_on: p.receivedOn,
    })),
    upi_link:
      money.due > 0 && invoice.upiId
        ? upiPayLink({
            upiId: invoice.upiId,
            payeeName: invoice.supplier.name ?? '',
            amount: money.due,
            note: invoice.number,
          })
        : null,
  };
}
