import { routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, download } from '../../lib/api-client';

export interface InvoiceFilter {
  req_code?: string;
  customercode?: string;
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (f: InvoiceFilter) => ['invoices', 'list', f] as const,
  view: (no: string) => ['invoices', 'view', no] as const,
};

export const invoiceListQuery = (f: InvoiceFilter) =>
  queryOptions({ queryKey: invoiceKeys.list(f), queryFn: () => api(routes.listInvoices, f) });

export const invoiceQuery = (invoiceNo: string) =>
  queryOptions({
    queryKey: invoiceKeys.view(invoiceNo),
    queryFn: () => api(routes.viewInvoice, { invoice_no: invoiceNo }),
  });

/** Saves the invoice's PDF as INV-26-27-00001.pdf. */
export const downloadInvoice = (invoiceNo: string) =>
  download(routes.downloadInvoice, { invoice_no: invoiceNo }, `${invoiceNo.replaceAll('/', '-')}.pdf`);

export const statementQuery = (body: { month: string; customercode?: string }) =>
  queryOptions({
    queryKey: ['invoices', 'statement', body] as const,
    queryFn: () => api(routes.invoiceStatement, body),
  });
