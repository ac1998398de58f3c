import { z } from 'zod';
import { ITEM_STATUSES } from './statuses';

/** A staff move of one item through the flow; `version` is what the caller last saw (optimistic lock). */
export const ZUpdateItemStatus = z.strictObject({
  item_id: z.uuid(),
  status: z.enum(ITEM_STATUSES),
  remark: z.string().trim().max(500).default(''),
  version: z.number().int().min(1),
});
export type TUpdateItemStatus = z.input<typeof ZUpdateItemStatus>;
