import { createHash, createHmac, randomBytes } from 'node:crypto';
import { isRecord, listen, parseJson, postWebhook } from './http';
import { graphError, incomingEvent, statusEvent, statusOf } from './whatsapp-cloud-bodies';

interface WhatsappTemplate {
  name: string;
  language: string;
  /** How many {{n}} values the body takes. */
  params: number;
}

export interface WhatsappDoubleOptions {
  port?: number;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  /** The app's webhook address, as saved in the Meta app's settings. */
  webhookUrl: string;
  /** Each answer waits this long, as a slow provider does. */
  answerDelayMs?: number;
  templates: WhatsappTemplate[];
  /** Numbers (digits, 91…) that have no WhatsApp: accepted, then reported failed (131026). */
  notOnWhatsapp?: string[];
}

export interface SentTemplate {
  id: string;
  to: string;
  /** The template's name; '' for a free-form text message. */
  name: string;
  language: string;
  params: string[];
  /** A free-form text message's words (type "text"); '' for a template. */
  text: string;
  at: number;
}

/** What a customer sends from their phone: words, or a photo (with an optional caption). */
export type IncomingMessage = { text: string } | { image: Buffer; mimeType: string; caption?: string };

/** The customer service window: free-form messages reach a number only this long after it last wrote. */
const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

type Failure = 'rate_limit' | 'server';
/**
 * Meta's WhatsApp Business Cloud API as its public reference describes it: POST
 * /{version}/{phone-number-id}/messages with a bearer token and a template message; the answer carries the
 * message's wamid; then the status webhooks (sent, delivered; or failed) are posted to the app, signed with
 * the app secret in X-Hub-Signature-256.
 */
