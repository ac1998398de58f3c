import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from '../../../lib/random';
import { digestOf, parseJson, type WebhookProvider } from './provider';

const ZWhatsappEvent = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({
                // A customer's messages (issue 30): text, and images by their media id.
                messages: z
                  .array(
                    z.object({
                      from: z.string().regex(/^\d{6,15}$/),
                      id: z.string().min(1).max(200),
                      type: z.string().max(40),
                      text: z.object({ body: z.string().max(4096) }).optional(),
                      image: z.object({ id: z.string().max(200), caption: z.string().max(4096).optional() }).optional(),
                    }),
                  )
                  .max(1000)
                  .optional(),
                statuses: z
                  .array(
                    z.object({
                      id: z.string().max(200),
                      status: z.string(),
                      errors: z
                        .array(
                          z.object({
                            code: z.number().optional(),
                            title: z.string().optional(),
                            message: z.string().optional(),
                            error_data: z.object({ details: z.string().optional() }).optional(),
                          }),
                        )
                        .optional(),
                    }),
                  )
                  .max(1000)
                  .optional(),
              }),
            }),
          )
          .max(1000),
      }),
    )
    .max(1000),
});

/** A customer's WhatsApp message, as the conversations take it (issue 30, decision 073). */
export interface IncomingWhatsapp {
  /** Meta's message id (wamid): the conversations keep a message once however often it is posted. */
  providerId: string;
  /** The sender's number, digits only (919876543210). */
  from: string;
  kind: string;
  /** The text, or an image's caption. */
  text: string;
  /** An image's media id, fetched through the media API. */
  mediaId: string | null;
}

/** A status report on a message we sent: its wamid, Meta's state and, for a failure, Meta's first error. */
export interface WhatsappStatus {
  id: string;
  status: string;
  error: { code?: number; title?: string; message?: string; error_data?: { details?: string } } | null;
}

/** What one of Meta's POSTs carries, over all its entries and changes, in the order they came. */
export interface WhatsappEvent {
  messages: IncomingWhatsapp[];
  statuses: WhatsappStatus[];
}

/**
 * Meta's proof: X-Hub-Signature-256 is `sha256=` and the HMAC-SHA256 of the body's bytes with the app secret,
 * compared in constant time.
 */
export function signedByMeta(body: Buffer, signature: string | string[] | undefined, appSecret: string): boolean {
  const expected = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  return safeEqual(typeof signature === 'string' ? signature : '', expected);
}

/** The handshake Meta makes when the address is saved: the challenge to echo, or null (403). */
export function handshakeChallenge(
  q: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
  verifyToken: string,
): string | null {
  return q['hub.mode'] === 'subscribe' && safeEqual(q['hub.verify_token'] ?? '', verifyToken)
    ? (q['hub.challenge'] ?? '')
    : null;
}

/**
 * Meta's webhook (Cloud API, field "messages"). One POST may batch many entries and changes; the delivery is
 * the POST (decision 098): Meta gives it no id, and a retry sends the same signed bytes, so its id is their
 * digest. Each message's and status's own id (wamid) is what the handlers keep once.
 */
export const whatsappWebhook: WebhookProvider<WhatsappEvent> = {
  keptHeaders: ['content-type', 'x-hub-signature-256'],
  read(body) {
    const parsed = ZWhatsappEvent.safeParse(parseJson(body.toString('utf8')));
    if (!parsed.success) return null;
    const changes = parsed.data.entry.flatMap((e) => e.changes);
    return {
      messages: changes.flatMap((c) =>
        (c.value.messages ?? []).map((m) => ({
          providerId: m.id,
          from: m.from,
          kind: m.type,
          text: m.text?.body ?? m.image?.caption ?? '',
          mediaId: m.image?.id ?? null,
        })),
      ),
      statuses: changes.flatMap((c) =>
        (c.value.statuses ?? []).map((st) => ({ id: st.id, status: st.status, error: st.errors?.[0] ?? null })),
      ),
    };
  },
  deliveryId: (body) => digestOf(body),
};
