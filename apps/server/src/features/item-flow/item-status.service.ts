import {
  awaitingParcel,
  Code,
  ColleagueMsg,
  chargeNeedsRemark,
  DEFAULT_WORKING_CALENDAR,
  flowMove,
  ItemStatusMsg,
  indiaToday,
  Msg,
  mayApproveCharges,
  mayMove,
  owedAfterMove,
  ServerMsg,
  STATUS_TEXT,
  StatusFlag,
  staffMoveIssues,
  type TCancelRequest,
  type TItemStatus,
  type TUpdateCharges,
  type TUpdateItemStatus,
  WarrantyMsg,
  warrantyOn,
} from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { publicUrlOf } from '../../lib/public-url';
import { recordAudit } from '../audit';
import { readCompanySettings } from '../company';
import { invoiceDispatched } from '../invoices';
import { notifyStatus } from '../mail-outbox';
import { scheduleRatingInvite } from '../ratings';
import { countDelivery, forgetTurnaroundReport } from '../reports';
import { chargesOf } from './item-charges';
import * as repo from './item-status.repository';
import { promiseAfterMove, promiseForMessage } from './promise-move';
import { settleRequestState } from './request-state';

const CHANGED = ServerMsg.itemChanged;
type Tx = Parameters<typeof repo.findItemForUpdate>[0];
/**
 * What a staff move needs besides the status (the contract's rule, shared with the staff dialog); "today"
 * for the date parts are expected by is India's day by the server's clock.
 */
function checkStaffFacts(body: TUpdateItemStatus, item: repo.LockedItem, now: Date) {
  const issues = staffMoveIssues(body, item.docketNumber, indiaToday(now));
  if (issues.length) throw new AppError(Code.badRequest, Msg.badRequest, { issues });
}

/** What the customer's status mail says of the item. */
const mailFacts = (item: repo.LockedItem) => ({
  reqCode: item.reqCode,
  requestId: item.requestId,
  customerId: item.customerId,
  companyName: item.companyName,
  itemLabel: `${item.itemName} ${item.brandName} ${item.modelNumber}`,
  serialNumber: item.serialNumber,
  total: chargesOf(item)?.total ?? null,
});

/** The request's tracking link for its mails, created on first use inside the move's transaction. */
export type LinkFor = (tx: Tx, requestId: string) => Promise<string>;
/** The working days an item type gets at a branch (the turnaround feature's answer, decision 052). */
export type TurnaroundFor = (itemId: number, branchId: number | null, tx: Tx) => Promise<number>;

