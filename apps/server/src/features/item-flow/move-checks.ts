import {
  Code,
  ColleagueMsg,
  flowMove,
  ItemStatusMsg,
  indiaToday,
  MoveItemsMsg,
  Msg,
  mayApproveCharges,
  mayMove,
  STATUS_TEXT,
  staffMoveIssues,
  type TItemStatus,
  type TUpdateItemStatus,
} from '@svc/contract';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import type { LockedItem } from './item-status.repository';

// The checks of a move, one item or several (decision 099): what the flow allows the caller, before any item moves.

/** The facts of a move, the same for every item it moves. */
export type MoveFacts = Omit<TUpdateItemStatus, 'item_id' | 'version'>;
/** An item locked for a move, with the version its caller saw. */
export type Picked = { item: LockedItem; version: number };

export const labelOf = (item: LockedItem) => `${item.itemName} ${item.brandName} ${item.modelNumber}`;

const CHARGE_ANSWERS: ReadonlySet<TItemStatus> = new Set(['approved', 'declined']);

/**
 * Why `caller` may not make this move of `item`, as the error a one-item move answers; null when it may.
 * In the flow's order: who may answer charges, whether the flow has the move, the staff's facts (the
 * docket, the return courier, a remark, a date), and a quote being the quote's own call.
 */
function refusal(caller: Caller, item: LockedItem, facts: MoveFacts, now: Date): AppError | null {
  const from = item.status as TItemStatus;
  // Answering charges commits the company's money: only its admin and approvers may (decision 067).
  if (!isStaff(caller) && CHARGE_ANSWERS.has(facts.status) && !mayApproveCharges(caller.accountRole)) {
    return new AppError(Code.badRequest, ColleagueMsg.approveNotAllowed);
  }
  // Staying where it is is no move (a re-quote is the quote's own call).
  if (from === facts.status || !mayMove(isStaff(caller) ? 'staff' : 'customer', from, facts.status)) {
    return new AppError(
      Code.badRequest,
      `An item that is "${STATUS_TEXT[from].label}" cannot be moved to "${STATUS_TEXT[facts.status].label}".`,
    );
  }
  if (isStaff(caller)) {
    const issues = staffMoveIssues(facts, item.docketNumber, indiaToday(now));
    if (issues.length) return new AppError(Code.badRequest, Msg.badRequest, { issues });
  }
  // An item is "Charges quoted" only with its charges: that move is the quote's (updateChargesRequestRepair).
  if (flowMove(from, facts.status)?.quote) return new AppError(Code.badRequest, ItemStatusMsg.quoteWithCharges);
  return null;
}

/**
 * Checks every item of a move before any moves: one item answers its own error, as it always has; several
 * answer once, naming each item that cannot move and why (the staff's facts, the same for all, on their
 * fields), and nothing is moved (decision 099).
 */
export function checkAll(caller: Caller, picked: Picked[], facts: MoveFacts, now: Date) {
  const refused = picked.flatMap(({ item }, i) => {
    const why = refusal(caller, item, facts, now);
    return why ? [{ i, item, why }] : [];
  });
  if (!refused.length) return;
  const first = refused[0] as (typeof refused)[number];
  if (picked.length === 1 || first.why.extra.issues) throw first.why;
  throw new AppError(Code.badRequest, MoveItemsMsg.nothingMoved(refused.length, picked.length), {
    issues: refused.map(({ i, item, why }) => ({ path: `items.${i}`, message: `${labelOf(item)}: ${why.message}` })),
  });
}
