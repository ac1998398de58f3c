/** What the invoice calls answer a person, kept free of zod so any screen can import them cheaply. */
export const InvoiceMsg = {
  issued: 'Invoice issued.',
  creditIssued: 'Credit note issued.',
  paymentRecorded: 'Payment recorded.',
  invoiceNotFound: 'Invoice not found',
  nothingToInvoice: 'There are no approved charges on this request that are not already invoiced.',
  companyGstinMissing: "Please enter the company's GSTIN in Company settings before issuing invoices.",
  companyNameMissing: "Please enter the company's name in Company settings before issuing invoices.",
  companyAddressMissing: "Please enter the company's address in Company settings before issuing invoices.",
  alreadyCredited: 'This invoice has already been cancelled by a credit note.',
  creditNotPayable: 'A credit note cannot be paid.',
  enterReason: 'Please enter the reason for the credit note',
  enterPaymentAmount: 'Please enter an amount of more than 0',
  /** A template: `fillMessage(InvoiceMsg.moreThanDue, { due: formatRupees(due) })`. */
  moreThanDue: 'The amount is more than the due of {due}.',
  enterReference: 'Please enter the UPI or bank reference',
  referenceRecorded: 'A payment with this reference has already been recorded.',
  receivedInFuture: 'The payment date cannot be in the future.',
  receivedBeforeInvoice: 'The payment date cannot be before the invoice date.',
  enterSac: 'Please enter a SAC code of 4, 6 or 8 digits starting with 99',
  enterUpiId: 'Please enter a valid UPI id, such as name@bank',
} as const;

/**
 * Fills a message's {name} places. The server sends the message filled; the web's catalogue holds the same
 * template under its key, so the screen shows it in the reader's language (`localize`).
 */
export const fillMessage = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
