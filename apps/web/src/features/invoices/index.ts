export { Gstr1Card } from './gstr1-card';
export { InvoicesCard } from './invoices-card';
export { InvoicesReport } from './invoices-report';
export { StatementCard } from './statement-card';