export function createItemStatusService(
  deps: Pick<Deps, 'db' | 'settings' | 'now' | 'tracking' | 'cache'>,
  linkFor: LinkFor,
  turnaroundFor: TurnaroundFor,
) {
  const publicUrl = publicUrlOf(deps.settings);
  const notFound = () => new AppError(Code.notFound, ServerMsg.itemNotFound);
  const CHARGE_ANSWERS: ReadonlySet<TItemStatus> = new Set(['approved', 'declined']);

  async function lock(tx: Tx, caller: Caller, itemId: string, version: number) {
    const item = await repo.findItemForUpdate(tx, itemId);
    if (!item || (!isStaff(caller) && item.customerId !== caller.customerId)) throw notFound();
    if (item.version !== version) throw new AppError(Code.conflict, CHANGED);
    return item;
  }

  /**
   * One move of a locked item, by the flow's rules for the caller: the status, the tracking entry, the
   * request's state and counters, the invoice of a dispatch, the customer's mail and message, the audit.
   */
  async function applyMove(tx: Tx, caller: Caller, item: repo.LockedItem, body: TUpdateItemStatus) {
    const from = item.status as TItemStatus;
    // Answering charges commits the company's money: only its admin and approvers may (decision 067).
    if (!isStaff(caller) && CHARGE_ANSWERS.has(body.status) && !mayApproveCharges(caller.accountRole)) {
      throw new AppError(Code.badRequest, ColleagueMsg.approveNotAllowed);
    }
    // Staying where it is is no move (a re-quote is the quote's own call).
    if (from === body.status || !mayMove(isStaff(caller) ? 'staff' : 'customer', from, body.status)) {
      throw new AppError(
        Code.badRequest,
        `An item that is "${STATUS_TEXT[from].label}" cannot be moved to "${STATUS_TEXT[body.status].label}".`,
      );
    }
    // One instant for the whole move: its checks, its promise and its tracking entry.
    const now = deps.now();
    if (isStaff(caller)) checkStaffFacts(body, item, now);
    // An item is "Charges quoted" only with its charges: that move is the quote's (updateChargesRequestRepair).
    if (flowMove(from, body.status)?.quote) throw new AppError(Code.badRequest, ItemStatusMsg.quoteWithCharges);
    const dispatch =
      body.status === 'dispatched' ? { returnCourier: body.return_courier, returnDocket: body.return_docket } : {};
    // The item holds the date only while it waits for parts; its timeline keeps each one (decision 051).
    const partsExpectedOn = body.status === 'waiting_for_parts' ? (body.expected_on ?? null) : null;
    const parts = partsExpectedOn || from === 'waiting_for_parts' ? { partsExpectedOn } : {};
    const move = {
      from,
      to: body.status,
      version: body.version,
      owed: owedAfterMove(from, body.status, item.chargesOwed),
    };
    // One read of the company's settings serves the promise, the invoice, the mail and the phone message.
    const company = await readCompanySettings(tx);
    // The promise is set by the receiving staff's branch's turnaround (none known: the item's rule for all).
    const promise = await promiseAfterMove(
      { from, to: body.status, now, cal: company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR, item },
      async () => {
        const branchId = await repo.branchOfUser(tx, caller.userId);
        return { workingDays: await turnaroundFor(item.itemId, branchId, tx), branchId };
      },
    );
    if (!(await repo.moveItem(tx, item.id, move, { ...dispatch, ...parts, ...promise })))
      throw new AppError(Code.conflict, CHANGED);
    const remark = body.remark || STATUS_TEXT[body.status].label;
    // The timeline says why the promise moved: the entry that ended the pause holds the due it moved to.
    const movedTo =
      item.dueAt && promise.dueAt && promise.dueAt.getTime() !== item.dueAt.getTime() ? promise.dueAt : null;
    const trackingId = await repo.addTracking(
      tx,
      item.id,
      body.status,
      remark,
      caller.userId,
      now,
      partsExpectedOn,
      movedTo,
    );
    // The company's turnaround report counts an item once, when delivered (decision 061).
    if (body.status === 'delivered') await countDelivery(tx, item.id);
    const settled = await settleRequestState(tx, item.requestId);
    // Customers' own moves too, so the history shows who cancelled or answered, and why; before the invoice
    // a dispatch issues, so the history reads in the order things happened.
    await recordAudit(tx, {
      actorId: caller.userId,
      entity: 'item',
      entityId: item.id,
      requestId: item.requestId,
      action: 'status',
      before: { status: from },
      after: { status: body.status, remark, ...dispatch, ...(partsExpectedOn ? { partsExpectedOn } : {}) },
    });
    // Dispatched items with approved charges leave with their tax invoice (issue 14).
    const invoiced =
      body.status === 'dispatched'
        ? await invoiceDispatched(tx, { requestId: item.requestId, actorId: caller.userId, now: deps.now(), company })
        : null;
    // One that cannot be issued yet is shown on the request and in the staff's list of dispatches to invoice.
    const invoice = invoiced && 'number' in invoiced ? invoiced : null;
    await notifyStatus(tx, publicUrl, company, {
      trackingUrl: await linkFor(tx, item.requestId),
      ...mailFacts(item),
      status: body.status,
      trackingId,
      remark,
      remarkBy: isStaff(caller) ? 'centre' : 'customer',
      ...dispatch,
      partsExpectedOn,
      promise: promiseForMessage(item, promise, body.status, {
        expectedOn: partsExpectedOn,
        now,
        cal: company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR,
      }),
      invoice,
    });
    // The move that completes a request (its last item delivered, or cancelled beside delivered ones) queues
    // its rating link for a day later: the rating is of the whole job, not of its first item back.
    if (settled?.group === 'completed' && (body.status === 'delivered' || body.status === 'cancelled'))
      await scheduleRatingInvite(tx, deps, company, mailFacts(item));
  }

  async function update(caller: Caller, body: TUpdateItemStatus) {
    await deps.db.transaction(async (tx) => {
      const item = await lock(tx, caller, body.item_id, body.version);
      await applyMove(tx, caller, item, body);
    });
    if (body.status === 'delivered') forgetTurnaroundReport(deps.cache);
    return { statusFlag: StatusFlag.ok, message: `Status changed to ${STATUS_TEXT[body.status].label}.` };
  }

  /**
   * The customer (or staff) withdraws a whole request while none of its items has been received: every
   * pending item is cancelled with the reason, in one transaction.
   */
  async function cancelRequest(caller: Caller, body: TCancelRequest) {
    await deps.db.transaction(async (tx) => {
      const items = await repo.lockItemsOfRequest(tx, body.req_code, isStaff(caller) ? null : caller.customerId);
      if (!items.length) throw new AppError(Code.notFound, ServerMsg.requestNotFound);
      const statuses = items.map((i) => i.status as TItemStatus);
      if (statuses.every((s) => s === 'cancelled'))
        throw new AppError(Code.conflict, ServerMsg.requestAlreadyCancelled);
      if (!awaitingParcel(statuses)) throw new AppError(Code.badRequest, ServerMsg.requestNotCancellable);
      const live = items.filter((i) => i.status === 'pending');
      for (const item of live) {
        await applyMove(tx, caller, item, {
          item_id: item.id,
          status: 'cancelled',
          remark: body.reason,
          version: item.version,
        });
      }
    });
    return { statusFlag: StatusFlag.ok, message: ServerMsg.requestCancelled };
  }

  /** Staff quote charges on a received item (or re-quote an estimate); the customer then approves or declines. */
  async function quote(caller: Caller, body: TUpdateCharges) {
    if (!isStaff(caller)) throw notFound();
    await deps.db.transaction(async (tx) => {
      const item = await lock(tx, caller, body.item_id, body.version);
      if (!flowMove(item.status as TItemStatus, 'estimated')?.quote) {
        throw new AppError(
          Code.badRequest,
          'Charges can be quoted only once the item is received and before they are approved.',
        );
      }
      // In warranty when it was raised: charging for the service takes a reason the customer will read.
      if (
        chargeNeedsRemark(warrantyOn(item.warrantyUntil, indiaToday(item.createdAt)), body.service_charge, body.remark)
      )
        throw new AppError(Code.badRequest, WarrantyMsg.warrantyChargeNeedsRemark, {
          issues: [{ path: 'remark', message: WarrantyMsg.warrantyChargeNeedsRemark }],
        });
      const charges = {
        serviceCharge: body.service_charge,
        partsCharge: body.parts_charge,
        gstPercent: body.gst_percent,
      };
      const owed = owedAfterMove(item.status as TItemStatus, 'estimated', item.chargesOwed);
      const company = await readCompanySettings(tx);
      // A quote pauses the promise until the customer answers (a re-quote keeps the pause open).
      const promise = await promiseAfterMove(
        {
          from: item.status as TItemStatus,
          to: 'estimated',
          now: deps.now(),
          cal: company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR,
          item,
        },
        async () => ({ workingDays: 0, branchId: null }),
      );
      if (!(await repo.quoteItem(tx, item.id, body.version, charges, owed, promise)))
        throw new AppError(Code.conflict, CHANGED);
      const remark = body.remark || STATUS_TEXT.estimated.label;
      const trackingId = await repo.addTracking(tx, item.id, 'estimated', remark, caller.userId, deps.now());
      await settleRequestState(tx, item.requestId);
      await notifyStatus(tx, publicUrl, company, {
        trackingUrl: await linkFor(tx, item.requestId),
        ...mailFacts({ ...item, ...charges }),
        status: 'estimated',
        trackingId,
        remark,
        remarkBy: 'centre',
        requote: item.status === 'estimated',
        promise: promiseForMessage(item, promise, 'estimated'),
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

  return { update, quote, cancelRequest };
}
export type ItemStatusService = ReturnType<typeof createItemStatusService>;
