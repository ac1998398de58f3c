import { createHmac, randomBytes } from 'node:crypto';
import type { TThreadReply } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN } from '../helpers/app';
import { messagingSettings, saveMessaging, startWithPhones, verifyMobile, WHATSAPP } from '../helpers/phones';
import { rows } from '../helpers/query';
import { createRequest, makeJpeg } from '../helpers/requests';
import { until, webhooksSettled } from '../helpers/wait';

/**
 * One inbox for every provider callback (decision 098), against the local Meta and MSG91 servers: a delivery
 * whose proof checks out is kept once by provider and id and answered 200 before it is processed; a worker
 * hands it on in order of receipt, tries a failing one again with its error kept, and gives it up after the
 * last attempt; processing a delivery again changes nothing.
 */
const METRICS_TOKEN = 'metrics-token-of-the-inbox-test';
const MSG91_TOKEN = 'msg91-webhook-token-0123456789';
let env: Awaited<ReturnType<typeof startWithPhones>>;
let admin: string;
const t = () => env.t;
let phoneSeq = 0;
const uniqueMobile = () => `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phoneSeq).padStart(3, '0')}`;

interface Delivery {
  id: number;
  provider: string;
  attempts: number;
  processed: boolean;
  failed: boolean;
  last_error: string | null;
  due_later: boolean;
  /** Claimed by the worker: an attempt in hand, counted in `attempts` but not yet recorded. */
  in_hand: boolean;
}
const deliveries = (where: SQL = sql`true`) =>
  rows<Delivery>(
    t().db,
    sql`select id::int as id, provider, attempts, processed_at is not null as processed, failed_at is not null as failed,
          last_error, next_attempt_at > now() as due_later, locked_until is not null as in_hand
        from webhook_deliveries where ${where} order by id`,
  );
/** The deliveries whose body holds `text` (a sender's number, a message id). */
const holding = (text: string) => deliveries(sql`position(convert_to(${text}, 'UTF8') in body) > 0`);
const kept = async () =>
  (await rows<{ n: number }>(t().db, sql`select count(*)::int as n from webhook_deliveries`))[0]?.n;
const inbox = (digits: string) =>
  rows<{ outcome: string }>(t().db, sql`select outcome from whatsapp_inbox where from_phone = ${`+${digits}`}`);
const thread = async (reqCode: string) =>
  (await t().post<TThreadReply>('/conversations/getThread', { req_code: reqCode }, admin)).body.messages;
const bringForward = (id: number) =>
  t().db.execute(sql`update webhook_deliveries set next_attempt_at = now() where id = ${id}`);

async function metric(provider: string, outcome: string): Promise<number> {
  const res = await t().app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const series = `webhook_deliveries_total{provider="${provider}",outcome="${outcome}"}`;
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** Posts to the app's webhook address as anyone could (the doubles post as the providers do). */
async function postToApp(path: string, body: string, headers: Record<string, string>) {
  const port = (t().app.server.address() as { port: number }).port;
  const res = await fetch(`http://127.0.0.1:${port}/api/webhooks/${path}`, { method: 'POST', headers, body });
  return res.status;
}
const signed = (body: string, secret = WHATSAPP.appSecret) => ({
  'content-type': 'application/json',
  'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
});

async function customer() {
  const mobile = uniqueMobile();
  const c = await signUp(t(), 'Secret@123', { mobile });
  const token = (await login(t(), c.username, c.password)).accessToken;
  expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, token)).statusCode).toBe(200);
  await verifyMobile(env, token, `91${mobile}`);
  return { ...c, token, digits: `91${mobile}` };
}

/** Every write of a customer's WhatsApp message fails, as a database refusing it would. */
async function failInboxWrites() {
  await t().db.execute(
    sql.raw(`create or replace function fail_inbox() returns trigger language plpgsql as $$
      begin raise exception 'whatsapp inbox unavailable'; end $$`),
  );
  await t().db.execute(
    sql.raw(`create trigger fail_inbox before insert on whatsapp_inbox for each row execute function fail_inbox()`),
  );
  return () => t().db.execute(sql.raw('drop trigger fail_inbox on whatsapp_inbox'));
}

beforeAll(async () => {
  env = await startWithPhones({ env: { WEBHOOK_MAX_ATTEMPTS: '3', METRICS_TOKEN } });
  admin = (await login(t(), ADMIN.username, ADMIN.password)).accessToken;
  await saveMessaging(t(), admin, messagingSettings({ sms: false }));
});
afterAll(() => env?.close());

