import { Code, endpoints as e, Msg } from '@svc/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../../config/settings';
import { AppError } from '../../lib/app-error';
import { msg91TokenValid } from './providers/msg91';
import { shiprocketTokenValid } from './providers/shiprocket';
import { handshakeChallenge, signedByMeta } from './providers/whatsapp';
import type { WebhookInbox, WebhookProviderName } from './webhook-inbox';

/** The app's body limit, and the most a stored delivery holds (the table's check, migration 0037). */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The providers' callbacks, rows of the endpoint table (decision 098): each proof is checked first (a refused
 * one: 401, nothing kept), then the body is read and kept once, and the provider has its 200 before any of it
 * is processed. A provider whose credentials this server has not got has no address here.
 */
export const webhooksRoutes: FastifyPluginAsync<{ settings: Settings; inbox: WebhookInbox }> = async (
  app,
  { settings: s, inbox },
) => {
  /** Keeps a proved body and answers: 400 when it is not the provider's, else 200 (a redelivery too). */
  async function accept(
    provider: WebhookProviderName,
    raw: Buffer,
    req: FastifyRequest,
    reply: FastifyReply,
    notOurs: string,
  ) {
    const kept = await inbox.store(provider, raw, req.headers);
    if (kept === 'unreadable') return reply.code(400).send({ message: notOurs });
    return { ok: true };
  }

  if (s.WHATSAPP_APP_SECRET && s.WHATSAPP_VERIFY_TOKEN) {
    const secret = s.WHATSAPP_APP_SECRET;
    const verifyToken = s.WHATSAPP_VERIFY_TOKEN;
    // The handshake Meta makes when the webhook address is saved in the app's settings.
    app.endpoint(e.whatsappHandshake, ({ query, reply }) => {
      const challenge = handshakeChallenge(query, verifyToken);
      if (challenge === null) return reply.code(403).send({ message: 'Forbidden' });
      return reply.type('text/plain').send(challenge);
    });
    app.endpoint(
      e.whatsappWebhook,
      async ({ raw, req, reply }) => {
        if (!signedByMeta(raw, req.headers['x-hub-signature-256'], secret)) {
          req.log.warn('whatsapp webhook with a bad signature');
          return reply.code(401).send({ message: 'Bad signature' });
        }
        return accept('whatsapp', raw, req, reply, 'Not a WhatsApp event');
      },
      { bodyLimit: WEBHOOK_BODY_LIMIT },
    );
  }

  if (s.MSG91_WEBHOOK_TOKEN) {
    const token = s.MSG91_WEBHOOK_TOKEN;
    app.endpoint(e.msg91Webhook, ({ raw, req, reply }) => accept('msg91', raw, req, reply, 'Not an MSG91 report'), {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // The token is in the address: a caller without it is refused before its body is read (decision 088).
      admit: async (req) => {
        const q = e.msg91Webhook.query.safeParse(req.query);
        if (!q.success) throw new AppError(Code.badRequest, Msg.badRequest);
        if (!msg91TokenValid(q.data.token, token)) throw new AppError(Code.unauthorized, 'Bad token');
      },
    });
  }

  if (s.SHIPROCKET_WEBHOOK_TOKEN) {
    const token = s.SHIPROCKET_WEBHOOK_TOKEN;
    // A delivery with the right token is answered 200 at once, whatever AWB it names (issue 43): Shiprocket
    // wants only 200 back, and an AWB we do not know is logged by the handler, never refused here.
    app.endpoint(
      e.shiprocketTracking,
      ({ raw, req, reply }) => accept('shiprocket', raw, req, reply, 'Not a Shiprocket tracking event'),
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        admit: async (req) => {
          if (!shiprocketTokenValid(req.headers['x-api-key'], token))
            throw new AppError(Code.unauthorized, 'Bad token');
        },
      },
    );
  }
};
