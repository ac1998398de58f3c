import { createHmac } from 'node:crypto';
// The routes' `hide` schema option (kept out of the API reference) is declared by @fastify/swagger.
import type {} from '@fastify/swagger';
import { Code, Msg } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Settings } from '../../config/settings';
import type { Db } from '../../db/client';
import { safeEqual } from '../../lib/random';
import { applyReport, type ReportedState } from './phone-outbox.repository';

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

/** Meta's handshake: each parameter once (a repeated one arrives as a list and is refused). */
const ZHandshake = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});
const ZMsg91Query = z.object({ token: z.string().max(500).optional() });

const WHATSAPP_STATES: Record<string, ReportedState> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

const ZMsg91Report = z.object({
  requestId: z.string().max(100),
  number: z.string().optional(),
  status: z.union([z.string(), z.number()]).transform(String),
  desc: z.string().optional(),
  failedReason: z.string().optional(),
});
const ZMsg91Batch = z.array(
  z.object({ requestId: z.string().max(100), report: z.array(ZMsg91Report.omit({ requestId: true })).max(1000) }),
);

/** MSG91's report codes: 1 delivered; 8 (sent to the operator), 3 and 5 (pending) still on the way. */
function msg91State(status: string): ReportedState {
  if (status === '1') return 'delivered';
  if (['3', '5', '8'].includes(status)) return 'sent';
  return 'failed';
}

const whatsappReason = (e?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }) =>
  e ? [e.code, e.title ?? e.message, e.error_data?.details].filter(Boolean).join(' ') : 'failed';

/** A customer's WhatsApp message, handed to the conversations (issue 30, decision 073). */
export interface IncomingWhatsapp {
  providerId: string;
  from: string;
  kind: string;
  text: string;
  mediaId: string | null;
}

/**
 * The providers' delivery reports, and the customers' WhatsApp messages. Meta signs each body with the app
 * secret (X-Hub-Signature-256); MSG91 does not sign, so its address carries a secret token. A body that does
 * not check out changes nothing.
 */
export const webhooksRoutes: FastifyPluginAsync<{
  db: Db;
  settings: Settings;
  inbound?: (m: IncomingWhatsapp) => Promise<void>;
}> = async (app, { db, settings, inbound }) => {
  // The signature is over the bytes as sent: keep them.
  // Here (and only here: this plugin's own context) the raw bytes, whose signature is checked.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  const s = settings;
  if (s.WHATSAPP_APP_SECRET && s.WHATSAPP_VERIFY_TOKEN) {
    const secret = s.WHATSAPP_APP_SECRET;
    const verifyToken = s.WHATSAPP_VERIFY_TOKEN;

    // The handshake Meta makes when the webhook address is saved in the app's settings.
    app.get('/webhooks/whatsapp', { schema: { hide: true } }, async (req, reply) => {
      const parsed = ZHandshake.safeParse(req.query);
      if (!parsed.success) return reply.code(400).send({ status: Code.badRequest, message: Msg.badRequest });
      const q = parsed.data;
      if (q['hub.mode'] === 'subscribe' && safeEqual(q['hub.verify_token'] ?? '', verifyToken)) {
        return reply.type('text/plain').send(q['hub.challenge'] ?? '');
      }
      return reply.code(403).send({ message: 'Forbidden' });
    });

    app.post('/webhooks/whatsapp', { schema: { hide: true } }, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const expected = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
      if (!safeEqual(String(req.headers['x-hub-signature-256'] ?? ''), expected)) {
        req.log.warn('whatsapp webhook with a bad signature');
        return reply.code(401).send({ message: 'Bad signature' });
      }
      const event = ZWhatsappEvent.safeParse(safeJson(raw.toString('utf8')));
      if (!event.success) return reply.code(400).send({ message: 'Not a WhatsApp event' });
      for (const change of event.data.entry.flatMap((e) => e.changes)) {
        for (const m of change.value.messages ?? []) {
          await inbound?.({
            providerId: m.id,
            from: m.from,
            kind: m.type,
            text: m.text?.body ?? m.image?.caption ?? '',
            mediaId: m.image?.id ?? null,
          });
        }
        for (const st of change.value.statuses ?? []) {
          const state = WHATSAPP_STATES[st.status];
          if (!state) continue;
          await db.transaction((tx) =>
            applyReport(tx, 'whatsapp', st.id, state, state === 'failed' ? whatsappReason(st.errors?.[0]) : null),
          );
        }
      }
      return { ok: true };
    });
  }

  if (s.MSG91_WEBHOOK_TOKEN) {
    const token = s.MSG91_WEBHOOK_TOKEN;
    app.post('/webhooks/msg91', { schema: { hide: true } }, async (req, reply) => {
      const q = ZMsg91Query.safeParse(req.query);
      if (!q.success) return reply.code(400).send({ status: Code.badRequest, message: Msg.badRequest });
      if (!safeEqual(q.data.token ?? '', token)) return reply.code(401).send({ message: 'Bad token' });
      const reports = msg91Reports(req.body);
      if (!reports) return reply.code(400).send({ message: 'Not an MSG91 report' });
      for (const r of reports) {
        const state = msg91State(r.status);
        const reason = state === 'failed' ? [r.desc, r.failedReason].filter(Boolean).join(': ') : null;
        await db.transaction((tx) => applyReport(tx, 'sms', r.requestId, state, reason));
      }
      return { ok: true };
    });
  }
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Webhook v2 posts a form with `data` holding a JSON list; v3 posts one report as JSON. */
function msg91Reports(body: unknown) {
  if (typeof body === 'string') {
    const batch = ZMsg91Batch.safeParse(safeJson(new URLSearchParams(body).get('data') ?? ''));
    return batch.success ? batch.data.flatMap((b) => b.report.map((r) => ({ ...r, requestId: b.requestId }))) : null;
  }
  const one = ZMsg91Report.safeParse(Buffer.isBuffer(body) ? safeJson(body.toString('utf8')) : null);
  return one.success ? [one.data] : null;
}
