import type { DbOrTx } from '../../db/client';
import type { CompanySettings } from '../company';
import { invoiceDispatched } from './issue-invoice';

/** What the invoice takes of a dispatch, and the invoice it leaves for the mail (decision 103). */
interface Dispatch {
  tx: DbOrTx;
  caller: { userId: string };
  now: Date;
  company: CompanySettings | undefined;
  request: { requestId: string };
  invoice?: { number: string; total: number } | null;
}

/**
 * Dispatched items with approved charges leave with their tax invoice (issue 14): one for the box. One that
 * cannot be issued yet is shown on the request and in the staff's list of dispatches to invoice.
 */
export const dispatchInvoiceEffect = {
  async once(done: Dispatch) {
    const invoiced = await invoiceDispatched(done.tx, {
      requestId: done.request.requestId,
      actorId: done.caller.userId,
      now: done.now,
      company: done.company,
    });
    done.invoice = invoiced && 'number' in invoiced ? invoiced : null;
  },
};
