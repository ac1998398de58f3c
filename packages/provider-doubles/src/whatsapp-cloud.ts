import { createHmac, randomBytes } from 'node:crypto';
import { isRecord, listen, parseJson, postWebhook } from './http';

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
  name: string;
  language: string;
  params: string[];
  at: number;
}

type Failure = 'rate_limit' | 'server';
const graphError = (status: number, code: number, message: string, details?: string) => ({
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

  function event(statuses: unknown[]) {
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
                metadata: { display_phone_number: '919000000000', phone_number_id: o.phoneNumberId },
                statuses,
              },
            },
          ],
        },
      ],
    };
  }

  /** Posts a webhook body signed as Meta signs it (or with a wrong signature, to test the app). */
  async function post(body: unknown, secret = o.appSecret) {
    const text = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;
    const status = await postWebhook(
      o.webhookUrl,
      { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      text,
    );
    webhookAnswers.push(status);
    return status;
  }

  function status(id: string, to: string, value: 'sent' | 'delivered' | 'read' | 'failed') {
    return {
      id,
      status: value,
      timestamp: String(Math.floor(Date.now() / 1000)),
      recipient_id: to,
      ...(value === 'failed'
        ? {
            errors: [
              {
                code: 131026,
                title: 'Message undeliverable',
                message: 'Message undeliverable',
                error_data: { details: 'Message Undeliverable.' },
              },
            ],
          }
        : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }),
    };
  }

  const server = await listen(o.port ?? 0, async (req, raw) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
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
    received.push({ id, to, name: template.name, language, params: texts, at: Date.now() });
    // Reports follow the answer, as they do from Meta.
    setTimeout(async () => {
      if (o.notOnWhatsapp?.includes(to)) {
        await post(event([status(id, to, 'failed')]));
        return;
      }
      await post(event([status(id, to, 'sent')]));
      await post(event([status(id, to, 'delivered')]));
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

  return {
    url: server.url,
    /** The base URL the app is configured with (WHATSAPP_API_URL). */
    apiUrl: `${server.url}/v21.0`,
    received,
    webhookAnswers,
    /** The next calls fail, in order, as Meta fails them. */
    failNext: (...kinds: Failure[]) => failures.push(...kinds),
    /** A later status of a sent message (for example "read"). */
    report: (id: string, value: 'sent' | 'delivered' | 'read' | 'failed') => {
      const sent = received.find((r) => r.id === id);
      return post(event([status(id, sent?.to ?? '', value)]));
    },
    /** Posts a status webhook signed with another secret: the app must ignore it. */
    forge: (id: string, value: 'delivered' | 'read' | 'failed') =>
      post(event([status(id, '', value)]), 'not-the-app-secret'),
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
