import { z } from 'zod';
import { AppMsg, Msg } from '../common/messages';
import { AttachmentMsg, PDF_TYPE, PHOTO_TYPES, UPLOAD_MAX_BYTES } from '../conversations/attachments';
import { fillMessage } from '../invoices/messages';
import { COURIER_QUEUES } from '../shipments/carrier-status';
import { ZItemPromise } from '../turnaround/promise';
import { ZWarranty } from '../warranty/warranty';
import { MAX_ITEMS_PER_REQUEST, REQ_CODE_PATTERN, SERIAL_NUMBER_MAX, SERIAL_NUMBER_PATTERN } from './limits';
import { repeatedSerials } from './serials';
import { ITEM_STATUSES, NEEDS, REQUEST_CLOCKS, REQUEST_GROUPS } from './statuses';

export {
  isSerialNumber,
  MAX_IMAGE_EDGE,
  MAX_IMAGES_PER_ITEM,
  MAX_ITEMS_PER_REQUEST,
  REQ_CODE_PATTERN,
  SERIAL_NUMBER_MAX,
  SERIAL_NUMBER_PATTERN,
} from './limits';

const required = (msg: string, max: number) => z.string().trim().min(1, msg).max(max, msg);

/** Model numbers: letters, digits and punctuation. */
export const ZModelNumber = required(Msg.enterModelNumber, 60).regex(
  /^[A-Za-z0-9][A-Za-z0-9 .,\-_/()#+:]*$/,
  Msg.enterModelNumber,
);
export const ZSerialNumber = required(Msg.enterSerialNumber, SERIAL_NUMBER_MAX).regex(
  SERIAL_NUMBER_PATTERN,
  Msg.enterSerialNumber,
);

export const ZCourier = {
  courier_name: required(Msg.enterCourierName, 80),
  docket_number: required(Msg.enterDocketNumber, 40),
  narration: required(Msg.enterNarration, 500),
};

/** What is wrong with an item, in the customer's words: optional. */
export const ZProblem = z.string().trim().max(500, AppMsg.problemTooLong);

/**
 * No two items of one request with the same serial number (decision 093): said on each of them, naming the
 * other item, on the form (a spreadsheet's rows too) and by the server, which stores nothing of such a request.
 */
export function oneItemPerSerial(items: readonly { serial_number: string }[], ctx: z.RefinementCtx) {
  for (const { index, other } of repeatedSerials(items.map((i) => (i as { serial_number?: unknown })?.serial_number))) {
    const message = fillMessage(AppMsg.serialRepeated, { n: String(other + 1) });
    ctx.addIssue({ code: 'custom', path: [index, 'serial_number'], message });
  }
}

/**
 * The check runs beside the rows' own faults (zod skips a refinement once a row has a wrong type, such as an
 * item not picked): a spreadsheet's repeated numbers are said at once with its unknown names.
 */
export const EVEN_WITH_BAD_ROWS = { when: (p: { value: unknown }) => Array.isArray(p.value) };

/** The words of a request with more items than it may hold, filled with the limit. */
export const tooManyItemsMessage = fillMessage(AppMsg.tooManyItems, { max: String(MAX_ITEMS_PER_REQUEST) });

const masterId = (msg: string) => z.number({ error: msg }).int(msg).positive(msg).max(2_147_483_647, msg);

export const ZRepairItemInput = z.strictObject({
  item_id: masterId(Msg.selectItem),
  brand_id: masterId(Msg.selectBrand),
  model_number: ZModelNumber,
  serial_number: ZSerialNumber,
  problem: ZProblem.default(''),
  image_ids: z.array(z.uuid()).max(10).default([]),
});
export type TRepairItemInput = z.input<typeof ZRepairItemInput>;

export const ZAddRequestRepair = z.strictObject({
  /** Makes a double click or a retried call create one request. */
  idempotency_key: z.uuid(),
  ...ZCourier,
  items: z
    .array(ZRepairItemInput, { error: Msg.addOneItem })
    .min(1, Msg.addOneItem)
    .max(MAX_ITEMS_PER_REQUEST, tooManyItemsMessage)
    .superRefine(oneItemPerSerial, EVEN_WITH_BAD_ROWS),
});
export type TAddRequestRepairInput = z.input<typeof ZAddRequestRepair>;
export type TAddRequestRepair = z.output<typeof ZAddRequestRepair>;

export const ZReqCode = z.string().trim().max(20).regex(REQ_CODE_PATTERN, 'Not a request code');

export const ZUpdateCourier = z.strictObject({ req_code: ZReqCode, ...ZCourier });

export const ZListRequests = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(60).optional(),
  group: z.enum(REQUEST_GROUPS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  customer_code: z.string().max(20).optional(),
  /** Staff only: requests with an item waiting for this step. */
  needs: z.enum(NEEDS).optional(),
  /** Staff only: requests with a box in this courier queue (issue 43). */
  courier: z.enum(COURIER_QUEUES).optional(),
  /**
   * Staff only (decision 059): requests with a late item, or at risk (an item at risk, none late); both
   * listed most urgent first (the earliest due first), not newest first.
   */
  clock: z.enum(REQUEST_CLOCKS).optional(),
});
export type TListRequestsInput = z.input<typeof ZListRequests>;
export type TListRequests = z.output<typeof ZListRequests>;

