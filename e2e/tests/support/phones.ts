import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_PHONES } from '../../phones.config';

type Sms = { to: string; templateId: string; variables: Record<string, string> };

const received = async (mobile: string) =>
  ((await (await fetch(`http://127.0.0.1:${E2E_PHONES.windowPort}/messages?to=91${mobile}`)).json()) as { sms: Sms[] })
    .sms;

/** How many SMS the local MSG91 received for a mobile (10 digits) so far: `smsTo`'s `after`. */
export const smsCount = async (mobile: string) => (await received(mobile)).length;

/**
 * The SMS the local MSG91 received for a mobile (10 digits), waiting for one that matches: the latest, or
 * the first after the `after` first ones.
 */
export async function smsTo(mobile: string, match: (s: Sms) => boolean, after?: number): Promise<Sms> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const all = await received(mobile);
    const found = after === undefined ? all.filter(match).at(-1) : all.slice(after).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching SMS to ${mobile}`);
}

/** The SMS templates of the phone walks, as the admin fills them on the company screen. */
const SMS_KINDS = ['request_raised', 'received', 'estimated', 'approved', 'code'] as const;

/**
 * SMS on for the company, with the walks' templates, saved through the admin's call as the company screen
 * saves it (the phone tests that run side by side save the same).
 */
export async function smsOn(request: APIRequestContext, admin: string) {
  const headers = { authorization: `Bearer ${admin}` };
  const current = await request.post('/api/admin/getCompanySettings', { headers, data: {} });
  const { logo_url: _l, channels_available: _c, ...details } = (await current.json()).company_details;
  const templates = Object.fromEntries(
    SMS_KINDS.map((k) => [k, { template_id: E2E_PHONES.smsTemplate(k), dlt_template_id: '1107161234567890123' }]),
  );
  const saved = await request.post('/api/admin/saveCompanySettings', {
    headers,
    data: {
      ...details,
      messaging: { ...details.messaging, sms: { ...details.messaging.sms, enabled: true, templates } },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * The account's admin verifies the account's mobile (decision 089) through the calls the profile's step
 * makes: the code by SMS, typed back.
 */
export async function verifyMobile(request: APIRequestContext, auth: string, mobile: string) {
  const headers = { authorization: `Bearer ${auth}` };
  const before = await smsCount(mobile);
  const sent = await request.post('/api/profile/sendMobileCode', { headers, data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const sms = await smsTo(mobile, (s) => s.templateId === E2E_PHONES.smsTemplate('code'), before);
  const done = await request.post('/api/profile/verifyMobile', { headers, data: { otp: sms.variables.code } });
  expect(done.status(), await done.text()).toBe(200);
}

/**
 * WhatsApp on for the company, without templates: the customers' consent is offered on the profile where
 * updates can go by WhatsApp, and no code or status goes that way (the phone tests' codes come by SMS).
 */
export async function whatsappOn(request: APIRequestContext, admin: string) {
  const headers = { authorization: `Bearer ${admin}` };
  const current = await request.post('/api/admin/getCompanySettings', { headers, data: {} });
  const { logo_url: _l, channels_available: _c, ...details } = (await current.json()).company_details;
  const saved = await request.post('/api/admin/saveCompanySettings', {
    headers,
    data: {
      ...details,
      messaging: { ...details.messaging, whatsapp: { ...details.messaging.whatsapp, enabled: true } },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
