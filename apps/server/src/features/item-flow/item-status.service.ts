import {
  awaitingParcel,
  Code,
  DEFAULT_WORKING_CALENDAR,
  MoveItemsMsg,
  owedAfterMove,
  ServerMsg,
  STATUS_TEXT,
  StatusFlag,
  type TCancelRequest,
  type TItemStatus,
  type TMoveItems,
  type TUpdateItemStatus,
  type Turnaround,
} from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { publicUrlOf } from '../../lib/public-url';
import { recordAudit } from '../audit';
import { readCompanySettings } from '../company';
import { invoiceDispatched } from '../invoices';
import { type MovedItem, notifyStatus } from '../mail-outbox';
import { scheduleRatingInvite } from '../ratings';
import { countDelivery, forgetTurnaroundReport } from '../reports';
import * as repo from './item-status.repository';
import { CHANGED, lockOne, lockPicked, mailFacts, requestFacts, type Tx } from './locking';
import { checkAll, type MoveFacts, type Picked } from './move-checks';
import { promiseAfterMove, promiseForMessage } from './promise-move';
import { settleRequestState } from './request-state';

/** The request's tracking link for its mails, created on first use inside the move's transaction. */
export type LinkFor = (tx: Tx, requestId: string) => Promise<string>;
/** The turnaround an item type gets at a branch (the turnaround feature's answer, decisions 052, 092). */
export type TurnaroundFor = (itemId: number, branchId: number | null, tx: Tx) => Promise<Turnaround>;

export function createItemStatusService(
  deps: Pick<Deps, 'db' | 'settings' | 'now' | 'tracking' | 'cache'>,
  linkFor: LinkFor,
  turnaroundFor: TurnaroundFor,
) {
  const notify = { publicUrl: publicUrlOf(deps.settings), windowSeconds: deps.settings.MESSAGE_WINDOW_SECONDS };

  /**
   * A move of items of one request, checked whole first: each item's status, tracking entry, counters and
   * audit; then, once for the request, its state, the invoice of a dispatch, the customer's one mail and
   * message listing the items, and the rating link of a request it completes.
   */
  async function applyMoves(tx: Tx, caller: Caller, picked: Picked[], facts: MoveFacts) {
    // One instant for the whole move: its checks, its promises and its tracking entries.
    const now = deps.now();
    checkAll(caller, picked, facts, now);
    const to = facts.status;
    const dispatch =
      to === 'dispatched' ? { returnCourier: facts.return_courier, returnDocket: facts.return_docket } : {};
    // The item holds the date only while it waits for parts; its timeline keeps each one (decision 051).
    const partsExpectedOn = to === 'waiting_for_parts' ? (facts.expected_on ?? null) : null;
    const remark = facts.remark || STATUS_TEXT[to].label;
    // One read of the company's settings serves the promises, the invoice, the mail and the phone message.
    const company = await readCompanySettings(tx);
    const cal = company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR;
    // The promise is set by the receiving staff's branch's turnaround (none known: the item's rule for all).
    let branch: Promise<number | null> | undefined;
    const branchOfCaller = () => {
      branch ??= repo.branchOfUser(tx, caller.userId);
      return branch;
    };
    const moved: MovedItem[] = [];
    for (const { item, version } of picked) {
      const from = item.status as TItemStatus;
      const parts = partsExpectedOn || from === 'waiting_for_parts' ? { partsExpectedOn } : {};
      const move = { from, to, version, owed: owedAfterMove(from, to, item.chargesOwed) };
      const promise = await promiseAfterMove({ from, to, now, cal, item }, async () => {
        const branchId = await branchOfCaller();
        return { turnaround: await turnaroundFor(item.itemId, branchId, tx), branchId };
      });
      if (!(await repo.moveItem(tx, item.id, move, { ...dispatch, ...parts, ...promise })))
        throw new AppError(Code.conflict, CHANGED);
      // The timeline says why the promise moved: the entry that ended the pause holds the due it moved to.
      const movedTo =
        item.dueAt && promise.dueAt && promise.dueAt.getTime() !== item.dueAt.getTime() ? promise.dueAt : null;
      const trackingId = await repo.addTracking(tx, item.id, to, remark, caller.userId, now, partsExpectedOn, movedTo);
      // The company's turnaround report counts an item once, when delivered (decision 061).
      if (to === 'delivered') await countDelivery(tx, item.id);
      // Customers' own moves too, so the history shows who cancelled or answered, and why; before the invoice
      // a dispatch issues, so the history reads in the order things happened.
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'item',
        entityId: item.id,
        requestId: item.requestId,
        action: 'status',
        before: { status: from },
        after: { status: to, remark, ...dispatch, ...(partsExpectedOn ? { partsExpectedOn } : {}) },
      });
      moved.push({
        ...mailFacts(item),
        trackingId,
        promise: promiseForMessage(item, promise, to, { expectedOn: partsExpectedOn, now, cal }),
      });
    }
    const first = (picked[0] as Picked).item;
    const settled = await settleRequestState(tx, first.requestId);
    // Dispatched items with approved charges leave with their tax invoice (issue 14): one for the box.
    const invoiced =
      to === 'dispatched'
        ? await invoiceDispatched(tx, { requestId: first.requestId, actorId: caller.userId, now: deps.now(), company })
        : null;
    // One that cannot be issued yet is shown on the request and in the staff's list of dispatches to invoice.
    const invoice = invoiced && 'number' in invoiced ? invoiced : null;
    await notifyStatus(tx, notify, company, {
      ...requestFacts(first),
      trackingUrl: await linkFor(tx, first.requestId),
      items: moved,
      status: to,
      remark,
      remarkBy: isStaff(caller) ? 'centre' : 'customer',
      ...dispatch,
      partsExpectedOn,
      invoice,
    });
    // The move that completes a request (its last item delivered, or cancelled beside delivered ones) queues
    // its rating link for a day later: the rating is of the whole job, not of its first item back.
    if (settled?.group === 'completed' && (to === 'delivered' || to === 'cancelled'))
      await scheduleRatingInvite(tx, deps, company, requestFacts(first));
  }

  async function update(caller: Caller, body: TUpdateItemStatus) {
    await deps.db.transaction(async (tx) => {
      const item = await lockOne(tx, caller, body.item_id, body.version);
      await applyMoves(tx, caller, [{ item, version: body.version }], body);
    });
    if (body.status === 'delivered') forgetTurnaroundReport(deps.cache);
    return { statusFlag: StatusFlag.ok, message: `Status changed to ${STATUS_TEXT[body.status].label}.` };
  }

  /**
   * Several items of one request moved at once (decision 099): every item locked, in line order, and
   * checked with the version its caller saw; all move in one transaction, or none. Another customer's
   * request does not exist; an item not of this request is not found.
   */
  async function moveMany(caller: Caller, body: TMoveItems) {
    await deps.db.transaction(async (tx) => {
      await applyMoves(tx, caller, await lockPicked(tx, caller, body.req_code, body.items), body);
    });
    if (body.status === 'delivered') forgetTurnaroundReport(deps.cache);
    return {
      statusFlag: StatusFlag.ok,
      message: MoveItemsMsg.itemsMoved(body.items.length, STATUS_TEXT[body.status].label),
    };
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
      const live = items.filter((i) => i.status === 'pending').map((item) => ({ item, version: item.version }));
      await applyMoves(tx, caller, live, { status: 'cancelled', remark: body.reason });
    });
    return { statusFlag: StatusFlag.ok, message: ServerMsg.requestCancelled };
  }

  return { update, moveMany, cancelRequest };
}
export type ItemStatusService = ReturnType<typeof createItemStatusService>;
