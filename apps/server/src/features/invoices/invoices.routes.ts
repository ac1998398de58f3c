import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountsService } from './accounts.service';
import type { InvoicesService } from './invoices.service';

/** Tax invoices, credit notes and payments: customers read their own; staff issue, credit and record. */
export const invoicesRoutes: FastifyPluginAsync<{
  services: { invoices: InvoicesService; accounts: AccountsService };
}> = async (app, { services }) => {
  const { invoices, accounts } = services;
  app.endpoint(e.invoiceStatement, ({ caller, body }) => accounts.statement(caller, body));
  app.endpoint(e.exportGstr1, async ({ body, reply }) => {
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gstr1-${body.sheet}-${body.month}.csv"`);
    return reply.send(await accounts.gstr1(body.month, body.sheet));
  });
  app.endpoint(e.listInvoices, ({ caller, body }) => invoices.list(caller, body));
  app.endpoint(e.viewInvoice, ({ caller, body }) => invoices.view(caller, body.invoice_no));
  app.endpoint(e.downloadInvoice, async ({ caller, body, reply }) => {
    const pdf = await invoices.pdf(caller, body.invoice_no);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.filename}"`)
      .header('cache-control', 'private, no-store');
    return reply.send(pdf.content);
  });
  app.endpoint(e.issueInvoice, ({ caller, body }) => invoices.issue(caller, body.req_code));
  app.endpoint(e.invoicePreview, ({ body }) =>
    invoices.preview(body.req_code, [
      ...(body.dispatch_item_id ? [body.dispatch_item_id] : []),
      ...(body.dispatch_item_ids ?? []),
    ]),
  );
  app.endpoint(e.toInvoiceList, () => invoices.dispatchesToInvoice());
  app.endpoint(e.issueCreditNote, ({ caller, body }) => invoices.credit(caller, body));
  app.endpoint(e.recordPayment, ({ caller, body }) => invoices.pay(caller, body));
};