describe('a callback kept once', () => {
  it('is stored once and processed once however often the provider sends it again, each time answered 200', async () => {
    const stranger = `91${uniqueMobile()}`;
    const repeatedBefore = await metric('whatsapp', 'repeated');
    expect((await env.whatsapp.incoming(stranger, { text: 'Hello?' })).status).toBe(200);
    await webhooksSettled(t());
    // Meta thinks the 200 was lost and sends the same bytes with the same signature, twice at once.
    expect(await Promise.all([env.whatsapp.postAgain(), env.whatsapp.postAgain()])).toEqual([200, 200]);
    await webhooksSettled(t());
    const [d, ...more] = await holding(stranger);
    expect(more).toEqual([]);
    expect(d).toMatchObject({ provider: 'whatsapp', attempts: 1, processed: true, failed: false, last_error: null });
    expect(await inbox(stranger)).toEqual([{ outcome: 'aside' }]);
    expect((await metric('whatsapp', 'repeated')) - repeatedBefore).toBe(2);
    // The body is kept as the bytes Meta signed: its signature checks out against them still.
    const [row] = await rows<{ body: Uint8Array; headers: Record<string, string> }>(
      t().db,
      sql`select body, headers from webhook_deliveries where id = ${d?.id}`,
    );
    const body = Buffer.from(row?.body ?? []);
    expect(Object.keys(row?.headers ?? {}).sort()).toEqual(['content-type', 'x-hub-signature-256']);
    const hmac = createHmac('sha256', WHATSAPP.appSecret).update(body).digest('hex');
    expect(row?.headers['x-hub-signature-256']).toBe(`sha256=${hmac}`);
  });

  it('is told apart by its bytes when the provider gives no id: MSG91’s report again is kept once, its token nowhere', async () => {
    const requestId = randomBytes(12).toString('hex');
    expect(await env.sms.report(requestId, '919000000099', true)).toBe(200);
    expect(await env.sms.postAgain()).toBe(200);
    await webhooksSettled(t());
    const [d, ...more] = await holding(requestId);
    expect(more).toEqual([]);
    expect(d).toMatchObject({ provider: 'msg91', attempts: 1, processed: true });
    const [row] = await rows<{ text: string }>(
      t().db,
      sql`select row_to_json(w)::text || convert_from(body, 'UTF8') as text from webhook_deliveries w where id = ${d?.id}`,
    );
    expect(row?.text).toContain(requestId);
    expect(row?.text).not.toContain(MSG91_TOKEN);
  });

  it('changes nothing when processed again: every handler keeps its event once', async () => {
    const c = await customer();
    const { req_code } = await createRequest(t(), c.token);
    // The request's confirmation went by WhatsApp and Meta reported it delivered, through the inbox.
    const sent = await until('the confirmation', () => env.whatsapp.received.find((m) => m.to === c.digits));
    const state = async () =>
      (await rows<{ state: string }>(t().db, sql`select state from phone_outbox where provider_id = ${sent.id}`))[0]
        ?.state;
    await until('the confirmation delivered', async () => (await state()) === 'delivered');
    await env.whatsapp.incoming(c.digits, { text: 'Is it ready?' });
    await env.whatsapp.incoming(c.digits, { image: await makeJpeg(), mimeType: 'image/jpeg', caption: 'The box' });
    await webhooksSettled(t());
    const what = () =>
      rows<{ text: string }>(
        t().db,
        sql`select (select md5(string_agg(r::text, ',' order by r::text)) from whatsapp_inbox r) ||
                   (select md5(string_agg(r::text, ',' order by r::text)) from thread_messages r) ||
                   (select count(*) from item_images)::text as text`,
      );
    // (Reading the thread marks it read: read first, so that the second read changes nothing.)
    const messages = await thread(req_code);
    const before = await what();
    expect(messages.map((m) => [m.body, m.attachments.length])).toEqual([
      ['Is it ready?', 0],
      ['The box', 1],
    ]);
    // The customer's two messages and Meta's reports on the confirmation, each processed once so far.
    const mine = [...(await holding(c.digits)), ...(await holding(sent.id))].filter((d) => d.processed);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    for (const d of mine) expect(d.attempts).toBe(1);
    const mediaBefore = env.whatsapp.mediaRequests();
    // Each of them processed a second time, as after a lease that ran out.
    await t().db.execute(
      sql`update webhook_deliveries set processed_at = null, next_attempt_at = now()
          where id in (${sql.join(
            mine.map((d) => sql`${d.id}`),
            sql`, `,
          )})`,
    );
    await webhooksSettled(t());
    const again = await deliveries(
      sql`id in (${sql.join(
        mine.map((d) => sql`${d.id}`),
        sql`, `,
      )})`,
    );
    for (const d of again) expect(d).toMatchObject({ processed: true, attempts: 2 });
    expect(await what()).toEqual(before);
    // (Each read signs its photos' addresses anew: the messages compared, not their addresses.)
    expect((await thread(req_code)).map((m) => [m.message_id, m.body, m.attachments.length])).toEqual(
      messages.map((m) => [m.message_id, m.body, m.attachments.length]),
    );
    expect(await state()).toBe('delivered');
    // The photo was not fetched again.
    expect(env.whatsapp.mediaRequests()).toBe(mediaBefore);
  });
});

