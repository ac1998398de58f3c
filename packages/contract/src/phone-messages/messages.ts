import { z } from 'zod';
import { ZReqCode } from '../requests/schemas';
import { STATUS_NEWS, STATUS_TEXT } from '../requests/status-registry';
import { ITEM_STATUSES, type TItemStatus } from '../requests/statuses';
import { MessagingMsg } from './messaging-texts';

/** The channels that reach a phone. E-mail is not among them: it always goes, whatever these say. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type TPhoneChannel = (typeof PHONE_CHANNELS)[number];

type TStatusKind = Exclude<TItemStatus, 'pending'>;
export type TMessageKind = 'request_raised' | TStatusKind | 'code' | 'rating_invite' | 'staff_reply';
/** Every item status but "pending", whose news is the request's confirmation. */
const STATUS_KINDS = ITEM_STATUSES.filter((s): s is TStatusKind => s !== 'pending');
/** A value for each status a customer is told about, read off the status registry. */
function statusRecord<V>(value: (s: TStatusKind) => V): Record<TStatusKind, V> {
  return Object.fromEntries(STATUS_KINDS.map((s) => [s, value(s)])) as Record<TStatusKind, V>;
}

/**
 * Every message that can go to a phone: the request's confirmation, one per item status a customer is
 * told about, the 6-digit codes (sign-up and tracking page), the rating link a day after delivery and the
 * news of a staff reply in the request's conversation (issue 30). Each has its own approved template.
 */
export const MESSAGE_KINDS = ['request_raised', ...STATUS_KINDS, 'code', 'rating_invite', 'staff_reply'] as [
  TMessageKind,
  ...TMessageKind[],
];

/**
 * The values each template takes, in order: WhatsApp's {{1}}, {{2}} … and the variable names of the SMS
 * template (##request## …). A template registered with other values is refused by the provider.
 */
export const MESSAGE_PARAMS: Record<TMessageKind, readonly string[]> = {
  request_raised: ['name', 'request', 'items', 'link'],
  ...statusRecord((s) => STATUS_NEWS[s].phone ?? []),
  code: ['code'],
  rating_invite: ['request', 'link'],
  staff_reply: ['request', 'link'],
};

export const MESSAGE_LABEL: Record<TMessageKind, string> = {
  request_raised: 'Request raised',
  ...statusRecord((s) => STATUS_TEXT[s].label),
  code: '6-digit code',
  rating_invite: 'Rating invitation',
  staff_reply: 'Reply from the service centre',
};

const ZTemplateName = z
  .string()
  .trim()
  .max(512)
  .regex(/^[a-z0-9_]*$/, MessagingMsg.templateName);
const ZProviderTemplateId = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9]*$/, MessagingMsg.smsTemplateId);
const ZDltTemplateId = z
  .string()
  .trim()
  .regex(/^(\d{15,20})?$/, MessagingMsg.dltTemplateId);
/**
 * An SMS template: the provider's id and the DLT id of its English text, and of its Tamil text (a
 * separate DLT template, in Unicode) for customers who read Tamil; without a Tamil one they get English.
 */
const ZSmsTemplate = z.strictObject({
  template_id: ZProviderTemplateId,
  dlt_template_id: ZDltTemplateId,
  template_id_ta: ZProviderTemplateId.default(''),
  dlt_template_id_ta: ZDltTemplateId.default(''),
});
export type TSmsTemplate = z.output<typeof ZSmsTemplate>;

/** WhatsApp template languages the company may register its templates in. */
export const WHATSAPP_LANGUAGES = ['en', 'en_US', 'en_GB', 'ta'] as const;

/**
 * Which phone channels are on, in which order they are tried (the next when one fails), and the template
 * of each message on each. A message whose template is left empty skips that channel.
 */
export const ZMessagingSettings = z.strictObject({
  order: z
    .array(z.enum(PHONE_CHANNELS))
    .max(PHONE_CHANNELS.length)
    .refine((o) => new Set(o).size === o.length, MessagingMsg.orderTwice)
    .default(['whatsapp', 'sms']),
  whatsapp: z
    .strictObject({
      enabled: z.boolean(),
      language: z.enum(WHATSAPP_LANGUAGES),
      templates: z.partialRecord(z.enum(MESSAGE_KINDS), ZTemplateName),
    })
    .default({ enabled: false, language: 'en', templates: {} }),
  sms: z
    .strictObject({
      enabled: z.boolean(),
      templates: z.partialRecord(z.enum(MESSAGE_KINDS), ZSmsTemplate),
    })
    .default({ enabled: false, templates: {} }),
});
export type TMessagingSettingsInput = z.input<typeof ZMessagingSettings>;
export type TMessagingSettings = z.output<typeof ZMessagingSettings>;
export const DEFAULT_MESSAGING: TMessagingSettings = ZMessagingSettings.parse({});

/** Where a phone message stands; the provider's reports move it on, never back. */
export const DELIVERY_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type TDeliveryState = (typeof DELIVERY_STATES)[number];

export const ZDelivery = z.object({
  id: z.number().int(),
  channel: z.enum(PHONE_CHANNELS),
  kind: z.enum(MESSAGE_KINDS),
  to: z.string(),
  state: z.enum(DELIVERY_STATES),
  /** The provider's reason for a failure, or the last error while it is retried. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDelivery = z.infer<typeof ZDelivery>;
export const ZDeliveriesRequest = z.strictObject({ req_code: ZReqCode });
export const ZDeliveriesReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  deliveries: z.array(ZDelivery),
});
export type TDeliveriesReply = z.infer<typeof ZDeliveriesReply>;

export const ZWhatsappOptIn = z.strictObject({ opt_in: z.boolean() });
export const ZWhatsappOptInReply = z.object({
  status: z.number().int(),
  message: z.string(),
  whatsapp_opt_in_at: z.string().nullable(),
});
