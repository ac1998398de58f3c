import { type CallBody, routes, type TGstr1Sheet } from '@svc/contract';
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
  preview: (reqCode: string, dispatching: readonly string[] = []) =>
    ['invoices', 'preview', reqCode, dispatching.join(',')] as const,
  toInvoice: ['invoices', 'to-invoice'] as const,
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

/** What an invoice of the request would hold if issued now (or what dispatching the item would invoice), and what stops it. */
/** `dispatching`: the items a dispatch would send in one box (none: what "Issue invoice" would invoice). */
export const invoicePreviewQuery = (reqCode: string, dispatching: readonly string[] = []) =>
  queryOptions({
    queryKey: invoiceKeys.preview(reqCode, dispatching),
    queryFn: () =>
      api(routes.invoicePreview, {
        req_code: reqCode,
        ...(dispatching.length ? { dispatch_item_ids: [...dispatching] } : {}),
      }),
  });

/** Requests with items sent back without their invoice. */
export const toInvoiceQuery = queryOptions({
  queryKey: invoiceKeys.toInvoice,
  queryFn: () => api(routes.toInvoiceList, {}),
});

/** Issues the request's invoice of its approved, not yet invoiced charges. */
export const issueInvoice = (reqCode: string) => api(routes.issueInvoice, { req_code: reqCode });
export const issueCreditNote = (body: CallBody<'issueCreditNote'>) => api(routes.issueCreditNote, body);
export const recordPayment = (body: CallBody<'recordPayment'>) => api(routes.recordPayment, body);

/** Saves one GSTR-1 sheet of the month as gstr1-b2b-2026-11.csv. */
export const downloadGstr1 = (month: string, sheet: TGstr1Sheet) =>
  download(routes.exportGstr1, { month, sheet }, `gstr1-${sheet}-${month}.csv`);