export const ZRequestRow = z.object({
  req_code: z.string(),
  created_at: z.string(),
  item_count: z.number().int(),
  group: z.enum(REQUEST_GROUPS),
  courier_name: z.string(),
  docket_number: z.string(),
  customer_name: z.string(),
  customer_code: z.string(),
  /** What its items cost the customer (the sum of `itemCost`), in rupees. */
  total: z.number(),
  /**
   * The promise of its most urgent open item (late first, then at risk, on track, paused; the least time
   * left first): what the service desk shows as the request's time left. null: no item's clock runs.
   */
  promise: ZItemPromise.nullable(),
  /**
   * The messages of its conversation the reader's side has not read (issue 30): staff replies for a
   * customer, the customer's messages for staff.
   */
  unread_messages: z.number().int(),
  /**
   * Who raised it, by name, when a colleague on the reader's company account did (decision 067): on an
   * account of several people each row says whose it is. null: the reader's own, or read by staff.
   */
  raised_by_colleague: z.string().nullable(),
});
export type TRequestRow = z.infer<typeof ZRequestRow>;

export const ZRequestDetails = ZRequestRow.omit({
  promise: true,
  unread_messages: true,
  raised_by_colleague: true,
}).extend({
  narration: z.string(),
  /** Who on the customer's account raised it: their name and user name (decision 067). */
  raised_by: z.string(),
  courier_editable: z.boolean(),
  /**
   * Whether its customer is in the company's state (CGST + SGST) rather than another (IGST), as the contract's
   * `intraStateSupply` says today: the staff's quote dialog previews the tax a quote will store (decision 090).
   */
  intra_state: z.boolean(),
  /**
   * The quoted totals of its items waiting for the customer's approval (the contract's
   * `awaitingApprovalTotal`), in rupees: shown labelled as quoted beside `total`, which it is no part of.
   */
  awaiting_approval_total: z.number(),
});
export type TRequestDetails = z.infer<typeof ZRequestDetails>;

export const ZCharges = z.object({
  service_charge: z.number(),
  parts_charge: z.number(),
  gst_percent: z.number(),
  /** The GST computed when the charges were quoted, as the invoice carries it (decision 090). */
  gst_amount: z.number(),
  /** Service + parts + GST: what the customer approves, and is invoiced. */
  total: z.number(),
});

