import { lazyPart } from '../../components/lazy-part';

export { invoiceKeys, toInvoiceQuery } from './api';
export { DispatchInvoiceNotice } from './dispatch-invoice-notice';
export { InvoicesCard } from './invoices-card';
export { InvoicesReport } from './invoices-report';
export { useMayApprove } from './money-rights';
export { StatementCard } from './statement-card';
export { ToInvoiceList } from './to-invoice-list';

/** Staff's GSTR-1 card, loaded when shown (decision 075): the reports screen of a customer does without it. */
export const Gstr1Card = lazyPart(() => import('./gstr1-card').then((m) => m.Gstr1Card));
