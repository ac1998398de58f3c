import type { TThreadMessage } from '../../conversations/conversations';
import { ConversationMsg } from '../../conversations/conversations';
import { type Examples, IMAGE_ID, ITEM_ID, OK, REQ, TRACK_KEY, WHEN } from './shared';

const fileUrl = (variant: string) => `/api/files/${IMAGE_ID}/${variant}?exp=1795000000&sig=${'a'.repeat(43)}`;

const question: TThreadMessage = {
  message_id: '7a1c2e3f-4b5d-4c6e-8f90-1a2b3c4d5e6f',
  side: 'customer',
  author: 'Priya',
  mine: true,
  channel: 'web',
  body: 'Is the charger needed? Here is a photo of the bill: https://example.com/bill',
  item_id: ITEM_ID,
  item_label: '1. Laptop, Dell',
  at: WHEN,
  read_at: '2026-11-23T10:40:00.000Z',
  attachments: [
    { attachment_id: IMAGE_ID, kind: 'image', url: fileUrl('full'), thumbnail_url: fileUrl('thumb'), name: 'bill.jpg' },
  ],
};
const answer: TThreadMessage = {
  message_id: '8b2d3f40-5c6e-4d7f-9a01-2b3c4d5e6f70',
  side: 'staff',
  author: 'Service centre',
  mine: false,
  channel: 'web',
  body: 'No charger needed, thank you.',
  item_id: null,
  item_label: null,
  at: '2026-11-23T10:45:00.000Z',
  read_at: null,
  attachments: [],
};

/** A request's conversation (issue 30, decision 070). */
export const CONVERSATION_EXAMPLES = {
  threadView: {
    body: { req_code: REQ },
    reply: {
      ...OK,
      req_code: REQ,
      messages: [question, answer],
      earlier: false,
      before: null,
      reply_channels: ['mail', 'whatsapp'],
      language: 'ta',
    },
  },
  postMessage: {
    body: { req_code: REQ, item_id: ITEM_ID, body: question.body, attachment_ids: [IMAGE_ID] },
    reply: { statusFlag: 0, message: ConversationMsg.messageSent, posted: { ...question, read_at: null } },
  },
  trackThread: {
    body: { k: TRACK_KEY, grant: 'g_2Hq…' },
    reply: {
      ...OK,
      req_code: REQ,
      messages: [{ ...question, author: 'Sri Murugan Traders' }, answer],
      earlier: false,
      before: null,
    },
  },
  trackPostMessage: {
    body: { k: TRACK_KEY, grant: 'g_2Hq…', body: 'Thank you. When will it be ready?' },
    reply: {
      statusFlag: 0,
      message: ConversationMsg.messageSent,
      posted: {
        ...question,
        channel: 'tracking',
        body: 'Thank you. When will it be ready?',
        item_id: null,
        item_label: null,
        read_at: null,
        attachments: [],
      },
    },
  },
  awaitingReplies: {
    body: { limit: 20 },
    reply: {
      ...OK,
      count: 1,
      rows: [
        {
          req_code: REQ,
          customer_name: 'Sri Murugan Traders',
          customer_code: 'CUS0001',
          language: 'ta',
          awaiting_since: WHEN,
          last_message: question.body,
          item_label: '1. Laptop, Dell',
          item_id: ITEM_ID,
          waiting_messages: 1,
          waiting: [{ ...question, mine: false, read_at: null }],
          reply_channels: ['mail', 'whatsapp'],
          customer_active: true,
        },
      ],
      next_cursor: null,
    },
  },
  cannedReplies: {
    body: { all: false },
    reply: {
      ...OK,
      replies: [
        {
          id: 1,
          title: 'Charger not needed',
          body_en: 'No need to send the charger: we test with our own.',
          body_ta: 'சார்ஜரை அனுப்ப வேண்டியதில்லை: எங்களுடையதைக் கொண்டு சோதிக்கிறோம்.',
          active: true,
        },
      ],
    },
  },
  saveCannedReply: {
    body: {
      title: 'Charger not needed',
      body_en: 'No need to send the charger: we test with our own.',
      body_ta: 'சார்ஜரை அனுப்ப வேண்டியதில்லை: எங்களுடையதைக் கொண்டு சோதிக்கிறோம்.',
      active: true,
    },
    reply: { ...OK, message: ConversationMsg.cannedSaved, code: '1' },
  },
} satisfies Examples;
