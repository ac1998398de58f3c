import type { DbOrTx } from '../../db/client';
import { recordAudits } from './audit.repository';

/** What the audit takes of a move (decision 103). */
interface MoveSeen {
  tx: DbOrTx;
  caller: { userId: string };
  to: string;
  remark: string;
  dispatch: { returnCourier?: string; returnDocket?: string };
  partsExpectedOn: string | null;
  /** The items the move moved, in line order: one entry each, in one statement. */
  items: { item: { id: string; requestId: string }; from: string }[];
}

/**
 * Every move in the history, customers' own too, so the history shows who cancelled or answered, and why;
 * before the invoice a dispatch issues, so the history reads in the order things happened. One statement
 * for the move's items (a consignment of 500 is one insert, not 500).
 */
export const auditMoveEffect = {
  once: ({ tx, caller, to, remark, dispatch, partsExpectedOn, items }: MoveSeen) =>
    recordAudits(
      tx,
      items.map(({ item, from }) => ({
        actorId: caller.userId,
        entity: 'item' as const,
        entityId: item.id,
        requestId: item.requestId,
        action: 'status',
        before: { status: from },
        after: { status: to, remark, ...dispatch, ...(partsExpectedOn ? { partsExpectedOn } : {}) },
      })),
    ),
};