describe('a callback refused', () => {
  it('keeps nothing without its proof: a bad or missing signature, a wrong or missing token (401), or not the provider’s body (400)', async () => {
    const c = await customer();
    // The providers report on the customer's code and messages a moment after they are sent: every report
    // in and processed before counting, so that only the refused callbacks below could change the count.
    await until('every message to the customer reported on', async () => {
      const [row] = await rows<{ n: number }>(
        t().db,
        sql`select count(*)::int as n from phone_outbox
            where to_phone = ${`+${c.digits}`} and state not in ('delivered', 'read', 'failed')`,
      );
      return row?.n === 0;
    });
    await webhooksSettled(t());
    const count = await kept();
    expect((await env.whatsapp.forgeIncoming(c.digits, { text: 'Forged' })).status).toBe(401);
    expect(await env.whatsapp.forge('wamid.nothing', 'failed')).toBe(401);
    const event = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    // A signature over other bytes, none at all, and another scheme's.
    expect(await postToApp('whatsapp', event, signed(`${event} `))).toBe(401);
    expect(await postToApp('whatsapp', event, { 'content-type': 'application/json' })).toBe(401);
    expect(
      await postToApp('whatsapp', event, { ...signed(event), 'x-hub-signature-256': 'sha1=0123456789abcdef' }),
    ).toBe(401);
    // Signed, but not one of Meta's events.
    expect(await postToApp('whatsapp', '{"hello":1}', signed('{"hello":1}'))).toBe(400);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(await postToApp('msg91?token=guess-guess-guess-guess', 'data=[]', form)).toBe(401);
    expect(await postToApp('msg91', 'data=[]', form)).toBe(401);
    expect(await postToApp(`msg91?token=${MSG91_TOKEN}`, 'data=not-json', form)).toBe(400);
    expect(await kept()).toBe(count);
    expect(await inbox(c.digits)).toEqual([]);
  });
});

