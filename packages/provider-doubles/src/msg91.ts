import { randomBytes } from 'node:crypto';
import { isRecord, listen, parseJson, postWebhook } from './http';

interface Msg91Template {
  /** MSG91's template id (the DLT template is mapped to it in MSG91's panel). */
  id: string;
  /** The ##name## variables of its text. */
  variables: string[];
}

export interface Msg91DoubleOptions {
  port?: number;
  authKey: string;
  senderId: string;
  /** The app's delivery report address (webhook v2), with its token. */
  webhookUrl: string;
  /** Each answer waits this long, as a slow provider does. */
  answerDelayMs?: number;
  templates: Msg91Template[];
  /** Numbers (91…) the operator does not reach: reported failed. */
  undeliverable?: string[];
}

export interface SentSms {
  requestId: string;
  to: string;
  templateId: string;
  sender: string;
  variables: Record<string, string>;
  at: number;
}

const error = (status: number, message: string) => ({ status, json: { type: 'error', message } });

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * MSG91's flow API as its documentation describes it: POST /api/v5/flow with the `authkey` header, the
 * template id, the sender id and, per recipient, `mobiles` (91…) with the template's variables by name.
 * It answers a request id; the delivery report follows on the app's webhook (version 2: a form with `data`).
 */
export async function startMsg91Double(o: Msg91DoubleOptions) {
  const received: SentSms[] = [];
  const failures: 'server'[] = [];
  const webhookAnswers: number[] = [];

  /** The last report posted, as sent: a provider's retry sends the same bytes. */
  let lastPosted: string | null = null;

  async function report(requestId: string, to: string, delivered: boolean) {
    const data = [
      {
        senderId: o.senderId,
        requestId,
        report: [
          {
            date: new Date().toISOString().slice(0, 19).replace('T', ' '),
            number: to,
            status: delivered ? '1' : '2',
            desc: delivered ? 'DELIVERED' : 'FAILED',
            failedReason: delivered ? '' : 'Absent subscriber',
          },
        ],
        userId: '270000',
        campaignName: 'flow',
      },
    ];
    lastPosted = new URLSearchParams({ data: JSON.stringify(data) }).toString();
    const status = await postWebhook(o.webhookUrl, FORM, lastPosted);
    webhookAnswers.push(status);
    return status;
  }

  const server = await listen(o.port ?? 0, async (req, raw) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method !== 'POST' || path !== '/api/v5/flow') return error(404, 'Not found');
    if (req.headers.authkey !== o.authKey) return error(401, 'Authentication failure');
    if (o.answerDelayMs) await new Promise((r) => setTimeout(r, o.answerDelayMs));
    if (failures.shift() === 'server') return error(500, 'Internal server error');
    const b = parseJson(raw);
    if (!isRecord(b)) return error(400, 'Invalid JSON');
    const template = o.templates.find((t) => t.id === (b.template_id ?? b.flow_id));
    if (!template) return error(400, 'Template ID Missing or Invalid Template');
    if (b.sender !== undefined && b.sender !== o.senderId) return error(400, 'Invalid sender id');
    const recipients = Array.isArray(b.recipients) ? b.recipients : [];
    if (recipients.length === 0) return error(400, 'Recipients missing');
    const sent: SentSms[] = [];
    for (const r of recipients) {
      if (!isRecord(r) || !/^91[6-9]\d{9}$/.test(String(r.mobiles ?? '')))
        return error(400, 'Mobile number not found or invalid');
      const missing = template.variables.filter((v) => typeof r[v] !== 'string' || r[v] === '');
      if (missing.length > 0) return error(400, `Variables missing: ${missing.join(', ')}`);
      const variables = Object.fromEntries(template.variables.map((v) => [v, String(r[v])]));
      sent.push({
        requestId: '',
        to: String(r.mobiles),
        templateId: template.id,
        sender: o.senderId,
        variables,
        at: Date.now(),
      });
    }
    const requestId = randomBytes(12).toString('hex');
    for (const s of sent) received.push({ ...s, requestId });
    setTimeout(async () => {
      for (const s of sent) await report(requestId, s.to, !o.undeliverable?.includes(s.to));
    }, 30);
    return { status: 200, json: { type: 'success', message: requestId } };
  });

  return {
    url: server.url,
    received,
    webhookAnswers,
    failNext: (...kinds: 'server'[]) => failures.push(...kinds),
    report,
    /** The last report posted again, byte for byte, as a provider retries one. */
    postAgain: async () => {
      if (!lastPosted) throw new Error('nothing posted yet');
      const status = await postWebhook(o.webhookUrl, FORM, lastPosted);
      webhookAnswers.push(status);
      return status;
    },
    /** Where reports go: the app's address is known only once it listens. */
    setWebhookUrl: (url: string) => {
      o.webhookUrl = url;
    },
    close: server.close,
  };
}
export type Msg91Double = Awaited<ReturnType<typeof startMsg91Double>>;
