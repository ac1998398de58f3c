import type { TThreadReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN } from '../helpers/app';
import { messagingSettings, saveMessaging, startWithPhones, verifyMobile } from '../helpers/phones';
import { rows } from '../helpers/query';
import { createRequest, makeJpeg } from '../helpers/requests';
import { outboxesSettled, until, webhooksSettled } from '../helpers/wait';

/**
 * WhatsApp both ways (issue 30, decision 073), against the local Cloud API double: a customer's message lands
 * on the right thread (or is held while they pick a request), a photo is fetched through the media API, a
 * message from an unknown or not opted-in number is kept aside unanswered, a forged one is refused; a staff
 * reply goes free-form inside the 24-hour window, as the template outside it (or when Meta says 131047).
 */
let env: Awaited<ReturnType<typeof startWithPhones>>;
let admin: string;
const t = () => env.t;
let phoneSeq = 0;
const uniqueMobile = () => `8${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phoneSeq).padStart(3, '0')}`;

async function customer(whatsapp: boolean) {
  const mobile = uniqueMobile();
  const c = await signUp(t(), 'Secret@123', { mobile });
  const token = (await login(t(), c.username, c.password)).accessToken;
  if (whatsapp) expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, token)).statusCode).toBe(200);
  // Only the account that verified a number hears from it (decision 089).
  await verifyMobile(env, token, `91${mobile}`);
  return { ...c, token, digits: `91${mobile}` };
}
const thread = async (reqCode: string) =>
  (await t().post<TThreadReply>('/conversations/getThread', { req_code: reqCode }, admin)).body.messages;
const inbox = (digits: string) =>
  rows<{ outcome: string; reason: string | null }>(
    t().db,
    sql`select outcome, reason from whatsapp_inbox where from_phone = ${`+${digits}`} order by id`,
  );
const sentTo = (digits: string) => env.whatsapp.received.filter((r) => r.to === digits);

beforeAll(async () => {
  env = await startWithPhones();
  admin = (await login(t(), ADMIN.username, ADMIN.password)).accessToken;
  await saveMessaging(t(), admin, messagingSettings({ sms: false }));
});
afterAll(() => env?.close());