export async function startWhatsappDouble(o: WhatsappDoubleOptions) {
  const received: SentTemplate[] = [];
  const failures: Failure[] = [];
  const webhookAnswers: number[] = [];
  /** When each number last wrote to the business (digits): its 24-hour window. */
  const lastIncoming = new Map<string, number>();
  /** The media customers sent, by media id, for GET /{media-id} and the download. */
  const media = new Map<string, { data: Buffer; mimeType: string }>();
  /** While set, media requests wait for it (a slow media server), and are counted as they arrive. */
  let mediaHeld: Promise<void> | null = null;
  let mediaRequests = 0;

  /** The last webhook posted, as sent: Meta retries one with the same bytes and signature. */
  let lastPosted: { headers: Record<string, string>; text: string } | null = null;

  /** Posts a webhook body signed as Meta signs it (or with a wrong signature, to test the app). */
  async function post(body: unknown, secret = o.appSecret) {
    const text = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;
    const headers = { 'content-type': 'application/json', 'x-hub-signature-256': signature };
    lastPosted = { headers, text };
    const status = await postWebhook(o.webhookUrl, headers, text);
    webhookAnswers.push(status);
    return status;
  }

  const server = await listen(o.port ?? 0, async (req, raw) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // Media: GET /{version}/{media-id} answers a short-lived download address; GET on it, with the same
    // bearer token, answers the bytes (Cloud API media reference).
    const download = /^\/media\/([^/]+)$/.exec(path);
    const mediaInfo = /^\/v\d+\.\d+\/(\d+)$/.exec(path);
    if (req.method === 'GET' && (download || mediaInfo)) {
      mediaRequests++;
      if (mediaHeld) await mediaHeld;
      if (req.headers.authorization !== `Bearer ${o.accessToken}`) {
        return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      const id = (download?.[1] ?? mediaInfo?.[1]) as string;
      const item = media.get(id);
      if (!item) return graphError(404, 100, `Unsupported get request. Object with ID '${id}' does not exist`);
      if (download) return { status: 200, raw: item.data, contentType: item.mimeType };
      return {
        status: 200,
        json: {
          messaging_product: 'whatsapp',
          url: `${server.url}/media/${id}`,
          mime_type: item.mimeType,
          sha256: createHash('sha256').update(item.data).digest('hex'),
          file_size: item.data.length,
          id,
        },
      };
    }
    const m = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
    if (req.method !== 'POST' || !m) return graphError(400, 100, 'Unsupported request - method type: get');
    if (req.headers.authorization !== `Bearer ${o.accessToken}`) {
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    if (m[1] !== o.phoneNumberId) {
      return graphError(400, 100, `Unsupported post request. Object with ID '${m[1]}' does not exist`);
    }
    if (o.answerDelayMs) await new Promise((r) => setTimeout(r, o.answerDelayMs));
    const failure = failures.shift();
    if (failure === 'rate_limit')
      return graphError(400, 130429, 'Rate limit hit', 'Cloud API message throughput has been reached.');
    if (failure === 'server') return graphError(500, 131000, 'Something went wrong');
    const b = parseJson(raw);
    if (isRecord(b) && b.messaging_product === 'whatsapp' && b.type === 'text') return freeForm(b);
    const t = isRecord(b) && isRecord(b.template) ? b.template : null;
    if (!isRecord(b) || b.messaging_product !== 'whatsapp' || b.type !== 'template' || !t) {
      return graphError(400, 100, 'Invalid parameter', 'messaging_product, type and template are required');
    }
    const to = String(b.to ?? '');
    if (!/^\d{8,15}$/.test(to)) return graphError(400, 131009, 'Parameter value is not valid', 'to');
    const language = isRecord(t.language) ? String(t.language.code ?? '') : '';
    const template = o.templates.find((x) => x.name === t.name && x.language === language);
    if (!template) {
      return graphError(
        404,
        132001,
        'Template name does not exist in the translation',
        `template name (${String(t.name)}) does not exist in ${language}`,
      );
    }
    const body = Array.isArray(t.components) ? t.components.find((c) => isRecord(c) && c.type === 'body') : undefined;
    const params = isRecord(body) && Array.isArray(body.parameters) ? body.parameters : [];
    const texts = params.map((p) => (isRecord(p) && p.type === 'text' ? String(p.text ?? '') : ''));
    if (texts.length !== template.params || texts.some((x) => x === '')) {
      return graphError(
        400,
        132000,
        'Number of parameters does not match the expected number of params',
        `body: expected ${template.params}, received ${texts.length}`,
      );
    }
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    received.push({ id, to, name: template.name, language, params: texts, text: '', at: Date.now() });
    // Reports follow the answer, as they do from Meta.
    setTimeout(async () => {
      if (o.notOnWhatsapp?.includes(to)) {
        await post(statusEvent(o.phoneNumberId, [statusOf(id, to, 'failed')]));
        return;
      }
      await post(statusEvent(o.phoneNumberId, [statusOf(id, to, 'sent')]));
      await post(statusEvent(o.phoneNumberId, [statusOf(id, to, 'delivered')]));
    }, 30);
    return {
      status: 200,
      json: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id, message_status: 'accepted' }],
      },
    };
  });

  /**
   * A free-form text message: accepted, then delivered while the number's 24-hour window is open, else
   * reported failed with 131047 "Re-engagement message", as Meta does.
   */
  function freeForm(b: Record<string, unknown>) {
    const to = String(b.to ?? '');
    const text = isRecord(b.text) ? String(b.text.body ?? '') : '';
    if (!/^\d{8,15}$/.test(to)) return graphError(400, 131009, 'Parameter value is not valid', 'to');
    if (!text || text.length > 4096) return graphError(400, 100, 'Invalid parameter', 'text.body');
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    received.push({ id, to, name: '', language: '', params: [], text, at: Date.now() });
    const open = Date.now() - (lastIncoming.get(to) ?? Number.NEGATIVE_INFINITY) < SERVICE_WINDOW_MS;
    setTimeout(async () => {
      if (!open) {
        await post(statusEvent(o.phoneNumberId, [statusOf(id, to, 'failed', 'reengagement')]));
        return;
      }
      await post(statusEvent(o.phoneNumberId, [statusOf(id, to, 'sent')]));
      await post(statusEvent(o.phoneNumberId, [statusOf(id, to, 'delivered')]));
    }, 30);
    return {
      status: 200,
      json: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id, message_status: 'accepted' }],
      },
    };
  }

  /** A customer's message from `from` (digits), posted to the app signed; opens the number's 24-hour window. */
  async function incoming(
    from: string,
    message: IncomingMessage,
    o2: { name?: string; secret?: string; id?: string } = {},
  ) {
    // Meta may post one message more than once: the same id again.
    const id = o2.id ?? `wamid.${randomBytes(24).toString('base64url')}`;
    const base = { from, id, timestamp: String(Math.floor(Date.now() / 1000)) };
    let body: Record<string, unknown>;
    if ('text' in message) body = { ...base, type: 'text', text: { body: message.text } };
    else {
      const mediaId = String(1_000_000_000_000 + media.size + Math.floor(Math.random() * 1_000_000));
      media.set(mediaId, { data: message.image, mimeType: message.mimeType });
      const sha256 = createHash('sha256').update(message.image).digest('hex');
      const image = {
        id: mediaId,
        mime_type: message.mimeType,
        sha256,
        ...(message.caption ? { caption: message.caption } : {}),
      };
      body = { ...base, type: 'image', image };
    }
    if (!o2.secret) lastIncoming.set(from, Date.now());
    const status = await post(incomingEvent(o.phoneNumberId, from, o2.name ?? 'Customer', body), o2.secret);
    return { id, status };
  }

  return {
    url: server.url,
    incoming,
    /** The same message signed with another secret: the app must refuse it and keep nothing. */
    forgeIncoming: (from: string, message: IncomingMessage) =>
      incoming(from, message, { secret: 'not-the-app-secret' }),
    /** The last webhook posted again, byte for byte, as Meta retries one it thinks was not received. */
    postAgain: async () => {
      if (!lastPosted) throw new Error('nothing posted yet');
      const status = await postWebhook(o.webhookUrl, lastPosted.headers, lastPosted.text);
      webhookAnswers.push(status);
      return status;
    },
    /** Media requests from now on wait until the answered function is called (a media server that hangs). */
    holdMedia: () => {
      let release = () => {};
      mediaHeld = new Promise<void>((r) => {
        release = r;
      });
      return () => {
        mediaHeld = null;
        release();
      };
    },
    /** How many media requests (the address, the download) the app has made. */
    mediaRequests: () => mediaRequests,
    /** The number last wrote more than 24 hours ago: free-form messages to it now fail with 131047. */
    closeWindow: (number: string) => {
      lastIncoming.set(number, Date.now() - SERVICE_WINDOW_MS - 1);
    },
    /** The base URL the app is configured with (WHATSAPP_API_URL). */
    apiUrl: `${server.url}/v21.0`,
    received,
    webhookAnswers,
    /** The next calls fail, in order, as Meta fails them. */
    failNext: (...kinds: Failure[]) => failures.push(...kinds),
    /** A later status of a sent message (for example "read"). */
    report: (id: string, value: 'sent' | 'delivered' | 'read' | 'failed') => {
      const sent = received.find((r) => r.id === id);
      return post(statusEvent(o.phoneNumberId, [statusOf(id, sent?.to ?? '', value)]));
    },
    /** Posts a status webhook signed with another secret: the app must ignore it. */
    forge: (id: string, value: 'delivered' | 'read' | 'failed') =>
      post(statusEvent(o.phoneNumberId, [statusOf(id, '', value)]), 'not-the-app-secret'),
    /** The handshake Meta makes when the webhook address is saved; answers what the app sent back. */
    async verify(verifyToken: string) {
      const challenge = String(Date.now());
      const url = `${o.webhookUrl}?hub.mode=subscribe&hub.challenge=${challenge}&hub.verify_token=${encodeURIComponent(verifyToken)}`;
      const res = await fetch(url);
      return { status: res.status, echoed: (await res.text()) === challenge };
    },
    /** Where reports go: the app's address is known only once it listens. */
    setWebhookUrl: (url: string) => {
      o.webhookUrl = url;
    },
    close: server.close,
  };
}
export type WhatsappDouble = Awaited<ReturnType<typeof startWhatsappDouble>>;
