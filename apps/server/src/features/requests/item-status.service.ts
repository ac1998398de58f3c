import {
  Code,
  STATUS_TEXT,
  StatusFlag,
  type TItemStatus,
  TRANSITIONS,
  type TUpdateItemStatus,
  ZUpdateItemStatus,
} from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import * as repo from './item-status.repository';

/** The moves a customer may make on their own items (PRODUCT.md); staff may make every move of the flow. */
const CUSTOMER_MOVES: Partial<Record<TItemStatus, readonly TItemStatus[]>> = {
  pending: ['cancelled'],
  estimated: ['approved', 'declined'],
};

export function createItemStatusService(deps: Deps) {
  async function update(caller: Caller, input: TUpdateItemStatus) {
    const body = ZUpdateItemStatus.parse(input);
    const notFound = new AppError(Code.notFound, 'Item not found');
    await deps.db.transaction(async (tx) => {
      const item = await repo.findItemForUpdate(tx, body.item_id);
      if (!item || (!isStaff(caller) && item.customerId !== caller.customerId)) throw notFound;
      if (item.version !== body.version) {
        throw new AppError(
          Code.conflict,
          'This item was changed by someone else in the meantime. Please reload it and try again.',
        );
      }
      const from = item.status as TItemStatus;
      const allowed = isStaff(caller) ? TRANSITIONS[from] : (CUSTOMER_MOVES[from] ?? []);
      if (!allowed.includes(body.status)) {
        throw new AppError(
          Code.badRequest,
          `An item that is "${STATUS_TEXT[from].label}" cannot be moved to "${STATUS_TEXT[body.status].label}".`,
        );
      }
      if (!(await repo.moveItem(tx, item.id, from, body.status, body.version))) {
        throw new AppError(
          Code.conflict,
          'This item was changed by someone else in the meantime. Please reload it and try again.',
        );
      }
      await repo.addTracking(tx, item.id, body.status, body.remark || STATUS_TEXT[body.status].label, caller.userId);
      await repo.refreshRequest(tx, item.requestId);
    });
    return { statusFlag: StatusFlag.ok, message: `Status changed to ${STATUS_TEXT[body.status].label}.` };
  }
  return { update };
}
