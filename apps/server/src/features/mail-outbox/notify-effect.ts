import type { TItemStatus } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { type Caller, isStaff } from '../../lib/caller';
import type { CompanySettings } from '../company';
import { type MovedItem, type NotifyOptions, notifyStatus } from './notify-status';

/** What the customer's news takes of a move (decision 103). */
interface MoveTold {
  tx: DbOrTx;
  caller: Caller;
  company: CompanySettings | undefined;
  request: { requestId: string; reqCode: string; customerId: string; companyName: string };
  to: TItemStatus;
  remark: string;
  dispatch: { returnCourier?: string; returnDocket?: string };
  partsExpectedOn: string | null;
  items: { mail: MovedItem }[];
  invoice?: { number: string; total: number } | null;
}

/**
 * The customer's one mail and phone message for a move, listing its items, with the request's tracking
 * link (`linkFor`) and, for a dispatch, its invoice (decisions 099, 101): a move's effect.
 */
export function notifyMoveEffect(opts: NotifyOptions, linkFor: (tx: DbOrTx, requestId: string) => Promise<string>) {
  return {
    async once(done: MoveTold) {
      await notifyStatus(done.tx, opts, done.company, {
        ...done.request,
        trackingUrl: await linkFor(done.tx, done.request.requestId),
        items: done.items.map((i) => i.mail),
        status: done.to,
        remark: done.remark,
        remarkBy: isStaff(done.caller) ? 'centre' : 'customer',
        ...done.dispatch,
        partsExpectedOn: done.partsExpectedOn,
        invoice: done.invoice ?? null,
      });
    },
  };
}
