import { z } from 'zod';
import { INVOICE_NEEDS } from '../admin/setup';
import { ZReqCode } from '../requests/schemas';
import { PAYMENT_METHODS, PAYMENT_STATES } from './limits';
import { InvoiceMsg } from './messages';
import { DOCUMENT_NUMBER_MAX } from './series';

export { PAYMENT_METHODS, PAYMENT_STATES, TO_INVOICE_LIMIT, type TPaymentMethod, type TPaymentState } from './limits';

const flag = { statusFlag: z.number().int(), message: z.string() };

/** A services accounting code (SAC) for repairs: heading 99, 4, 6 or 8 digits. */
export const ZSac = z
  .string()
  .trim()
  .regex(/^99(\d{2}|\d{4}|\d{6})$/, InvoiceMsg.enterSac);

export const ZDocumentNumber = z.string().trim().min(1).max(DOCUMENT_NUMBER_MAX);

/** Staff issue an invoice for a request's approved charges that no live invoice holds yet. */
export const ZIssueInvoice = z.strictObject({ req_code: ZReqCode });
export const ZInvoiceRef = z.strictObject({ invoice_no: ZDocumentNumber });
export const ZCreditNote = z.strictObject({
  invoice_no: ZDocumentNumber,
  reason: z.string().trim().min(1, InvoiceMsg.enterReason).max(300, InvoiceMsg.enterReason),
});
export type TCreditNoteInput = z.input<typeof ZCreditNote>;

const ZPaymentAmount = z
  .number({ error: InvoiceMsg.enterPaymentAmount })
  .positive(InvoiceMsg.enterPaymentAmount)
  .max(100_000_000)
  .multipleOf(0.01);

/** A payment received: UPI and bank transfers carry their reference (UTR); cash needs none. */
export const ZRecordPayment = z
  .strictObject({
    invoice_no: ZDocumentNumber,
    amount: ZPaymentAmount,
    method: z.enum(PAYMENT_METHODS),
    reference: z.string().trim().max(40).default(''),
    received_on: z.iso.date().optional(),
    /** One key per payment the screen records, sent again with every retry (as a new request's). */
    idempotency_key: z.uuid(),
  })
  .superRefine((v, ctx) => {
    if (v.method !== 'cash' && !/^[A-Za-z0-9-]{6,40}$/.test(v.reference)) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: InvoiceMsg.enterReference });
    }
  });
export type TRecordPaymentInput = z.input<typeof ZRecordPayment>;
export type TRecordPayment = z.output<typeof ZRecordPayment>;

/** A customer's own invoices; staff may narrow to a request or a customer. */
export const ZInvoiceList = z.strictObject({
  req_code: ZReqCode.optional(),
  customercode: z.string().trim().max(20).optional(),
});

const ZParty = z.object({
  name: z.string(),
  address: z.string(),
  gstin: z.string(),
  state: z.string(),
  state_code: z.string(),
});

export const ZInvoiceLine = z.object({
  line_no: z.number().int(),
  description: z.string(),
  sac: z.string(),
  service: z.number(),
  parts: z.number(),
  taxable: z.number(),
  rate: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});

export const ZPayment = z.object({
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  received_on: z.string(),
});

/** An invoice or credit note as it was issued, with what has been paid on it since. */
export const ZInvoice = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  invoice_no: z.string(),
  issued_on: z.string(),
  req_code: z.string(),
  /** A credit note's invoice; an invoice's credit note, once there is one. */
  refers_to: z.string().nullable(),
  reason: z.string(),
  supplier: ZParty,
  recipient: ZParty,
  place_of_supply: z.string(),
  intra_state: z.boolean(),
  reverse_charge: z.literal(false),
  lines: z.array(ZInvoiceLine),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** The rupee total minus the exact one, on invoices issued before decision 090; 0 on every later invoice. */
  round_off: z.number(),
  total: z.number(),
  amount_in_words: z.string(),
  paid: z.number(),
  due: z.number(),
  payment_state: z.enum(PAYMENT_STATES),
  payments: z.array(ZPayment),
  /** The UPI link of the amount due, for the QR code; null when nothing is due or no UPI id is set. */
  upi_link: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceSummary = ZInvoice.pick({
  kind: true,
  invoice_no: true,
  issued_on: true,
  req_code: true,
  refers_to: true,
  round_off: true,
  total: true,
  paid: true,
  due: true,
  payment_state: true,
}).extend({ customer_name: z.string() });
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoiceReply = z.object({ ...flag, invoice: ZInvoice });
export type TInvoiceReply = z.infer<typeof ZInvoiceReply>;
export const ZInvoiceListReply = z.object({
  ...flag,
  invoices: z.array(ZInvoiceSummary),
  /** What is still to be paid over the listed invoices. */
  total_due: z.number(),
});
export type TInvoiceListReply = z.infer<typeof ZInvoiceListReply>;

