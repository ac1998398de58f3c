import { z } from 'zod';
import { ZRating } from '../ratings/ratings';
import { ZShipment } from '../shipments/shipments';
import { ZImageDetail, ZRequestDetails, ZRequestItem, ZRequestRow, ZTrackingEntry } from './schemas';

const flag = { statusFlag: z.number().int(), message: z.string() };
const named = z.object({ id: z.number().int(), name: z.string() });

export const ZMasterListReply = z.object({ ...flag, itemList: z.array(named), brandList: z.array(named) });
export type TMasterListReply = z.infer<typeof ZMasterListReply>;

export const ZRequestListReply = z.object({
  ...flag,
  requestrepair_list: z.array(ZRequestRow),
  next_cursor: z.string().nullable(),
  /** One working day of the company calendar in minutes: the rows' `minutes_left` read as days and hours. */
  working_day_minutes: z.number().int(),
});
export type TRequestListReply = z.infer<typeof ZRequestListReply>;

export const ZAddRequestReply = z.object({ ...flag, req_code: z.string() });
export const ZFlagReply = z.object(flag);

export const ZViewRequestReply = z.object({
  ...flag,
  request_details: ZRequestDetails,
  request_item_details: z.array(ZRequestItem),
  /** The customer's rating of the request after delivery (decision 058), or null. */
  rating: ZRating.nullable(),
  /** One working day of the company calendar in minutes: each item's `minutes_left` read as days and hours. */
  working_day_minutes: z.number().int(),
  /** Its boxes, oldest first: the customer's parcel and each box back (decision 106). */
  shipments: z.array(ZShipment),
  /** A courier pickup may be booked now (issue 43): pickups are on, and nothing has been received. */
  pickup_offered: z.boolean(),
});
export type TViewRequestReply = z.infer<typeof ZViewRequestReply>;

export const ZViewItemReply = z.object({
  ...flag,
  request_item: ZRequestItem.extend({ req_code: z.string() }),
  request_tracking_details: z.array(ZTrackingEntry),
  image_details: z.array(ZImageDetail),
});
export type TViewItemReply = z.infer<typeof ZViewItemReply>;

const party = z.object({
  name: z.string(),
  address: z.string(),
  gstin: z.string(),
  phone: z.string(),
  email: z.string(),
});
export const ZPrintReply = z.object({
  ...flag,
  request_details: ZRequestDetails,
  request_item_details: z.array(ZRequestItem),
  customer_details: party.extend({ code: z.string(), contact_person: z.string() }),
  company_details: party.extend({ logo_url: z.string().nullable() }),
  /** The password-free tracking link, printed as a QR code. */
  tracking_url: z.string(),
});
export type TPrintReply = z.infer<typeof ZPrintReply>;

export const ZPresignReply = z.object({
  ...flag,
  signedUrl: z.string(),
  image_id: z.uuid(),
  expires_at: z.string(),
});
export type TPresignReply = z.infer<typeof ZPresignReply>;

export const ZCompleteUploadReply = z.object({
  ...flag,
  image_id: z.string(),
  width: z.number(),
  height: z.number(),
});
