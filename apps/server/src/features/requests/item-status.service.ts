import {
  Code,
  ItemStatusMsg,
  Msg,
  STATUS_TEXT,
  StatusFlag,
  type TItemStatus,
  TRANSITIONS,
  type TUpdateCharges,
  type TUpdateItemStatus,
  ZUpdateCharges,
  ZUpdateItemStatus,
} from '@svc/contract';
import type { z } from 'zod';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { publicUrlOf } from '../../lib/public-url';
import { recordAudit } from '../audit/audit.repository';
import { notifyStatus } from '../notifications/notify-status';
import * as repo from './item-status.repository';

/** The moves a customer may make on their own items (PRODUCT.md); staff may make every move of the flow. */
const CUSTOMER_MOVES: Partial<Record<TItemStatus, readonly TItemStatus[]>> = {
  pending: ['cancelled'],
  estimated: ['approved', 'declined'],
};

const CHANGED = 'This item was changed by someone else in the meantime. Please reload it and try again.';
const invalid = (path: string, message: string) =>
  new AppError(Code.badRequest, Msg.badRequest, { issues: [{ path, message }] });
const sameDocket = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** What a staff move needs besides the status: the parcel's docket on receipt, the return on dispatch. */
function checkStaffFacts(body: z.output<typeof ZUpdateItemStatus>, item: repo.LockedItem) {
  if (body.status === 'received') {
    if (!body.docket_number) throw invalid('docket_number', Msg.enterDocketNumber);
    if (!sameDocket(body.docket_number, item.docketNumber)) {
      throw invalid('docket_number', ItemStatusMsg.docketMismatch);
    }
  }
  if (body.status === 'dispatched') {
    if (!body.return_courier) throw invalid('return_courier', ItemStatusMsg.enterReturnCourier);
    if (!body.return_docket) throw invalid('return_docket', ItemStatusMsg.enterReturnDocket);
  }
  if ((body.status === 'repaired' || body.status === 'not_repairable') && !body.remark) {
    throw invalid('remark', ItemStatusMsg.enterRemark);
  }
}

export function createItemStatusService(deps: Deps) {
  const publicUrl = publicUrlOf(deps.settings);
  const notFound = () => new AppError(Code.notFound, 'Item not found');

  async function lock(
    tx: Parameters<typeof repo.findItemForUpdate>[0],
    caller: Caller,
    itemId: string,
    version: number,
  ) {
    const item = await repo.findItemForUpdate(tx, itemId);
    if (!item || (!isStaff(caller) && item.customerId !== caller.customerId)) throw notFound();
    if (item.version !== version) throw new AppError(Code.conflict, CHANGED);
    return item;
  }

  async function update(caller: Caller, input: TUpdateItemStatus) {
    const body = ZUpdateItemStatus.parse(input);
    await deps.db.transaction(async (tx) => {
      const item = await lock(tx, caller, body.item_id, body.version);
      const from = item.status as TItemStatus;
      const allowed = isStaff(caller) ? TRANSITIONS[from] : (CUSTOMER_MOVES[from] ?? []);
      if (!allowed.includes(body.status)) {
        throw new AppError(
          Code.badRequest,
          `An item that is "${STATUS_TEXT[from].label}" cannot be moved to "${STATUS_TEXT[body.status].label}".`,
        );
      }
      if (isStaff(caller)) checkStaffFacts(body, item);
      const dispatch =
        body.status === 'dispatched' ? { returnCourier: body.return_courier, returnDocket: body.return_docket } : {};
      if (!(await repo.moveItem(tx, item.id, from, body.status, body.version, dispatch))) {
        throw new AppError(Code.conflict, CHANGED);
      }
      const remark = body.remark || STATUS_TEXT[body.status].label;
      const trackingId = await repo.addTracking(tx, item.id, body.status, remark, caller.userId);
      await repo.refreshRequest(tx, item.requestId);
      await notifyStatus(tx, publicUrl, { item, status: body.status, trackingId, remark, ...dispatch });
      if (isStaff(caller)) {
        await recordAudit(tx, {
          actorId: caller.userId,
          entity: 'item',
          entityId: item.id,
          requestId: item.requestId,
          action: 'status',
          before: { status: from },
          after: { status: body.status, remark, ...dispatch },
        });
      }
    });
    return { statusFlag: StatusFlag.ok, message: `Status changed to ${STATUS_TEXT[body.status].label}.` };
  }

  /** Staff quote charges on a received item (or re-quote an estimate); the customer then approves or declines. */
  async function quote(caller: Caller, input: TUpdateCharges) {
    const body = ZUpdateCharges.parse(input);
    if (!isStaff(caller)) throw notFound();
    await deps.db.transaction(async (tx) => {
      const item = await lock(tx, caller, body.item_id, body.version);
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
      const remark = body.remark || STATUS_TEXT.estimated.label;
      const trackingId = await repo.addTracking(tx, item.id, 'estimated', remark, caller.userId);
      await repo.refreshRequest(tx, item.requestId);
      await notifyStatus(tx, publicUrl, { item, status: 'estimated', trackingId, remark, charges });
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'item',
        entityId: item.id,
        requestId: item.requestId,
        action: 'charges',
        before: {
          status: item.status,
          serviceCharge: item.serviceCharge,
          partsCharge: item.partsCharge,
          gstPercent: item.gstPercent,
        },
        after: { status: 'estimated', ...charges, remark },
      });
    });
    return { statusFlag: StatusFlag.ok, message: 'Charges saved. The customer can now approve or decline them.' };
  }

  return { update, quote };
}
