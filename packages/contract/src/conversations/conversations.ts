import { z } from 'zod';
import { ZReqCode } from '../requests/schemas';
import { ZTrackView } from '../requests/tracking';

// The texts are kept apart from zod's rules as the other message tables, under keys the screens translate.
/** What the conversation of a request says (issue 30, decision 070). */
export const ConversationMsg = {
  messageEmpty: 'Write a message or attach a file',
  messageTooLong: 'Keep the message within 2000 characters',
  tooManyAttachments: 'Attach at most 5 files to a message',
  attachmentNotYours: 'An attached file was not found or is already used. Please attach it again.',
  itemNotOnRequest: 'This item is not on this request.',
  messageSent: 'Message sent.',
  tooManyMessages: 'You have sent many messages in a short time. Please wait a minute and try again.',
} as const;

/** The longest message, in characters (the database holds twice that, for what arrives by WhatsApp). */
export const MESSAGE_MAX = 2000;
/** The most files one message carries. */
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** The most messages one person writes in a minute (the desk answering a queue stays well below it). */
export const MESSAGES_PER_MINUTE = 20;
/** The most messages a thread's read answers: the newest ones. */
export const THREAD_READ_MAX = 500;

export const ZThreadRequest = z.strictObject({ req_code: ZReqCode });

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
});
export type TAttachment = z.infer<typeof ZAttachment>;

export const ZThreadMessage = z.object({
  message_id: z.uuid(),
  side: z.enum(['customer', 'staff']),
  /** Who wrote it: the person's name; for the customer the service centre's staff are "Service centre". */
  author: z.string(),
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

export const ZThreadReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  req_code: z.string(),
  /** Oldest first; the newest THREAD_READ_MAX when there are more. */
  messages: z.array(ZThreadMessage),
  /** Whether older messages were left out. */
  earlier: z.boolean(),
});
export type TThreadReply = z.infer<typeof ZThreadReply>;

export const ZPostMessageReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  posted: ZThreadMessage,
});
export type TPostMessageReply = z.infer<typeof ZPostMessageReply>;

/** The conversation from the tracking link, after the code (the grant `track/verifyCode` gave). */
export const ZTrackThread = z.strictObject({ k: ZTrackView.shape.k, grant: z.string().max(100) });
/** A message from the tracking link: text only (files need the account's signed uploads). */
export const ZTrackMessage = z.strictObject({
  k: ZTrackView.shape.k,
  grant: z.string().max(100),
  body: z.string().trim().min(1, ConversationMsg.messageEmpty).max(MESSAGE_MAX, ConversationMsg.messageTooLong),
});
