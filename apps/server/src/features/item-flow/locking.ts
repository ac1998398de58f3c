import { Code, MoveItemsMsg, ServerMsg } from '@svc/contract';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { chargesOf } from './item-charges';
import * as repo from './item-status.repository';
import { labelOf, type Picked } from './move-checks';

// How a call on items finds and locks them, one or several of one request (decision 099): shared by the
// moves and the quotes.

export const CHANGED = ServerMsg.itemChanged;
export type Tx = Parameters<typeof repo.findItemForUpdate>[0];
export const itemNotFound = () => new AppError(Code.notFound, ServerMsg.itemNotFound);

/** Whose request the item is, for the customer's mail. */
export const requestFacts = (item: repo.LockedItem) => ({
  reqCode: item.reqCode,
  requestId: item.requestId,
  customerId: item.customerId,
  companyName: item.companyName,
});
/** What the customer's status mail says of the item. */
export const mailFacts = (item: repo.LockedItem) => ({
  itemLabel: labelOf(item),
  serialNumber: item.serialNumber,
  total: chargesOf(item)?.total ?? null,
});

/** One item locked, if the caller may see it and it is still at the version the caller saw. */
export async function lockOne(tx: Tx, caller: Caller, itemId: string, version: number) {
  const item = await repo.findItemForUpdate(tx, itemId);
  if (!item || (!isStaff(caller) && item.customerId !== caller.customerId)) throw itemNotFound();
  if (item.version !== version) throw new AppError(Code.conflict, CHANGED);
  return item;
}

/**
 * Several items of one request locked in line order, each with the version its caller saw: another
 * customer's request does not exist, an item not of this request is not found, and the items changed
 * meanwhile are named together (409).
 */
export async function lockPicked(
  tx: Tx,
  caller: Caller,
  reqCode: string,
  items: readonly { item_id: string; version: number }[],
): Promise<Picked[]> {
  const locked = await repo.lockItemsOfRequest(tx, reqCode, isStaff(caller) ? null : caller.customerId);
  if (!locked.length) throw new AppError(Code.notFound, ServerMsg.requestNotFound);
  const byId = new Map(locked.map((i) => [i.id, i]));
  const picked = items.map(({ item_id, version }) => {
    const item = byId.get(item_id);
    if (!item) throw itemNotFound();
    return { item, version };
  });
  const changed = picked.flatMap(({ item, version }, i) => (item.version === version ? [] : [i]));
  if (changed.length)
    throw new AppError(Code.conflict, MoveItemsMsg.someChanged, {
      issues: changed.map((i) => ({ path: `items.${i}`, message: CHANGED })),
    });
  return picked;
}
