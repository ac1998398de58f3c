import type { AddressInfo } from 'node:net';
import { startMsg91Double, startWhatsappDouble } from '@svc/provider-doubles';
import { startTestApp, type TestContext } from './app';
import { LETTERHEAD } from './company';
import { until } from './wait';

export const WHATSAPP = {
  phoneNumberId: '106540352242922',
  accessToken: 'EAAG-test-access-token-0123456789',
  appSecret: 'whatsapp-app-secret-0123456789',
  verifyToken: 'whatsapp-verify-token-0123456789',
};
const MSG91 = {
  authKey: 'msg91-auth-key-0123',
  senderId: 'SVCAPP',
  webhookToken: 'msg91-webhook-token-0123456789',
};

/** Every message kind with a WhatsApp template of that name and an MSG91 template of its own. */
const KINDS_WITH_PARAMS = {
  request_raised: ['name', 'request', 'items', 'link'],
  received: ['request', 'item', 'link'],
  estimated: ['request', 'item', 'amount', 'link'],
  approved: ['request', 'item', 'link'],
  declined: ['request', 'item', 'link'],
  waiting_for_parts: ['request', 'item', 'date', 'link'],
  dispatched: ['request', 'item', 'courier', 'docket', 'link'],
  code: ['code'],
  rating_invite: ['request', 'link'],
  staff_reply: ['request', 'link'],
} as const;
const smsId = (kind: string) => `tpl${kind.replace(/_/g, '')}`;

export function messagingSettings(over: { whatsapp?: boolean; sms?: boolean; order?: ('whatsapp' | 'sms')[] } = {}) {
  const kinds = Object.keys(KINDS_WITH_PARAMS);
  return {
    order: over.order ?? ['whatsapp', 'sms'],
    whatsapp: {
      enabled: over.whatsapp ?? true,
      language: 'en',
      templates: Object.fromEntries(kinds.map((k) => [k, `svc_${k}`])),
    },
    sms: {
      enabled: over.sms ?? true,
      templates: Object.fromEntries(
        kinds.map((k, i) => [
          k,
          {
            template_id: smsId(k),
            dlt_template_id: `110716${String(i).padStart(13, '0')}`,
            // The Tamil text is a DLT template of its own.
            template_id_ta: `${smsId(k)}ta`,
            dlt_template_id_ta: `110717${String(i).padStart(13, '0')}`,
          },
        ]),
      ),
    },
  };
}

/**
 * The app listening on a real port, with the local WhatsApp Cloud API and MSG91 servers it sends to and
 * that post their signed reports back to it.
 */
export async function startWithPhones(
  opts: { onDisk?: boolean; answerDelayMs?: number; notOnWhatsapp?: string[]; env?: Record<string, string> } = {},
) {
  const whatsapp = await startWhatsappDouble({
    ...WHATSAPP,
    webhookUrl: 'http://127.0.0.1:9/unset',
    answerDelayMs: opts.answerDelayMs,
    notOnWhatsapp: opts.notOnWhatsapp,
    // Each template approved in English and in Tamil (a variant per language, as Meta keeps them).
    templates: Object.entries(KINDS_WITH_PARAMS).flatMap(([k, p]) =>
      ['en', 'ta'].map((language) => ({ name: `svc_${k}`, language, params: p.length })),
    ),
  });
  const sms = await startMsg91Double({
    authKey: MSG91.authKey,
    senderId: MSG91.senderId,
    webhookUrl: 'http://127.0.0.1:9/unset',
    answerDelayMs: opts.answerDelayMs,
    templates: Object.entries(KINDS_WITH_PARAMS).flatMap(([k, p]) => [
      { id: smsId(k), variables: [...p] },
      { id: `${smsId(k)}ta`, variables: [...p] },
    ]),
  });
  const env = {
    PUBLIC_URL: 'https://service.example.in',
    WHATSAPP_API_URL: whatsapp.apiUrl,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: WHATSAPP.accessToken,
    WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: WHATSAPP.verifyToken,
    MSG91_API_URL: sms.url,
    MSG91_AUTH_KEY: MSG91.authKey,
    MSG91_SENDER_ID: MSG91.senderId,
    MSG91_WEBHOOK_TOKEN: MSG91.webhookToken,
  };
  const t: TestContext = await startTestApp({ ...env, ...opts.env }, { onDisk: opts.onDisk });
  let port = 0;
  // A restarted server comes back on its own port, where the providers' retried reports find it.
  async function listen() {
    await t.app.listen({ port, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}/api/webhooks`;
    whatsapp.setWebhookUrl(`${base}/whatsapp`);
    sms.setWebhookUrl(`${base}/msg91?token=${MSG91.webhookToken}`);
  }
  await listen();
  return {
    t,
    whatsapp,
    sms,
    /** Stops the server as SIGTERM would and starts it again on the same database, listening anew. */
    async restart() {
      await t.restart();
      await listen();
    },
    async close() {
      await t.close();
      await whatsapp.close();
      await sms.close();
    },
  };
}

/**
 * Saves the company's messaging settings through the admin's call, keeping its other details (a fresh
 * install's missing letterhead filled in); fails the test when refused.
 */
export async function saveMessaging(t: TestContext, admin: string, messaging: ReturnType<typeof messagingSettings>) {
  const current = await t.post<{ company_details: Record<string, unknown> }>('/admin/getCompanySettings', {}, admin);
  const c = current.body.company_details;
  const res = await t.post(
    '/admin/saveCompanySettings',
    {
      name: c.name || LETTERHEAD.name,
      address: c.address || LETTERHEAD.address,
      gstin: c.gstin,
      phone: c.phone,
      email: c.email,
      muted_statuses: [],
      messaging,
    },
    admin,
  );
  if (res.statusCode !== 200) throw new Error(`saveCompanySettings: ${JSON.stringify(res.body)}`);
}

type Phones = Awaited<ReturnType<typeof startWithPhones>>;

/**
 * The account's admin verifies the account's mobile as on the profile (decision 089): asks for the code,
 * reads it where it went (SMS, or WhatsApp), types it back. `digits`: the number as the providers see it
 * (91…). The code's message is then taken off the provider's list, so a test reads there only the messages
 * it is about. Answers the code and its channel.
 */
export async function verifyMobile(env: Phones, token: string, digits: string) {
  const before = { sms: env.sms.received.length, whatsapp: env.whatsapp.received.length };
  const sent = await env.t.post<{ channel: string }>('/profile/sendMobileCode', {}, token);
  if (sent.statusCode !== 200) throw new Error(`sendMobileCode: ${JSON.stringify(sent.body)}`);
  let code: string | undefined;
  let takeOff = () => {};
  if (sent.body.channel === 'sms') {
    const list = env.sms.received;
    const sms = await until('the mobile code by SMS', () =>
      list.slice(before.sms).find((m) => m.to === digits && m.templateId.startsWith('tplcode')),
    );
    code = sms.variables.code;
    takeOff = () => list.splice(list.indexOf(sms), 1);
  } else {
    const list = env.whatsapp.received;
    const sent = await until('the mobile code on WhatsApp', () =>
      list.slice(before.whatsapp).find((m) => m.to === digits && m.name === 'svc_code'),
    );
    code = sent.params[0];
    takeOff = () => list.splice(list.indexOf(sent), 1);
  }
  const res = await env.t.post('/profile/verifyMobile', { otp: code }, token);
  if (res.statusCode !== 200) throw new Error(`verifyMobile: ${JSON.stringify(res.body)}`);
  takeOff();
  return { code, channel: sent.body.channel };
}
