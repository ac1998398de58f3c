import {
  AWAITING_SHOWN,
  type TAwaitingReply,
  type TPostMessageReply,
  type TThreadReply,
  type TViewRequestReply,
} from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN } from '../helpers/app';
import {
  messagingSettings,
  saveMessaging as saveCompanyMessaging,
  startWithPhones,
  verifyMobile,
} from '../helpers/phones';
import { createRequest, makeJpeg, requestBody, upload } from '../helpers/requests';

/**
 * What the desk's "awaiting our reply" queue shows, so staff answer without opening the request: the
 * customer's messages since the last answer with their photos and PDFs, the item the latest is about, and
 * the channels a reply will really reach the customer by (the same as the request's conversation says).
 */
let env: Awaited<ReturnType<typeof startWithPhones>>;
let admin: string;
const t = () => env.t;
let phoneSeq = 0;
const uniqueMobile = () => `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phoneSeq).padStart(3, '0')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function customer(whatsapp: boolean, verified = false) {
  const mobile = uniqueMobile();
  const c = await signUp(t(), 'Secret@123', { mobile });
  const token = (await login(t(), c.username, c.password)).accessToken;
  // Only a verified number gets WhatsApp and SMS (decision 089): verified while a channel is on.
  if (verified) await verifyMobile(env, token, `91${mobile}`);
  if (whatsapp) expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, token)).statusCode).toBe(200);
  return { ...c, token };
}
const post = async (req_code: string, body: Record<string, unknown>, token: string) => {
  const res = await t().post<TPostMessageReply>('/conversations/postMessage', { req_code, ...body }, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.posted;
};
const queueRow = async (reqCode: string) => {
  const res = await t().post<TAwaitingReply>('/conversations/getAwaitingReplies', { limit: 100 }, admin);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.rows.find((r) => r.req_code === reqCode);
};
const thread = (reqCode: string, token: string) =>
  t().post<TThreadReply>('/conversations/getThread', { req_code: reqCode }, token);
async function pdfUpload(token: string) {
  const signed = await t().post<{ signedUrl: string; image_id: string }>(
    '/requestrepair/getPresignedUrl',
    { content_type: 'application/pdf', size: PDF.length, purpose: 'message' },
    token,
  );
  const put = await t().app.inject({
    method: 'PUT',
    url: signed.body.signedUrl,
    payload: PDF,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.statusCode, put.body).toBe(200);
  return signed.body.image_id;
}
const saveMessaging = (over: Parameters<typeof messagingSettings>[0]) =>
  saveCompanyMessaging(t(), admin, messagingSettings(over));

beforeAll(async () => {
  env = await startWithPhones();
  admin = (await login(t(), ADMIN.username, ADMIN.password)).accessToken;
});
afterAll(() => env?.close());

describe('a row of the "awaiting our reply" queue', () => {
  it("carries the customer's messages since the last answer, oldest first, with their photos and PDFs", async () => {
    const c = await customer(false);
    const item = (serial: string) => ({ item_id: 1, brand_id: 1, model_number: 'X1', serial_number: serial });
    const stamp = Date.now();
    const { req_code } = await createRequest(t(), c.token, requestBody({}, [item(`Q${stamp}A`), item(`Q${stamp}B`)]));
    const view = await t().post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code }, c.token);
    const second = view.body.request_item_details[1]?.item_id ?? '';
    await post(req_code, { body: 'Asked before the answer' }, c.token);
    await post(req_code, { body: 'An answer' }, admin);
    const photo = await upload(t(), c.token, await makeJpeg());
    const pdf = await pdfUpload(c.token);
    await post(req_code, { body: 'Is the charger needed?', attachment_ids: [photo.imageId, pdf] }, c.token);
    await post(req_code, { body: 'And this one is scratched.', item_id: second }, c.token);

    const row = await queueRow(req_code);
    expect(row?.waiting_messages).toBe(2);
    expect(row?.waiting.map((m) => [m.side, m.body, m.item_id, m.attachments.map((a) => a.kind)])).toEqual([
      ['customer', 'Is the charger needed?', null, ['image', 'pdf']],
      ['customer', 'And this one is scratched.', second, []],
    ]);
    // The reply from the queue is about the item the latest message is about.
    expect(row?.item_id).toBe(second);
    expect(row?.item_label).toMatch(/^2\. /);
    const [image, file] = row?.waiting[0]?.attachments ?? [];
    expect((await t().app.inject({ method: 'GET', url: image?.thumbnail_url ?? '' })).statusCode).toBe(200);
    const got = await t().app.inject({ method: 'GET', url: file?.url ?? '' });
    expect(got.headers['content-type']).toBe('application/pdf');

    // Many messages: the newest few are shown, the count says how many wait.
    for (let i = 1; i <= AWAITING_SHOWN + 1; i++) await post(req_code, { body: `More ${i}` }, c.token);
    const busy = await queueRow(req_code);
    expect(busy?.waiting_messages).toBe(AWAITING_SHOWN + 3);
    expect(busy?.waiting.map((m) => m.body)).toEqual(Array.from({ length: AWAITING_SHOWN }, (_, i) => `More ${i + 2}`));
    expect(busy?.item_id).toBeNull();
  });
});

describe('how a reply reaches the customer, as staff are told', () => {
  it('is by mail, and by WhatsApp or SMS only where the company has them on and the customer opted in', async () => {
    await saveMessaging({});
    const optedIn = await customer(true, true);
    const notOptedIn = await customer(false, true);
    // A number not verified gets neither (decision 089).
    const unverified = await customer(true);
    const a = (await createRequest(t(), optedIn.token)).req_code;
    const b = (await createRequest(t(), notOptedIn.token)).req_code;
    const u = (await createRequest(t(), unverified.token)).req_code;
    await post(a, { body: 'Hello?' }, optedIn.token);
    await post(b, { body: 'Hello?' }, notOptedIn.token);
    await post(u, { body: 'Hello?' }, unverified.token);
    const channels = async (reqCode: string) => {
      const staffView = (await thread(reqCode, admin)).body;
      const row = await queueRow(reqCode);
      expect(row?.reply_channels).toEqual(staffView.reply_channels);
      // The customer's language, for the canned replies the request's card offers, as the queue's.
      expect(staffView.language).toBe(row?.language);
      return staffView.reply_channels;
    };

    await saveMessaging({ whatsapp: false, sms: false });
    expect(await channels(a)).toEqual(['mail']);
    expect(await channels(b)).toEqual(['mail']);
    await saveMessaging({ sms: false });
    expect(await channels(a)).toEqual(['mail', 'whatsapp']);
    expect(await channels(b)).toEqual(['mail']);
    // Both on, SMS first: WhatsApp is only where SMS fails.
    await saveMessaging({ order: ['sms', 'whatsapp'] });
    expect(await channels(a)).toEqual(['mail', 'sms', 'whatsapp']);
    expect(await channels(b)).toEqual(['mail', 'sms']);
    expect(await channels(u)).toEqual(['mail']);
    // The customer reading their own conversation is not told the desk's channels.
    const own = await thread(a, optedIn.token);
    expect(own.statusCode).toBe(200);
    expect(own.body.reply_channels).toBeUndefined();
    expect(own.body.language).toBeUndefined();
    await saveMessaging({ whatsapp: false, sms: false });
  });

  it('marks a customer whose account the desk deactivated, and the mark goes when it is active again', async () => {
    const c = await customer(false);
    const { req_code } = await createRequest(t(), c.token);
    await post(req_code, { body: 'Any news?' }, c.token);
    expect((await queueRow(req_code))?.customer_active).toBe(true);
    const setActive = async (active: boolean) => {
      const list = await t().post<{ customer_list: Record<string, unknown>[] }>(
        '/admin/getCustomerList',
        { search: c.companyname },
        admin,
      );
      const found = list.body.customer_list.find((x) => x.companyname === c.companyname) as Record<string, unknown>;
      expect(found, JSON.stringify(list.body)).toBeDefined();
      const { username: _u, language: _l, mobile_verified: _m, ...fields } = found;
      expect((await t().post('/admin/saveCustomer', { ...fields, active }, admin)).statusCode).toBe(200);
    };
    await setActive(false);
    // Still waiting for an answer (a reply reaches them by mail), now marked.
    expect((await queueRow(req_code))?.customer_active).toBe(false);
    await setActive(true);
    expect((await queueRow(req_code))?.customer_active).toBe(true);
  });
});
