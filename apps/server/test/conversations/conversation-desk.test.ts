import {
  ConversationMsg,
  type TActionCountsReply,
  type TAwaitingReply,
  type TPostMessageReply,
  type TThreadReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMorningDigest } from '../../src/features/morning-digest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';
import { mailSubject, mailText } from '../helpers/smtp';

/**
 * The desk's side of the conversations (issue 30, decision 072): the "awaiting our reply" queue and its
 * count (equal to a recount from the messages, under 50 messages written at once), the canned replies, and
 * the branch's mail of the conversations unanswered for a working day, once however many instances run it.
 */
const PUBLIC_URL = 'https://service.example.in';
const DESK_MAIL = 'desk@replies.test';
const clock: Date | null = null;
let t: TestContext;
let admin: string;
let staff: string;

const post = (reqCode: string, body: string, token: string) =>
  t.post<TPostMessageReply>('/conversations/postMessage', { req_code: reqCode, body }, token);
const queue = (body: Record<string, unknown> = {}, token = staff) =>
  t.post<TAwaitingReply>('/conversations/getAwaitingReplies', body, token);
const counts = async () =>
  (await t.post<TActionCountsReply>('/requestrepair/getActionCounts', {}, staff)).body.awaiting_reply;
async function customer() {
  const c = await signUp(t);
  return { ...c, token: (await login(t, c.username, c.password)).accessToken };
}