export const ZRequestItem = z.object({
  item_id: z.uuid(),
  line_no: z.number().int(),
  item_name: z.string(),
  brand_name: z.string(),
  model_number: z.string(),
  serial_number: z.string(),
  problem: z.string(),
  status: z.enum(ITEM_STATUSES),
  status_label: z.string(),
  /** The quoted charges, once quoted (owed or not). */
  charges: ZCharges.nullable(),
  /** What the item costs the customer now (the contract's `itemCost`): 0 unless its charges are owed. */
  cost: z.number(),
  image_count: z.number().int(),
  /** Raised on every change; staff send it back with a status change. */
  version: z.number().int(),
  thumbnail_url: z.string().nullable(),
  /** How the item went back, once dispatched. */
  return_courier: z.string().nullable(),
  return_docket: z.string().nullable(),
  /** While waiting for parts: the day (YYYY-MM-DD) they are expected by; else null. */
  parts_expected_on: z.string().nullable(),
  /** The promised date and where its clock stands (decision 053). */
  ...ZItemPromise.shape,
  /** Its warranty by the company's sales records on the day it was raised; null when they do not know it. */
  warranty: ZWarranty,
  /**
   * The customer's last answer to its charges and who gave it (a colleague's name and user name, or the
   * service centre when staff answered for them); null before any answer (decision 067).
   */
  charges_answer: z.object({ status: z.enum(['approved', 'declined']), by: z.string(), at: z.string() }).nullable(),
  updated_at: z.string(),
});
export type TRequestItem = z.infer<typeof ZRequestItem>;

export const ZTrackingEntry = z.object({
  status: z.enum(ITEM_STATUSES),
  status_label: z.string(),
  explanation: z.string(),
  remark: z.string(),
  /** A move to waiting for parts: the day they were expected by then (its explanation says it). */
  expected_on: z.string().nullable(),
  /** A move that ended a pause: the promised date it moved to (the entry before says what was waited for). */
  due_moved_to: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type TTrackingEntry = z.infer<typeof ZTrackingEntry>;

export const ZImageDetail = z.object({
  image_id: z.uuid(),
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TImageDetail = z.infer<typeof ZImageDetail>;

export const ZViewRequest = z.strictObject({ req_code: ZReqCode });
export const ZViewItem = z.strictObject({ item_id: z.uuid() });

/**
 * A signed upload: a photo of an item (JPEG, PNG, WebP), or a conversation's attachment (`purpose:
 * 'message'`), which may also be a PDF (issue 30). Both at most 10 MB.
 */
export const ZPresignRequest = z
  .strictObject({
    content_type: z.string().max(100),
    size: z.number().int().min(1),
    purpose: z.enum(['photo', 'message']).default('photo'),
    /** The chosen file's name, shown with a message's PDF (a path's folders and control characters dropped). */
    file_name: z
      .string()
      .max(300)
      .transform((n) => fileNameOf(n))
      .optional(),
  })
  .superRefine((b, ctx) => {
    const photo = (PHOTO_TYPES as readonly string[]).includes(b.content_type);
    const message = b.purpose === 'message';
    if (!photo && !(message && b.content_type === PDF_TYPE)) {
      const text = message ? AttachmentMsg.onlyImagesOrPdf : 'Only JPEG, PNG and WebP images can be uploaded';
      ctx.addIssue({ code: 'custom', path: ['content_type'], message: text });
    }
    if (b.size > UPLOAD_MAX_BYTES) {
      const text = message ? AttachmentMsg.fileTooLarge : 'An image can be at most 10 MB';
      ctx.addIssue({ code: 'custom', path: ['size'], message: text });
    }
  });

/** A file's own name, as safe to show and to offer as a download's name: at most 120 characters. */
function fileNameOf(raw: string): string | undefined {
  const name = (raw.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(-120);
  return name || undefined;
}

export const ZCompleteUpload = z.strictObject({ image_id: z.uuid() });

/** The signature of an upload or file address: its expiry (seconds) and HMAC. */
export const ZSignedQuery = z.strictObject({
  exp: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export const ZUploadParams = z.object({ id: z.uuid() });
export const ZFileParams = z.object({ id: z.uuid(), variant: z.enum(['full', 'thumb', 'pdf']) });
