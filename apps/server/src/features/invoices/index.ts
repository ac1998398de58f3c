import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { ImageStore } from '../images';
import { createAccountsService } from './accounts.service';
import type { SettleRequest } from './credit-note';
import { invoicesRoutes } from './invoices.routes';
import { createInvoicesService } from './invoices.service';

export { dispatchInvoiceEffect } from './dispatch-effect';

/**
 * Tax invoices, credit notes, payments and the statements; the outbox attaches an invoice's PDF. `settle`
 * keeps a request's charges (its invoiced amounts once invoiced) when a credit note cancels an invoice.
 */
export function invoicesFeature(deps: Pick<Deps, 'db' | 'now' | 'settings'>, store: ImageStore, settle: SettleRequest) {
  const invoices = createInvoicesService(deps, store, settle);
  const services = { invoices, accounts: createAccountsService(deps) };
  return {
    invoicePdf: invoices.attachment,
    register: (api: FastifyInstance) => api.register(invoicesRoutes, { services }),
  };
}
