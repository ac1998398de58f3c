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
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { readCompanySettings } from '../company';
import { forgetTurnaroundReport } from '../reports';
import * as repo from './item-status.repository';
import { CHANGED, lockOne, lockPicked, mailFacts, requestFacts, type Tx } from './locking';
import { checkAll, type MoveFacts, type Picked } from './move-checks';
import { type ItemMove, type MoveEffects, runEffects } from './move-effects';
import { promiseAfterMove, promiseForMessage } from './promise-move';

/** The request's tracking link for its mails, created on first use inside the move's transaction. */
export type LinkFor = (tx: Tx, requestId: string) => Promise<string>;
/** The turnaround an item type gets at a branch (the turnaround feature's answer, decisions 052, 092). */
export type TurnaroundFor = (itemId: number, branchId: number | null, tx: Tx) => Promise<Turnaround>;

export function createItemStatusService(
  deps: Pick<Deps, 'db' | 'settings' | 'now' | 'tracking' | 'cache'>,
  turnaroundFor: TurnaroundFor,
  effects: MoveEffects,
) {
  /**
   * A move of items of one request (decision 103): checked whole first, then each item moved (its status,
   * promise and tracking entry), then the effects its flow rows name, in the table's order: each item's
   * delivery count and audit line; once for the request, its state, the invoice of a dispatch, the
   * customer's one mail and message listing the items, the rating link of a request it completes.
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
    // One read of the company's settings serves the promises and every effect.
    const company = await readCompanySettings(tx);
    const cal = company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR;
    // The promise is set by the receiving staff's branch's turnaround (none known: the item's rule for all),
    // read once per item type for the move: a consignment of 500 laptops asks once, not 500 times.
    let branch: Promise<number | null> | undefined;
    const branchOfCaller = () => {
      branch ??= repo.branchOfUser(tx, caller.userId);
      return branch;
    };
    const turnarounds = new Map<number, Promise<Turnaround>>();
    const turnaroundOfType = async (itemType: number) => {
      const branchId = await branchOfCaller();
      let found = turnarounds.get(itemType);
      if (!found) {
        found = turnaroundFor(itemType, branchId, tx);
        turnarounds.set(itemType, found);
      }
      return { turnaround: await found, branchId };
    };
    // Every item's new columns first, then one write of them all and one of their tracking entries: a
    // consignment of 500 is two statements here, not a thousand.
    const planned = [];
    for (const { item, version } of picked) {
      const from = item.status as TItemStatus;
      const parts = partsExpectedOn || from === 'waiting_for_parts' ? { partsExpectedOn } : {};
      const promise = await promiseAfterMove({ from, to, now, cal, item }, () => turnaroundOfType(item.itemId));
      const owed = owedAfterMove(from, to, item.chargesOwed);
      planned.push({ item, from, promise, row: { id: item.id, from, version, owed, extra: { ...parts, ...promise } } });
    }
    const rows = planned.map((p) => p.row);
    if (!(await repo.moveItems(tx, to, rows))) throw new AppError(Code.conflict, CHANGED);
    const entries = planned.map(({ item, promise }) => ({
      itemId: item.id,
      expectedOn: partsExpectedOn,
      // The timeline says why the promise moved: the entry that ended the pause holds the due it moved to.
      dueMovedTo:
        item.dueAt && promise.dueAt && promise.dueAt.getTime() !== item.dueAt.getTime() ? promise.dueAt : null,
    }));
    const trackingIds = await repo.addTrackings(tx, { status: to, remark, actorId: caller.userId, at: now }, entries);
    const moved: ItemMove[] = planned.map(({ item, from, promise }, n) => {
      const trackingId = trackingIds[n] ?? 0;
      const message = promiseForMessage(item, promise, to, { expectedOn: partsExpectedOn, now, cal });
      return { item, from, trackingId, mail: { ...mailFacts(item), trackingId, promise: message } };
    });
    const first = (picked[0] as Picked).item;
    const done = { tx, caller, now, company, request: requestFacts(first), to, remark, dispatch, partsExpectedOn };
    await runEffects(effects, done, moved);
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