describe("a customer's WhatsApp message", () => {
  it('from an unknown number, or one not opted in, is kept aside and answered with nothing', async () => {
    const stranger = `91${uniqueMobile()}`;
    expect((await env.whatsapp.incoming(stranger, { text: 'Hello?' })).status).toBe(200);
    await webhooksSettled(t());
    expect(await inbox(stranger)).toEqual([{ outcome: 'aside', reason: 'no account confirmed the number' }]);
    const c = await customer(false);
    const { req_code } = await createRequest(t(), c.token);
    await env.whatsapp.incoming(c.digits, { text: 'Is my laptop ready?' });
    await webhooksSettled(t());
    expect(await inbox(c.digits)).toEqual([{ outcome: 'aside', reason: 'not opted in' }]);
    expect(await thread(req_code)).toEqual([]);
    // Nothing goes back to either number: whatever was queued for them has gone by now.
    await outboxesSettled(t());
    expect(sentTo(stranger)).toEqual([]);
    expect(sentTo(c.digits).filter((s) => s.text || s.name === 'svc_staff_reply')).toEqual([]);
  });

  it('signed with another secret is refused, keeping nothing', async () => {
    const c = await customer(true);
    const { req_code } = await createRequest(t(), c.token);
    expect((await env.whatsapp.forgeIncoming(c.digits, { text: 'Forged' })).status).toBe(401);
    expect(await inbox(c.digits)).toEqual([]);
    expect(await thread(req_code)).toEqual([]);
  });

  it('lands on the thread of their one open request, a photo fetched through the media API', async () => {
    const c = await customer(true);
    const { req_code } = await createRequest(t(), c.token);
    const first = await env.whatsapp.incoming(c.digits, { text: 'Here is the bill https://example.com/b' });
    expect(first.status).toBe(200);
    await env.whatsapp.incoming(c.digits, {
      image: await makeJpeg({ gps: true }),
      mimeType: 'image/jpeg',
      caption: 'The bill',
    });
    // Meta posting the same message again changes nothing.
    expect(
      (await env.whatsapp.incoming(c.digits, { text: 'Here is the bill https://example.com/b' }, { id: first.id }))
        .status,
    ).toBe(200);
    await webhooksSettled(t());
    const messages = await thread(req_code);
    expect(messages.map((m) => [m.side, m.channel, m.body, m.attachments.length])).toEqual([
      ['customer', 'whatsapp', 'Here is the bill https://example.com/b', 0],
      ['customer', 'whatsapp', 'The bill', 1],
    ]);
    const photo = await t().app.inject({ method: 'GET', url: messages[1]?.attachments[0]?.url ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    const awaiting = await t().post<{ rows: { req_code: string }[] }>(
      '/conversations/getAwaitingReplies',
      { limit: 100 },
      admin,
    );
    expect(awaiting.body.rows.map((r) => r.req_code)).toContain(req_code);
  });

  it('with several open requests is held and the customer asked which; a reply with a code places it', async () => {
    const c = await customer(true);
    const a = (await createRequest(t(), c.token)).req_code;
    const b = (await createRequest(t(), c.token)).req_code;
    await env.whatsapp.incoming(c.digits, { text: 'When will it be ready?' });
    await webhooksSettled(t());
    expect(await inbox(c.digits)).toEqual([{ outcome: 'asked', reason: 'several open requests' }]);
    const ask = await until('the question', () => sentTo(c.digits).find((s) => s.text.includes(a)));
    expect(ask.text).toContain(b);
    expect(ask.name).toBe('');
    expect(await thread(a)).toEqual([]);
    await env.whatsapp.incoming(c.digits, { text: b.toLowerCase() });
    await webhooksSettled(t());
    expect((await thread(b)).map((m) => m.body)).toEqual(['When will it be ready?']);
    expect(await thread(a)).toEqual([]);
    // A message naming a code goes there at once.
    await env.whatsapp.incoming(c.digits, { text: `About ${a}: the charger is in the box` });
    await webhooksSettled(t());
    expect((await thread(a)).map((m) => m.body)).toEqual([`About ${a}: the charger is in the box`]);
  });
});

describe('a staff reply on WhatsApp', () => {
  it('goes as free-form words while the customer’s 24-hour window is open', async () => {
    const c = await customer(true);
    const { req_code } = await createRequest(t(), c.token);
    await env.whatsapp.incoming(c.digits, { text: 'Is the charger needed?' });
    await webhooksSettled(t());
    await t().post('/conversations/postMessage', { req_code, body: 'No charger needed, thank you.' }, admin);
    const sent = await until('the free-form reply', () =>
      sentTo(c.digits).find((s) => s.text.startsWith('No charger needed, thank you.')),
    );
    expect(sent.name).toBe('');
    await until(
      'delivered',
      async () =>
        (await rows<{ state: string }>(t().db, sql`select state from phone_outbox where provider_id = ${sent.id}`))[0]
          ?.state === 'delivered',
    );
    expect(sentTo(c.digits).filter((s) => s.name === 'svc_staff_reply')).toEqual([]);
  });

  it('goes as the approved template with the link when the customer has not written in 24 hours', async () => {
    const c = await customer(true);
    const { req_code } = await createRequest(t(), c.token);
    await t().post('/conversations/postMessage', { req_code, body: 'Your laptop is ready.' }, admin);
    const sent = await until('the template', () => sentTo(c.digits).find((s) => s.name === 'svc_staff_reply'));
    expect(sent.params[0]).toBe(req_code);
    expect(sent.params[1]).toMatch(/^https:\/\/service\.example\.in\/t\?k=/);
    expect(sentTo(c.digits).filter((s) => s.text)).toEqual([]);
  });

  it('falls back to the template when Meta answers 131047 "Re-engagement message"', async () => {
    const c = await customer(true);
    const { req_code } = await createRequest(t(), c.token);
    await env.whatsapp.incoming(c.digits, { text: 'Any news?' });
    await webhooksSettled(t());
    // Meta's clock says the window has closed, though ours saw the message within 24 hours.
    env.whatsapp.closeWindow(c.digits);
    await t().post('/conversations/postMessage', { req_code, body: 'It is being repaired.' }, admin);
    const template = await until('the template after 131047', () =>
      sentTo(c.digits).find((s) => s.name === 'svc_staff_reply'),
    );
    expect(template.params[0]).toBe(req_code);
    expect(sentTo(c.digits).find((s) => s.text.startsWith('It is being repaired.'))).toBeDefined();
    // The same outbox row, sent again as the template (its id from the provider once marked sent).
    const row = await until('the row sent as the template', async () => {
      const [r] = await rows<{ last_error: string; free_text: string | null }>(
        t().db,
        sql`select last_error, free_text from phone_outbox where provider_id = ${template.id}`,
      );
      return r;
    });
    expect(row?.free_text).toBeNull();
    // The words went first, refused by the 24-hour rule; then the template, from the same outbox row.
    // (The request's own notices, such as svc_request_raised, may go at any moment in between.)
    const order = sentTo(c.digits)
      .map((s) => (s.text ? 'text' : s.name))
      .filter((x) => x === 'text' || x === 'svc_staff_reply');
    expect(order).toEqual(['text', 'svc_staff_reply']);
  });
});