/**
 * What an invoice of the request would hold if issued now (staff): for "Issue invoice" the request's items
 * with approved charges not yet invoiced; with `dispatch_item_id`, what dispatching that item would invoice,
 * and with `dispatch_item_ids`, what dispatching those items in one box would (decision 099).
 */
export const ZInvoicePreviewRequest = z.strictObject({
  req_code: ZReqCode,
  dispatch_item_id: z.uuid().optional(),
  dispatch_item_ids: z.array(z.uuid()).min(1).max(500).optional(),
});
export const ZInvoicePreview = z.object({
  /** One per item, in line order; empty when there is nothing to invoice. */
  lines: z.array(z.object({ line_no: z.number().int(), description: z.string(), total: z.number() })),
  taxable: z.number(),
  /** CGST + SGST, or IGST: the sum of the items' GST as quoted. */
  gst: z.number(),
  /** What the invoice will ask: the exact sum, no round-off (decision 090). */
  total: z.number(),
  /** How many of the lines are items already dispatched (or delivered) without their invoice. */
  dispatched_uninvoiced: z.number().int(),
  /** What stops the invoice from being issued now (the company's details it lacks); empty when it can be. */
  blocked_by: z.array(z.enum(INVOICE_NEEDS)),
});
export type TInvoicePreview = z.infer<typeof ZInvoicePreview>;
export const ZInvoicePreviewReply = z.object({ ...flag, preview: ZInvoicePreview });

/** Requests with items dispatched without their invoice, most recently changed first (staff). */
export const ZToInvoiceRow = z.object({
  req_code: z.string(),
  customer_name: z.string(),
  customer_code: z.string(),
  /** When the last of its uninvoiced items was dispatched or delivered. */
  dispatched_at: z.string(),
  items: z.number().int(),
  /** What the invoice would come to. */
  total: z.number(),
});
export type TToInvoiceRow = z.infer<typeof ZToInvoiceRow>;
export const ZToInvoiceReply = z.object({
  ...flag,
  requests: z.array(ZToInvoiceRow),
  /** More are waiting than the TO_INVOICE_LIMIT shown. */
  more: z.boolean(),
  /** What stops every invoice from being issued now; empty when they can be. */
  blocked_by: z.array(z.enum(INVOICE_NEEDS)),
});
export type TToInvoiceReply = z.infer<typeof ZToInvoiceReply>;

/** A calendar month, as the statement and the GST return take it: '2026-11'. */
export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month');

/**
 * The GSTR-1 offline tool's sheets this export fills, in the tool's order: B2B, B2C large (inter-state above
 * the limit), B2C small, credit notes to registered and to unregistered recipients, the HSN/SAC summary.
 */
export const GSTR1_SHEETS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'] as const;
export type TGstr1Sheet = (typeof GSTR1_SHEETS)[number];
export const ZGstr1Export = z.strictObject({ month: ZMonth, sheet: z.enum(GSTR1_SHEETS) });

/** A customer's statement of one month: a customer reads their own; staff name the customer. */
export const ZStatementRequest = z.strictObject({
  month: ZMonth,
  customercode: z.string().trim().max(20).optional(),
});

export const ZStatementEntry = z.object({
  /** Stable within the statement: the document's number, or the payment's own id. */
  id: z.string(),
  date: z.string(),
  kind: z.enum(['invoice', 'credit_note', 'payment']),
  /** The invoice or credit note number; for a payment, the invoice it paid. */
  invoice_no: z.string(),
  /** A payment's method and reference (UTR); null and '' for an invoice or credit note. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
export type TStatementEntry = z.infer<typeof ZStatementEntry>;

export const ZStatementReply = z.object({
  ...flag,
  statement: z.object({
    customercode: z.string(),
    customer_name: z.string(),
    gstin: z.string(),
    month: z.string(),
    opening_balance: z.number(),
    entries: z.array(ZStatementEntry),
    total_debit: z.number(),
    total_credit: z.number(),
    closing_balance: z.number(),
  }),
});
export type TStatementReply = z.infer<typeof ZStatementReply>;
