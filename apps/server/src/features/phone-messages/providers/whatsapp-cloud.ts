import { z } from 'zod';
import { type PhoneProvider, ProviderError, postJson, providerNumber } from './provider';

export interface WhatsappCloudConfig {
  /** https://graph.facebook.com/v21.0 in production. */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

const ZMedia = z.object({ url: z.url(), mime_type: z.string().max(100), file_size: z.number().optional() });
/** The largest photo taken from a customer's WhatsApp message, as every upload. */
const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

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
      const to = providerNumber(m.to);
      const body = m.text
        ? // Free-form words: only inside the customer's 24-hour window (else 131047).
          { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { body: m.text } }
        : {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to,
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
    /** GET /{media-id} answers a short-lived address; GET on it with the same token answers the bytes. */
    async fetchMedia(mediaId) {
      const auth = { authorization: `Bearer ${c.accessToken}` };
      const info = await fetch(`${c.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(mediaId)}`, {
        headers: auth,
        signal: AbortSignal.timeout(15_000),
      });
      const meta = ZMedia.safeParse(await info.json().catch(() => null));
      if (!info.ok || !meta.success) throw new ProviderError(`media ${mediaId} not found (HTTP ${info.status})`, true);
      if ((meta.data.file_size ?? 0) > MAX_MEDIA_BYTES) throw new ProviderError('media larger than 10 MB', true);
      const res = await fetch(meta.data.url, { headers: auth, signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw new ProviderError(`media download answered HTTP ${res.status}`, false);
      const data = Buffer.from(await res.arrayBuffer());
      if (data.length > MAX_MEDIA_BYTES) throw new ProviderError('media larger than 10 MB', true);
      return { data, mimeType: meta.data.mime_type.split(';')[0]?.trim() ?? '' };
    },
  };
}
