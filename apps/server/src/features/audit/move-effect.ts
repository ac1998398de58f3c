import type { DbOrTx } from '../../db/client';
import { recordAudit } from './audit.repository';

/** What the audit takes of a move (decision 103). */
interface MoveSeen {
  tx: DbOrTx;
  caller: { userId: string };
  to: string;
  remark: string;
  dispatch: { returnCourier?: string; returnDocket?: string };
  partsExpectedOn: string | null;
}

/**
 * Every move in the history, customers' own too, so the history shows who cancelled or answered, and why;
 * before the invoice a dispatch issues, so the history reads in the order things happened.
 */
export const auditMoveEffect = {
  perItem: (
    { tx, caller, to, remark, dispatch, partsExpectedOn }: MoveSeen,
    { item, from }: { item: { id: string; requestId: string }; from: string },
  ) =>
    recordAudit(tx, {
      actorId: caller.userId,
      entity: 'item',
      entityId: item.id,
      requestId: item.requestId,
      action: 'status',
      before: { status: from },
      after: { status: to, remark, ...dispatch, ...(partsExpectedOn ? { partsExpectedOn } : {}) },
    }),
};