/** The queue and the unread counts as the messages alone say, in the order the thread gave them. */
async function recount() {
  const [awaiting] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from (
          select request_id from thread_messages group by request_id
          having max(seq) filter (where side = 'customer') > coalesce(max(seq) filter (where side = 'staff'), 0)) w`,
  );
  // Each thread row against its messages: the unread of each side, the number and order of its messages, and
  // the wait's start (the time of the first customer message, in the thread's order, after the last answer).
  const drift = await rows(
    t.db,
    sql`select t.request_id, t.unread_for_customer, m.for_customer, t.unread_for_staff, m.for_staff,
          t.message_count, m.n, m.top, t.awaiting_since, m.waiting_from
        from request_threads t
        cross join lateral (
          select count(*) filter (where side = 'staff' and read_at is null)::int as for_customer,
                 count(*) filter (where side = 'customer' and read_at is null)::int as for_staff,
                 count(*)::int as n, max(seq) as top,
                 (select w.created_at from thread_messages w
                   where w.request_id = t.request_id and w.side = 'customer' and w.seq > coalesce(
                     (select max(seq) from thread_messages s where s.request_id = t.request_id and s.side = 'staff'), 0)
                   order by w.seq limit 1) as waiting_from
          from thread_messages x where x.request_id = t.request_id) m
        where t.unread_for_customer <> m.for_customer or t.unread_for_staff <> m.for_staff
           or t.message_count <> m.n or m.top <> m.n
           or t.awaiting_since is distinct from m.waiting_from`,
  );
  return { awaiting: awaiting?.n ?? -1, drift };
}

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL, DIGEST_POLL_MS: '3600000' }, { now: () => clock ?? new Date() });
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  staff = admin;
  const company = { ...(await companyForm(t, admin)), email: DESK_MAIL };
  expect((await t.post('/admin/saveCompanySettings', company, admin)).statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('"awaiting our reply"', () => {
  it('lists the requests whose customer waits, the longest wait first, until staff answer', async () => {
    const c = await customer();
    const first = (await createRequest(t, c.token)).req_code;
    const second = (await createRequest(t, c.token)).req_code;
    const before = await counts();
    await post(first, 'Is the charger needed?', c.token);
    await post(second, 'When will it be ready?', c.token);
    await post(first, 'And the bag?', c.token);
    expect(await counts()).toBe(before + 2);
    const all = await queue({ limit: 100 });
    const mine = all.body.rows.filter((r) => r.customer_code === c.username || [first, second].includes(r.req_code));
    expect(mine.map((r) => [r.req_code, r.waiting_messages, r.last_message])).toEqual([
      [first, 2, 'And the bag?'],
      [second, 1, 'When will it be ready?'],
    ]);
    expect(all.body.count).toBe(await counts());
    // Paged oldest first: a page of one, then the next.
    const one = await queue({ limit: 1 });
    const next = await queue({ limit: 1, cursor: one.body.next_cursor });
    expect((one.body.rows[0]?.awaiting_since ?? '') <= (next.body.rows[0]?.awaiting_since ?? '')).toBe(true);
    expect(next.body.rows[0]?.req_code).not.toBe(one.body.rows[0]?.req_code);
    // A reply from the queue ends the wait; the customer's next message starts a new one.
    await post(first, 'No, only the laptop.', staff);
    expect((await queue({ limit: 100 })).body.rows.map((r) => r.req_code)).not.toContain(first);
    expect(await counts()).toBe(before + 1);
    await post(first, 'Thank you!', c.token);
    expect((await queue({ limit: 100 })).body.rows.at(-1)?.req_code).toBe(first);
  });

  it('tells staff a reply goes by mail alone where this server has no WhatsApp, whatever the settings say', async () => {
    const c = await customer();
    expect((await t.post('/profile/setWhatsappOptIn', { opt_in: true }, c.token)).statusCode).toBe(200);
    const code = (await createRequest(t, c.token)).req_code;
    await post(code, 'Is it ready?', c.token);
    // Settings saved while the server had WhatsApp's credentials; it has none now.
    const [before] = await rows<{ messaging: unknown }>(t.db, sql`select messaging from company_settings`);
    const whatsapp = { enabled: true, language: 'en', templates: { staff_reply: 'svc_staff_reply' } };
    await t.db.execute(sql`update company_settings set messaging = ${JSON.stringify({ whatsapp })}::jsonb`);
    const row = (await queue({ limit: 100 })).body.rows.find((r) => r.req_code === code);
    expect(row?.reply_channels).toEqual(['mail']);
    const view = await t.post<TThreadReply>('/conversations/getThread', { req_code: code }, staff);
    expect(view.body.reply_channels).toEqual(['mail']);
    await t.db.execute(sql`update company_settings set messaging = ${JSON.stringify(before?.messaging ?? {})}::jsonb`);
  });

  it("is the desk's: a customer asking gets 404", async () => {
    const c = await customer();
    expect((await queue({}, c.token)).statusCode).toBe(404);
    expect((await queue({ cursor: 'not-a-cursor' })).statusCode).toBe(400);
  });

  it('counts what a recount of the messages says, with 50 messages written at once', async () => {
    const people = await Promise.all([customer(), customer(), customer(), customer(), customer()]);
    const requests = await Promise.all(
      people.flatMap((p) =>
        [createRequest(t, p.token), createRequest(t, p.token)].map(async (r) => ({ p, code: (await r).req_code })),
      ),
    );
    // 35 customer messages (7 each) and 15 staff replies, all at once, over the 10 requests.
    const writes = Array.from({ length: 50 }, (_, i) => {
      const r = requests[i % requests.length] as (typeof requests)[number];
      return i % 10 < 3 ? post(r.code, `Answer ${i}`, staff) : post(r.code, `Question ${i}`, r.p.token);
    });
    const done = await Promise.all(writes);
    expect(done.map((d) => d.statusCode)).toEqual(Array(50).fill(200));
    const { awaiting, drift } = await recount();
    expect(drift).toEqual([]);
    expect(await counts()).toBe(awaiting);
    expect((await queue({ limit: 100 })).body.count).toBe(awaiting);
  });
});

describe('canned replies', () => {
  it('are kept by the admin in English and Tamil; staff read the active ones', async () => {
    const body = { title: 'Charger not needed', body_en: 'No need to send the charger.', body_ta: 'சார்ஜர் தேவையில்லை.' };
    const saved = await t.post<{ code: string }>('/admin/saveCannedReply', body, admin);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const again = await t.post('/admin/saveCannedReply', { ...body, title: 'charger NOT needed' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ message: ConversationMsg.cannedExists });
    const empty = await t.post('/admin/saveCannedReply', { title: 'Nothing', body_en: ' ', body_ta: '' }, admin);
    expect(empty.statusCode).toBe(400);
    const old = await t.post<{ code: string }>(
      '/admin/saveCannedReply',
      { title: 'Old one', body_en: 'Old words', active: false },
      admin,
    );
    const list = await t.post<{ replies: { title: string; body_ta: string }[] }>(
      '/conversations/getCannedReplies',
      {},
      staff,
    );
    expect(list.body.replies.map((r) => r.title)).toEqual(['Charger not needed']);
    expect(list.body.replies[0]?.body_ta).toBe('சார்ஜர் தேவையில்லை.');
    const everything = await t.post<{ replies: unknown[] }>('/conversations/getCannedReplies', { all: true }, admin);
    expect(everything.body.replies).toHaveLength(2);
    const c = await customer();
    expect((await t.post('/admin/saveCannedReply', body, c.token)).statusCode).toBe(404);
    expect((await t.post('/conversations/getCannedReplies', {}, c.token)).statusCode).toBe(404);
    // Renaming onto an existing id changes it; an id that does not exist answers 404.
    const renamed = await t.post(
      '/admin/saveCannedReply',
      { id: Number(old.body.code), title: 'Older', body_en: 'x' },
      admin,
    );
    expect(renamed.statusCode).toBe(200);
    expect((await t.post('/admin/saveCannedReply', { id: 99999, title: 'Nope', body_en: 'x' }, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('the mail of conversations unanswered for a working day', () => {
  it('goes once to the branch (here the company e-mail), listing only the waits of a working day or more', async () => {
    const c = await customer();
    const old = (await createRequest(t, c.token)).req_code;
    const fresh = (await createRequest(t, c.token)).req_code;
    await post(old, 'Any news on my laptop?', c.token);
    await post(fresh, 'Just asking.', c.token);
    // The waits began Friday 27 November 10:00 and Monday 30 November 10:30, India time; it is now Monday
    // 11:30 (the default calendar: Monday to Saturday 10:00-19:00), so only the first has waited a working day.
    await t.db.execute(sql`update request_threads t set awaiting_since = case r.req_code
        when ${old} then '2026-11-27T04:30:00Z'::timestamptz else '2026-11-30T05:00:00Z'::timestamptz end
      from repair_requests r where r.id = t.request_id and r.req_code in (${old}, ${fresh})`);
    const now = new Date('2026-11-30T06:00:00Z');
    // Two instances at once: one mail.
    const runs = await Promise.all([
      queueMorningDigest({ db: t.db, publicUrl: PUBLIC_URL, now }),
      queueMorningDigest({ db: t.db, publicUrl: PUBLIC_URL, now }),
    ]);
    expect(runs.map((r) => r.outcome)).toEqual(['done', 'done']);
    const keys = await rows<{ dedupe_key: string; to_address: string }>(
      t.db,
      sql`select dedupe_key, to_address from mail_outbox where dedupe_key like 'reply-digest:%'`,
    );
    expect(keys).toEqual([{ dedupe_key: 'reply-digest:none:2026-11-30', to_address: DESK_MAIL }]);
    const mail = await (async () => {
      for (let i = 0; i < 400; i++) {
        const m = t.smtp.mails.find(
          (x) => x.to.includes(DESK_MAIL) && mailSubject(x.raw).startsWith('Awaiting our reply'),
        );
        if (m) return m;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('no digest mail');
    })();
    const text = mailText(mail.raw);
    expect(text).toContain(`- ${old}, `);
    expect(text).toContain('Any news on my laptop?');
    expect(text).not.toContain(fresh);
    // A later run the same day queues nothing more.
    await queueMorningDigest({ db: t.db, publicUrl: PUBLIC_URL, now: new Date('2026-11-30T09:00:00Z') });
    expect(await rows(t.db, sql`select 1 from mail_outbox where dedupe_key like 'reply-digest:%'`)).toHaveLength(1);
  });
});
