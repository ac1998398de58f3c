// The invoices' fixed lists and limits, in a file without zod: the request screen's invoice card shows them.
export const PAYMENT_METHODS = ['upi', 'cash', 'bank'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATES = ['due', 'part_paid', 'paid', 'credited'] as const;
export type TPaymentState = (typeof PAYMENT_STATES)[number];
/** The most requests the to-invoice list shows at once. */
export const TO_INVOICE_LIMIT = 100;
