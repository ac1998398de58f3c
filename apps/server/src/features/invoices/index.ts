export { invoiceDispatched } from './issue-invoice';
