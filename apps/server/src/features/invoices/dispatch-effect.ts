import type { MoveEffect } from '../item-flow';
import { invoiceDispatched } from './issue-invoice';

/**
 * Dispatched items with approved charges leave with their tax invoice (issue 14): one for the box. One that
 * cannot be issued yet is shown on the request and in the staff's list of dispatches to invoice.
 */
export const dispatchInvoiceEffect: MoveEffect = {
  async once(done) {
    const invoiced = await invoiceDispatched(done.tx, {
      requestId: done.request.requestId,
      actorId: done.caller.userId,
      now: done.now,
      company: done.company,
    });
    done.invoice = invoiced && 'number' in invoiced ? invoiced : null;
  },
};
