import {
  Code,
  Msg,
  ServerMsg,
  STATUS_TEXT,
  StatusFlag,
  staffMoveIssues,
  type TItemStatus,
  TRANSITIONS,
  type TUpdateCharges,
  type TUpdateItemStatus,
} from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { publicUrlOf } from '../../lib/public-url';
import { recordAudit } from '../audit';
import { invoiceDispatched } from '../invoices';
import { notifyStatus } from '../notifications';
import * as repo from './item-status.repository';
import { chargesOf } from './request-mappers';
import { settleRequestState } from './request-state';
import type { TrackingService } from './tracking.service';

/** The moves a customer may make on their own items (PRODUCT.md); staff may make every move of the flow. */
const CUSTOMER_MOVES: Partial<Record<TItemStatus, readonly TItemStatus[]>> = {
  pending: ['cancelled'],
  estimated: ['approved', 'declined'],
};

const CHANGED = ServerMsg.itemChanged;
/** What a staff move needs besides the status (the contract's rule, shared with the staff dialog). */
function checkStaffFacts(body: TUpdateItemStatus, item: repo.LockedItem) {
  const issues = staffMoveIssues(body, item.docketNumber);
  if (issues.length) throw new AppError(Code.badRequest, Msg.badRequest, { issues });
}

/** What the customer's status mail says of the item. */
const mailFacts = (item: repo.LockedItem) => ({
  reqCode: item.reqCode,
  requestId: item.requestId,
  customerEmail: item.customerEmail,
  customerMobile: item.customerMobile,
  whatsappOptedIn: item.whatsappOptInAt !== null,
  language: item.customerLanguage,
  companyName: item.companyName,
  itemLabel: `${item.itemName} ${item.brandName} ${item.modelNumber}`,
  serialNumber: item.serialNumber,
  total: chargesOf(item)?.total ?? null,
});

export function createItemStatusService(deps: Deps, tracking: TrackingService) {
  const publicUrl = publicUrlOf(deps.settings);
  const notFound = () => new AppError(Code.notFound, ServerMsg.itemNotFound);

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

  async function update(caller: Caller, body: TUpdateItemStatus) {
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
      await settleRequestState(tx, item.requestId);
      // Dispatched items with approved charges leave with their tax invoice (issue 14).
      const invoice =
        body.status === 'dispatched' ? await invoiceDispatched(tx, item.requestId, caller.userId, deps.now()) : null;
      await notifyStatus(tx, publicUrl, {
        trackingUrl: await tracking.linkFor(tx, item.requestId),
        ...mailFacts(item),
        status: body.status,
        trackingId,
        remark,
        ...dispatch,
        invoice,
      });
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
  async function quote(caller: Caller, body: TUpdateCharges) {
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
      await settleRequestState(tx, item.requestId);
      await notifyStatus(tx, publicUrl, {
        trackingUrl: await tracking.linkFor(tx, item.requestId),
        ...mailFacts({ ...item, ...charges }),
        status: 'estimated',
        trackingId,
        remark,
      });
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
    return { statusFlag: StatusFlag.ok, message: ServerMsg.chargesSaved };
  }

  return { update, quote };
}
export type ItemStatusService = ReturnType<typeof createItemStatusService>;
