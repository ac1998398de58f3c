import {
  Code,
  STATUS_TEXT,
  StatusFlag,
  type TItemStatus,
  TRANSITIONS,
  type TUpdateCharges,
  type TUpdateItemStatus,
  ZUpdateCharges,
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

const CHANGED = 'This item was changed by someone else in the meantime. Please reload it and try again.';

export function createItemStatusService(deps: Deps) {
  async function update(caller: Caller, input: TUpdateItemStatus) {
    const body = ZUpdateItemStatus.parse(input);
    const notFound = new AppError(Code.notFound, 'Item not found');
    await deps.db.transaction(async (tx) => {
      const item = await repo.findItemForUpdate(tx, body.item_id);
      if (!item || (!isStaff(caller) && item.customerId !== caller.customerId)) throw notFound;
      if (item.version !== body.version) {
        throw new AppError(Code.conflict, CHANGED);
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
        throw new AppError(Code.conflict, CHANGED);
      }
      await repo.addTracking(tx, item.id, body.status, body.remark || STATUS_TEXT[body.status].label, caller.userId);
      await repo.refreshRequest(tx, item.requestId);
    });
    return { statusFlag: StatusFlag.ok, message: `Status changed to ${STATUS_TEXT[body.status].label}.` };
  }
  /** Staff quote charges on a received item (or re-quote an estimate); the customer then approves or declines. */
  async function quote(caller: Caller, input: TUpdateCharges) {
    const body = ZUpdateCharges.parse(input);
    const notFound = new AppError(Code.notFound, 'Item not found');
    if (!isStaff(caller)) throw notFound;
    await deps.db.transaction(async (tx) => {
      const item = await repo.findItemForUpdate(tx, body.item_id);
      if (!item) throw notFound;
      if (item.version !== body.version) throw new AppError(Code.conflict, CHANGED);
      if (item.status !== 'received' && item.status !== 'estimated') {
        throw new AppError(
          Code.badRequest,
          'Charges can be quoted only once the item is received and before they are approved.',
        );
      }
      const charges = {
        serviceCharge: body.service_charge,
        partsCharge: body.parts_charge,
        gstPercent: body.gst_percent,
      };
      if (!(await repo.quoteItem(tx, item.id, body.version, charges))) throw new AppError(Code.conflict, CHANGED);
      await repo.addTracking(tx, item.id, 'estimated', body.remark || STATUS_TEXT.estimated.label, caller.userId);
      await repo.refreshRequest(tx, item.requestId);
    });
    return { statusFlag: StatusFlag.ok, message: 'Charges saved. The customer can now approve or decline them.' };
  }

  return { update, quote };
}
