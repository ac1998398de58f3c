// Kept free of zod, as the other message tables: the first screen's texts read them (decision 075).
/** What the conversation of a request says (issue 30, decision 070). */
export const ConversationMsg = {
  messageEmpty: 'Write a message or attach a file',
  messageTooLong: 'Keep the message within 2000 characters',
  tooManyAttachments: 'Attach at most 5 files to a message',
  attachmentNotYours: 'An attached file was not found or is already used. Please attach it again.',
  itemNotOnRequest: 'This item is not on this request.',
  messageSent: 'Message sent.',
  tooManyMessages: 'You have sent many messages in a short time. Please wait a minute and try again.',
  cannedTitle: 'Give the reply a short title (up to 80 characters)',
  cannedBody: 'Write the reply in English or in Tamil (up to 2000 characters each)',
  cannedExists: 'A reply with this title exists already.',
  cannedSaved: 'Reply saved.',
} as const;

/** The longest message, in characters (the database holds twice that, for what arrives by WhatsApp). */
export const MESSAGE_MAX = 2000;
/** The most files one message carries. */
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** The most messages one person writes in a minute (the desk answering a queue stays well below it). */
export const MESSAGES_PER_MINUTE = 20;
/**
 * The most messages one read of a thread answers: the newest, and the earlier ones a page at a time as the
 * reader asks (a long thread read whole was the slowest customer call: decision 086).
 */
export const THREAD_PAGE = 30;
