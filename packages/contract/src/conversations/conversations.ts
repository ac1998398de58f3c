import { z } from 'zod';
import { ZReqCode } from '../requests/schemas';
import { TrackMsg } from '../requests/track-messages';
import { ZTrackView } from '../requests/tracking';
import {
  ConversationMsg,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_MAX,
  MESSAGES_PER_MINUTE,
  THREAD_PAGE,
} from './conversation-messages';

export { ConversationMsg, MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX, MESSAGES_PER_MINUTE, THREAD_PAGE };

/** A thread's place: the messages before the one of this number (`before` of the page read last). */
const ZBefore = z.number().int().min(1).max(2_147_483_647).optional();

export const ZThreadRequest = z.strictObject({ req_code: ZReqCode, before: ZBefore });

export const ZPostMessage = z
  .strictObject({
    req_code: ZReqCode,
    /** The item the message is about, or none for the whole request. */
    item_id: z.uuid().nullable().default(null),
    body: z.string().trim().max(MESSAGE_MAX, ConversationMsg.messageTooLong).default(''),
    attachment_ids: z.array(z.uuid()).max(MESSAGE_ATTACHMENTS_MAX, ConversationMsg.tooManyAttachments).default([]),
  })
  .superRefine((m, ctx) => {
    if (!m.body && m.attachment_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: ConversationMsg.messageEmpty });
    }
  });
export type TPostMessage = z.input<typeof ZPostMessage>;

export const ZAttachment = z.object({
  attachment_id: z.uuid(),
  kind: z.enum(['image', 'pdf']),
  /** A short-lived signed address: the photo, or the PDF as a download. */
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** The file's name as it was chosen (kept for a PDF; null when not known, as for older files). */
  name: z.string().nullable(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

export const ZThreadMessage = z.object({
  message_id: z.uuid(),
  side: z.enum(['customer', 'staff']),
  /** Who wrote it: the person's name; for the customer the service centre's staff are "Service centre". */
  author: z.string(),
  /** Written by the reader themself (a colleague on the same account is not "you"). */
  mine: z.boolean(),
  channel: z.enum(['web', 'tracking', 'whatsapp']),
  /** Plain text, shown as text: never HTML. */
  body: z.string(),
  item_id: z.uuid().nullable(),
  /** The item as its card names it ("1. Laptop, Dell"), when the message is about one. */
  item_label: z.string().nullable(),
  at: z.string(),
  /** When the other side read it; null while unread. */
  read_at: z.string().nullable(),
  attachments: z.array(ZAttachment),
});
export type TThreadMessage = z.infer<typeof ZThreadMessage>;

/**
 * How a staff reply reaches the customer, as it will really be sent: by mail, then the phone channels the
 * company has on (and this server can send by; WhatsApp only for a customer who opted in) in the order they
 * are tried, the next only when one fails.
 */
export const ZReplyChannels = z.array(z.enum(['mail', 'whatsapp', 'sms']));
export type TReplyChannels = z.infer<typeof ZReplyChannels>;

export const ZThreadReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  req_code: z.string(),
  /** Oldest first: the newest THREAD_PAGE (before `before` when it was asked). */
  messages: z.array(ZThreadMessage),
  /** Whether older messages were left out. */
  earlier: z.boolean(),
  /** Asked as `before`, it reads the page of messages before these; null when there are none. */
  before: z.number().int().nullable(),
  /** To staff only: how their reply reaches the customer. */
  reply_channels: ZReplyChannels.optional(),
  /** To staff only: the customer's language, the one their canned replies are offered in. */
  language: z.enum(['en', 'ta']).optional(),
});
export type TThreadReply = z.infer<typeof ZThreadReply>;

export const ZPostMessageReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  posted: ZThreadMessage,
});
export type TPostMessageReply = z.infer<typeof ZPostMessageReply>;

/** The conversation from the tracking link, after the code (the grant `track/verifyCode` gave). */
export const ZTrackThread = z.strictObject({ k: ZTrackView.shape.k, grant: z.string().max(100), before: ZBefore });
/**
 * A message from the tracking link: text only (files need the account's signed uploads), so an empty one
 * is asked for words, never for a file.
 */
export const ZTrackMessage = z.strictObject({
  k: ZTrackView.shape.k,
  grant: z.string().max(100),
  body: z.string().trim().min(1, TrackMsg.writeMessage).max(MESSAGE_MAX, ConversationMsg.messageTooLong),
});

/** The most of a request's unanswered messages the desk's queue shows (the newest). */
export const AWAITING_SHOWN = 5;

/** The desk's "awaiting our reply" queue: a page, oldest wait first (decision 072). */
export const ZAwaitingList = z.strictObject({
  limit: z.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type TAwaitingList = z.input<typeof ZAwaitingList>;

export const ZAwaitingRow = z.object({
  req_code: z.string(),
  customer_name: z.string(),
  customer_code: z.string(),
  /** The customer's language: the desk offers its canned replies in it. */
  language: z.enum(['en', 'ta']),
  /** The customer's oldest message not yet answered. */
  awaiting_since: z.string(),
  /** The customer's latest message, as written (text), cut to 300 characters. */
  last_message: z.string(),
  item_label: z.string().nullable(),
  /** The item the customer's latest message is about (a reply from the queue is about it too), or null. */
  item_id: z.uuid().nullable(),
  /** The customer's messages since the last answer. */
  waiting_messages: z.number().int(),
  /** Those messages themselves, oldest first, with their files: the newest AWAITING_SHOWN of them. */
  waiting: z.array(ZThreadMessage),
  reply_channels: ZReplyChannels,
  /**
   * False when the customer's account (or its admin) is deactivated: they cannot sign in or answer from the
   * tracking link, and read a reply only in its mail.
   */
  customer_active: z.boolean(),
});
export type TAwaitingRow = z.infer<typeof ZAwaitingRow>;

export const ZAwaitingReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  /** How many requests wait for a reply in all (the queue's count). */
  count: z.number().int(),
  rows: z.array(ZAwaitingRow),
  next_cursor: z.string().nullable(),
});
export type TAwaitingReply = z.infer<typeof ZAwaitingReply>;

export const CANNED_TITLE_MAX = 80;
export const ZCannedReply = z.object({
  id: z.number().int(),
  title: z.string(),
  body_en: z.string(),
  body_ta: z.string(),
  active: z.boolean(),
});
export type TCannedReply = z.infer<typeof ZCannedReply>;

export const ZCannedList = z.strictObject({ all: z.boolean().default(false) });
export const ZCannedListReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  replies: z.array(ZCannedReply),
});

export const ZCannedSave = z
  .strictObject({
    id: z.number().int().min(1).optional(),
    title: z.string().trim().min(1, ConversationMsg.cannedTitle).max(CANNED_TITLE_MAX, ConversationMsg.cannedTitle),
    body_en: z.string().trim().max(MESSAGE_MAX, ConversationMsg.cannedBody).default(''),
    body_ta: z.string().trim().max(MESSAGE_MAX, ConversationMsg.cannedBody).default(''),
    active: z.boolean().default(true),
  })
  .superRefine((r, ctx) => {
    if (!r.body_en && !r.body_ta)
      ctx.addIssue({ code: 'custom', path: ['body_en'], message: ConversationMsg.cannedBody });
  });
export type TCannedSave = z.input<typeof ZCannedSave>;
