import { randomBytes } from 'node:crypto';

/** The WhatsApp stand-in's bodies (whatsapp-cloud.ts): Graph errors, status reports, customers' messages. */
export const graphError = (status: number, code: number, message: string, details?: string) => ({
  status,
  json: {
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'GraphMethodException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(8).toString('hex'),
    },
  },
});

/** Status reports, as Meta posts them to the app (Cloud API webhook, field "messages"). */
export function statusEvent(phoneNumberId: string, statuses: unknown[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919000000000', phone_number_id: phoneNumberId },
              statuses,
            },
          },
        ],
      },
    ],
  };
}

/** Meta's errors a failed status carries: a number without WhatsApp, or the 24-hour rule. */
const STATUS_ERRORS = {
  undeliverable: {
    code: 131026,
    title: 'Message undeliverable',
    message: 'Message undeliverable',
    error_data: { details: 'Message Undeliverable.' },
  },
  reengagement: {
    code: 131047,
    title: 'Re-engagement message',
    message: 'Re-engagement message',
    error_data: {
      details:
        'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    },
  },
};

export function statusOf(
  id: string,
  to: string,
  value: 'sent' | 'delivered' | 'read' | 'failed',
  why: keyof typeof STATUS_ERRORS = 'undeliverable',
) {
  return {
    id,
    status: value,
    timestamp: String(Math.floor(Date.now() / 1000)),
    recipient_id: to,
    ...(value === 'failed'
      ? { errors: [STATUS_ERRORS[why]] }
      : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }),
  };
}

/** A customer's message, as Meta posts it to the app (Cloud API webhook, field "messages"). */
export function incomingEvent(phoneNumberId: string, from: string, name: string, message: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919000000000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: [message],
            },
          },
        ],
      },
    ],
  };
}
