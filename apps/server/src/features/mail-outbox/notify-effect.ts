import { isStaff } from '../../lib/caller';
import type { LinkFor, MoveEffect } from '../item-flow';
import { type NotifyOptions, notifyStatus } from './notify-status';

/**
 * The customer's one mail and phone message for a move, listing its items, with the request's tracking
 * link and, for a dispatch, its invoice (decisions 099, 101): a move's effect.
 */
export function notifyMoveEffect(opts: NotifyOptions, linkFor: LinkFor): MoveEffect {
  return {
    async once(done) {
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
