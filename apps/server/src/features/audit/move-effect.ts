import type { MoveEffect } from '../item-flow';
import { recordAudit } from './audit.repository';

/**
 * Every move in the history, customers' own too, so the history shows who cancelled or answered, and why;
 * before the invoice a dispatch issues, so the history reads in the order things happened.
 */
export const auditMoveEffect: MoveEffect = {
  perItem: ({ tx, caller, to, remark, dispatch, partsExpectedOn }, { item, from }) =>
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
