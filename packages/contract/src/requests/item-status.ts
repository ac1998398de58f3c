import { z } from 'zod';
import { ITEM_STATUSES } from './statuses';

/**
 * One move of an item through the flow; `version` is what the caller last saw (optimistic lock). Receipt
 * carries the docket number on the parcel; dispatch the return courier and docket.
 */
export const ZUpdateItemStatus = z.strictObject({
  item_id: z.uuid(),
  status: z.enum(ITEM_STATUSES),
  remark: z.string().trim().max(500).default(''),
  version: z.number().int().min(1),
  docket_number: z.string().trim().max(40).optional(),
  return_courier: z.string().trim().max(80).optional(),
  return_docket: z.string().trim().max(40).optional(),
});
export type TUpdateItemStatus = z.input<typeof ZUpdateItemStatus>;

const amount = z.number().min(0).max(10_000_000).multipleOf(0.01);
/** GST slabs in force: 0, 5, 12, 18 and 28 per cent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;

/** Staff quote an item's charges (specification: updateChargesRequestRepair); the item becomes estimated. */
export const ZUpdateCharges = z.strictObject({
  item_id: z.uuid(),
  version: z.number().int().min(1),
  service_charge: amount,
  parts_charge: amount,
  gst_percent: z.union(GST_RATES.map((r) => z.literal(r)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<5>]),
  remark: z.string().trim().max(500).default(''),
});
export type TUpdateCharges = z.input<typeof ZUpdateCharges>;
