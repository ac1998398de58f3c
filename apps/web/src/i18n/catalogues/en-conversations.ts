import { AttachmentMsg, ConversationMsg } from '@svc/contract';

// The four answers the tracking page shows too are in the public catalogue (en.ts), with its words.
const { messageEmpty, messageTooLong, messageSent, tooManyMessages, ...signedIn } = ConversationMsg;

/** A request's conversation (issue 30), English; the server's answers under their keys. */
export const enConversations = {
  ...signedIn,
  ...AttachmentMsg,
  unreadMessages: '{count, plural, one {# new message} other {# new messages}}',
  conversationTitle: 'Messages',
  conversationHint: 'Write to the service centre about this request: a question, a photo, a bill (PDF).',
  conversationHintStaff: 'Write to the customer about this request. They are told by mail and WhatsApp.',
  conversationEmpty: 'No messages yet.',
  conversationEarlier: 'Earlier messages are not shown.',
  messageLabel: 'Your message',
  messageAboutLabel: 'About',
  messageAboutRequest: 'The whole request',
  messageAbout: 'About {item}',
  messageYou: 'You',
  messageRead: 'Read {at}',
  messageNotRead: 'Not read yet',
  messageNew: 'New',
  messageByWhatsapp: 'By WhatsApp',
  attachFile: 'Attach photo or PDF',
  attachmentReady: 'Attached',
  removeAttachment: 'Remove {name}',
  attachmentWrongType: '{name}: only JPEG, PNG and WebP photos or PDF documents can be attached',
  attachmentTooLarge: '{name}: a file can be at most 10 MB',
  attachedPhotoN: 'Attached photo {n}',
  attachedPdfN: 'PDF document {n}',
  sendMessage: 'Send',
};
