import { z } from 'zod';
import { ItemStatusMsg } from '../common/desk-messages';
import { ZReqCode } from './schemas';
import { ITEM_STATUSES } from './statuses';

/**
 * One move of an item through the flow; `version` is what the caller last saw (optimistic lock). Receipt
 * carries the docket number on the parcel; dispatch the return courier and docket; waiting for parts the
 * date they are expected by.
 */
export const ZUpdateItemStatus = z.strictObject({
  item_id: z.uuid(),
  status: z.enum(ITEM_STATUSES),
  remark: z.string().trim().max(500).default(''),
  version: z.number().int().min(1),
  docket_number: z.string().trim().max(40).optional(),
  return_courier: z.string().trim().max(80).optional(),
  return_docket: z.string().trim().max(40).optional(),
  /** Waiting for parts: the day (YYYY-MM-DD) they are expected by; checked against today by the flow's rule. */
  expected_on: z.string().trim().max(10).optional(),
});
export type TUpdateItemStatusInput = z.input<typeof ZUpdateItemStatus>;
export type TUpdateItemStatus = z.output<typeof ZUpdateItemStatus>;

/**
 * Withdraws a whole request while nothing of it has been received: every item still pending is cancelled,
 * with the customer's reason (optional) as the remark of each.
 */
export const ZCancelRequest = z.strictObject({
  req_code: ZReqCode,
  reason: z.string().trim().max(500).default(''),
});
export type TCancelRequestInput = z.input<typeof ZCancelRequest>;
export type TCancelRequest = z.output<typeof ZCancelRequest>;

/** An amount in rupees with paise, as staff quote it. */
export const ZAmount = z
  .number({ error: ItemStatusMsg.enterAmount })
  .min(0, ItemStatusMsg.enterAmount)
  .max(10_000_000, ItemStatusMsg.amountTooLarge)
  .multipleOf(0.01, ItemStatusMsg.enterAmount);
/** GST slabs in force: 0, 5, 12, 18 and 28 per cent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;

/** Staff quote an item's charges (specification: updateChargesRequestRepair); the item becomes estimated. */
export const ZUpdateCharges = z.strictObject({
  item_id: z.uuid(),
  version: z.number().int().min(1),
  service_charge: ZAmount,
  parts_charge: ZAmount,
  gst_percent: z.literal(GST_RATES),
  remark: z.string().trim().max(500).default(''),
});
export type TUpdateChargesInput = z.input<typeof ZUpdateCharges>;
export type TUpdateCharges = z.output<typeof ZUpdateCharges>;
