import { z } from 'zod';
import { type PhoneProvider, ProviderError, postJson, providerNumber } from './provider';

export interface WhatsappCloudConfig {
  /** https://graph.facebook.com/v21.0 in production. */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

const ZSent = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const ZError = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

/**
 * Error codes worth another try later (Cloud API error reference): throttling, a temporary outage or an
 * unknown error. Everything else (template, parameters, recipient, credentials) will not mend by waiting.
 */
const RETRYABLE = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

/** Meta's WhatsApp Business Cloud API: approved template messages to /{phone-number-id}/messages. */
export function whatsappCloud(c: WhatsappCloudConfig): PhoneProvider {
  return {
    async send(m) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: providerNumber(m.to),
        type: 'template',
        template: {
          name: m.template,
          language: { code: m.language ?? 'en' },
          components: [{ type: 'body', parameters: m.params.map((p) => ({ type: 'text', text: p.value })) }],
        },
      };
      const { status, json } = await postJson(
        `${c.apiUrl.replace(/\/$/, '')}/${c.phoneNumberId}/messages`,
        { authorization: `Bearer ${c.accessToken}` },
        body,
        15_000,
      );
      const sent = ZSent.safeParse(json);
      if (status === 200 && sent.success) return { providerId: sent.data.messages[0]?.id ?? '' };
      const err = ZError.safeParse(json);
      const code = err.success ? (err.data.error.code ?? 0) : 0;
      const reason = err.success
        ? `${code} ${err.data.error.message ?? ''}${err.data.error.error_data?.details ? `: ${err.data.error.error_data.details}` : ''}`
        : `HTTP ${status}`;
      throw new ProviderError(reason.trim(), !(status >= 500 || status === 429 || RETRYABLE.has(code)));
    },
  };
}
