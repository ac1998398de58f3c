import { z } from 'zod';
import { ZOtp } from '../common/fields';
import { ZShipment } from '../shipments/shipments';
import { ZItemPromise } from '../turnaround/promise';
import { MAX_ITEMS_PER_REQUEST, ZCharges, ZCourier } from './schemas';
import { ITEM_STATUSES, REQUEST_GROUPS } from './statuses';

/** A tracking link's token: 22 base64url characters (132 bits), in the query string so SMS rules allow it. */
export const TRACK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const ZTrackView = z.strictObject({ k: z.string().regex(TRACK_TOKEN_PATTERN, 'Not a tracking link') });

/** What the password-free tracking page shows: statuses and dates, never an address, contact or charge. */
export const ZTrackItem = z.strictObject({
  line_no: z.number().int(),
  item_name: z.string(),
  brand_name: z.string(),
  model_number: z.string(),
  /** The serial number masked but for its last four characters. */
  serial_number: z.string(),
  status: z.enum(ITEM_STATUSES),
  status_label: z.string(),
  explanation: z.string(),
  /** While waiting for parts: the day they are expected by (YYYY-MM-DD); else null. */
  parts_expected_on: z.string().nullable(),
  /** The promised date and where its clock stands (decision 053). */
  ...ZItemPromise.shape,
  timeline: z.array(
    z.strictObject({
      status: z.enum(ITEM_STATUSES),
      status_label: z.string(),
      at: z.string(),
      /** A move that ended a pause: the promised date it moved to. */
      due_moved_to: z.string().nullable(),
    }),
  ),
});
export type TTrackItem = z.infer<typeof ZTrackItem>;

export const ZTrackReply = z.strictObject({
  statusFlag: z.number().int(),
  message: z.string(),
  req_code: z.string(),
  created_at: z.string(),
  group: z.enum(REQUEST_GROUPS),
  /** The service centre, so the customer knows whom to call or write to (the page without JavaScript: decision 095). */
  centre: z.strictObject({ name: z.string(), phone: z.string(), email: z.string() }),
  items: z.array(ZTrackItem),
  /** The boxes sent back (decision 106): courier, docket, the items' lines, where each is. */
  boxes_back: z.array(ZShipment.pick({ carrier: true, docket: true, status: true, line_nos: true, created_at: true })),
  /** Whether anything may be done from the link: not once the customer's account is deactivated. */
  actions_open: z.boolean(),
});
export type TTrackReply = z.infer<typeof ZTrackReply>;

export const ZTrackingLinkReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  tracking_url: z.string(),
});

/** Asking for a code, then confirming it: the grant answers the quotes, for 10 minutes. */
export const ZTrackVerify = z.strictObject({ k: ZTrackView.shape.k, otp: ZOtp });
export const ZTrackGrantReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  grant: z.string(),
  /** The quoted charges of the items waiting for an answer: shown only once the code is confirmed. */
  quotes: z.array(z.object({ line_no: z.number().int(), charges: ZCharges })),
  /** The courier details while they can still be corrected (no item received yet), else null. */
  courier: z.object({ courier_name: z.string(), docket_number: z.string(), narration: z.string() }).nullable(),
});
export type TTrackGrantReply = z.infer<typeof ZTrackGrantReply>;
export const ZTrackAnswer = z.strictObject({
  k: ZTrackView.shape.k,
  grant: z.string().max(100),
  line_no: z.number().int().min(1).max(MAX_ITEMS_PER_REQUEST),
  decision: z.enum(['approved', 'declined']),
});

/** Correcting the courier details from the link, with the grant of a confirmed code. */
export const ZTrackCourier = z.strictObject({
  k: ZTrackView.shape.k,
  grant: z.string().max(100),
  ...ZCourier,
});

/** How long a link keeps working once every item is back with the customer (or withdrawn). */
export const TRACK_LINK_DAYS_AFTER_DELIVERY = 30;

/** A serial number as the tracking page shows it: all but the last four characters hidden. */
export function maskSerial(serial: string): string {
  return serial.length <= 4 ? serial : `${'•'.repeat(Math.min(serial.length - 4, 8))}${serial.slice(-4)}`;
}
