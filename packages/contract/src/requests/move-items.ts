import { z } from 'zod';
import { MoveItemsMsg } from '../common/desk-messages';
import { ZUpdateCharges, ZUpdateItemStatus } from './item-status';
import { ZReqCode } from './schemas';

// Apart from item-status.ts: the screens import that file's amounts and rules, and a schema built at the
// top of a module stays in every bundle that imports it (the customer's routes are within 220 kB, decision 075).

/** The most items one move takes: a spreadsheet's request (decision 099). */
export const MOVE_ITEMS_MAX = 500;

/**
 * One move of several items of one request at once (a consignment received, a box dispatched): the same
 * status and facts for each, each item with the version the caller last saw. All or nothing (decision 099).
 */
/** The items a call on several takes: each once, with the version its caller last saw. */
const ZPickedItems = z
  .array(z.strictObject({ item_id: z.uuid(), version: z.number().int().min(1) }))
  .min(1, MoveItemsMsg.chooseItems)
  .max(MOVE_ITEMS_MAX, MoveItemsMsg.tooManyToMove)
  .refine((items) => new Set(items.map((i) => i.item_id)).size === items.length, MoveItemsMsg.itemTwice);

export const ZMoveItems = z.strictObject({
  req_code: ZReqCode,
  items: ZPickedItems,
  ...ZUpdateItemStatus.omit({ item_id: true, version: true }).shape,
});
export type TMoveItemsInput = z.input<typeof ZMoveItems>;
export type TMoveItems = z.output<typeof ZMoveItems>;

/**
 * The same charges quoted on several items of one request at once (a box of like items, the same fault):
 * each item as a one-item quote would be, all or nothing, one mail (decision 099).
 */
export const ZQuoteItems = z.strictObject({
  req_code: ZReqCode,
  items: ZPickedItems,
  ...ZUpdateCharges.omit({ item_id: true, version: true }).shape,
});
export type TQuoteItemsInput = z.input<typeof ZQuoteItems>;
export type TQuoteItems = z.output<typeof ZQuoteItems>;
