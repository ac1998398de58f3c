export { invoiceKeys, toInvoiceQuery } from './api';
export { DispatchInvoiceNotice } from './dispatch-invoice-notice';
export { Gstr1Card } from './gstr1-card';
export { InvoicesCard } from './invoices-card';
export { InvoicesReport } from './invoices-report';
export { useMayApprove } from './money-rights';
export { StatementCard } from './statement-card';
export { ToInvoiceList } from './to-invoice-list';