describe('processing after the answer', () => {
  it('answers 200 while processing hangs, and the next delivery waits its turn behind it', async () => {
    const c = await customer();
    const { req_code } = await createRequest(t(), c.token);
    await webhooksSettled(t());
    const asked = env.whatsapp.mediaRequests();
    const release = env.whatsapp.holdMedia();
    try {
      const photo = await env.whatsapp.incoming(c.digits, {
        image: await makeJpeg(),
        mimeType: 'image/jpeg',
        caption: 'The charger',
      });
      expect(photo.status).toBe(200);
      // The worker is inside the photo's download, which does not answer.
      await until('the photo asked for', () => env.whatsapp.mediaRequests() > asked);
      const words = await env.whatsapp.incoming(c.digits, { text: 'And the cable' });
      expect(words.status).toBe(200);
      const [first] = await holding(photo.id);
      const [second] = await holding(words.id);
      expect(first).toMatchObject({ processed: false, attempts: 1 });
      expect(second).toMatchObject({ processed: false, attempts: 0 });
      expect(await thread(req_code)).toEqual([]);
    } finally {
      release();
    }
    await webhooksSettled(t());
    expect((await thread(req_code)).map((m) => [m.body, m.attachments.length])).toEqual([
      ['The charger', 1],
      ['And the cable', 0],
    ]);
  });

  it('answers 200 while processing fails, tries again later keeping the error, and processes it once it can', async () => {
    const stranger = `91${uniqueMobile()}`;
    const failedBefore = await metric('whatsapp', 'failed');
    const mend = await failInboxWrites();
    let mended = false;
    try {
      expect((await env.whatsapp.incoming(stranger, { text: 'Anyone there?' })).status).toBe(200);
      const first = await until('the first attempt failed', async () => {
        const [d] = await holding(stranger);
        return d?.attempts === 1 && !d.in_hand && d;
      });
      // The next try is planned (10 s on), with the database's own words.
      expect(first).toMatchObject({ processed: false, failed: false, due_later: true });
      expect(first.last_error).toContain('whatsapp inbox unavailable');
      expect(first.last_error).not.toContain('params');
      expect(await inbox(stranger)).toEqual([]);
      await bringForward(first.id);
      const second = await until('the second attempt failed', async () => {
        const [d] = await holding(stranger);
        return d?.attempts === 2 && !d.in_hand && d;
      });
      expect(second).toMatchObject({ processed: false, due_later: true });
      await mend();
      mended = true;
      await bringForward(first.id);
      await until('processed at the third attempt', async () => (await holding(stranger))[0]?.processed);
    } finally {
      if (!mended) await mend();
    }
    const [d] = await holding(stranger);
    // Processed, with the error of the last failed attempt kept beside it.
    expect(d).toMatchObject({ attempts: 3, failed: false });
    expect(d?.last_error).toContain('whatsapp inbox unavailable');
    expect(await inbox(stranger)).toEqual([{ outcome: 'aside' }]);
    expect((await metric('whatsapp', 'failed')) - failedBefore).toBe(2);
  });

  it('gives a delivery up after its last attempt (WEBHOOK_MAX_ATTEMPTS), keeping it and its error', async () => {
    const stranger = `91${uniqueMobile()}`;
    const givenUpBefore = await metric('whatsapp', 'given_up');
    const mend = await failInboxWrites();
    try {
      expect((await env.whatsapp.incoming(stranger, { text: 'Hello again' })).status).toBe(200);
      for (const attempt of [1, 2, 3]) {
        const d = await until(`attempt ${attempt} failed`, async () => {
          const [x] = await holding(stranger);
          return x?.attempts === attempt && !x.in_hand && x;
        });
        if (attempt < 3) await bringForward(d.id);
      }
      const [d] = await until('given up', async () => {
        const x = await holding(stranger);
        return x[0]?.failed && x;
      });
      expect(d).toMatchObject({ attempts: 3, processed: false, failed: true });
      expect(d?.last_error).toContain('whatsapp inbox unavailable');
      // Due or not, a delivery given up is not tried again.
      await bringForward(d?.id ?? 0);
      await webhooksSettled(t());
      expect((await holding(stranger))[0]).toMatchObject({ attempts: 3, failed: true });
    } finally {
      await mend();
    }
    expect((await metric('whatsapp', 'given_up')) - givenUpBefore).toBe(1);
  });
});

describe('many callbacks at once', () => {
  it('keeps and processes 50 callbacks posted at once, each once, in order of receipt', async () => {
    const receivedBefore = (await metric('whatsapp', 'received')) + (await metric('msg91', 'received'));
    const strangers = Array.from({ length: 40 }, () => `91${uniqueMobile()}`);
    const reports = Array.from({ length: 10 }, () => randomBytes(12).toString('hex'));
    const answers = await Promise.all([
      ...strangers.map(async (s, i) => (await env.whatsapp.incoming(s, { text: `Message ${i}` })).status),
      ...reports.map((r) => env.sms.report(r, '919000000098', true)),
    ]);
    expect(answers).toEqual(Array(50).fill(200));
    await webhooksSettled(t(), 30_000);
    const mine = (await Promise.all([...strangers, ...reports].map(async (x) => ({ x, d: await holding(x) })))).flatMap(
      ({ d }) => d,
    );
    expect(mine).toHaveLength(50);
    for (const d of mine) expect(d).toMatchObject({ attempts: 1, processed: true, failed: false });
    for (const s of strangers) expect(await inbox(s)).toEqual([{ outcome: 'aside' }]);
    expect((await metric('whatsapp', 'received')) + (await metric('msg91', 'received')) - receivedBefore).toBe(50);
    // Each provider's deliveries were processed in the order they were kept.
    const ids = mine.map((d) => d.id);
    const order = await rows<{ provider: string; id: number; at: number }>(
      t().db,
      sql`select provider, id::int as id, extract(epoch from processed_at)::float8 as at from webhook_deliveries
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) order by id`,
    );
    for (const provider of ['whatsapp', 'msg91']) {
      const times = order.filter((r) => r.provider === provider).map((r) => Number(r.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  }, 60_000);
});
