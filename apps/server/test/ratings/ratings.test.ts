import { fillText, formatMobile, RatingMsg, type TRatingViewReply, type TViewRequestReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrackingTokens } from '../../src/lib/tracking-tokens';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { viewOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest, requestBody } from '../helpers/requests';
import { mailSubject, mailText } from '../helpers/smtp';

/**
 * The rating after delivery (issue 28, decision 058): the link is queued at a request's first delivery for a
 * day later, by the server's clock (simulated here); it binds its request, counts once, and a low rating
 * alerts the company's e-mail.
 */
const HOUR = 3_600_000;
let clock: Date | null = null;
let t: TestContext;
let admin: string;
let customer: { token: string; email: string };
let other: string;
const DESK = 'desk@kaveri.example';
const TO_DELIVERY = ['received', 'estimated', 'declined', 'dispatched', 'delivered'] as const;

/** Two items, both delivered (or only the first) with the server's clock at `at` (the real time when null). */
async function deliveredRequest(at: Date | null, delivered: 1 | 2 = 2) {
  const item = (n: string) => ({ item_id: 1, brand_id: 1, model_number: 'X1', serial_number: `SN${Date.now()}${n}` });
  const { req_code } = await createRequest(t, customer.token, requestBody({}, [item('a'), item('b')]));
  await walk(t, admin, req_code, 1, ['received']);
  await walk(t, admin, req_code, 2, ['received']);
  clock = at;
  await walk(t, admin, req_code, 1, [...TO_DELIVERY].slice(1));
  if (delivered === 2) await walk(t, admin, req_code, 2, [...TO_DELIVERY].slice(1));
  clock = null;
  return req_code;
}
const requestIdOf = async (reqCode: string) =>
  (await rows<{ id: string }>(t.db, sql`select id from repair_requests where req_code = ${reqCode}`))[0]?.id ?? '';
const invitesOf = (requestId: string) =>
  rows<{ due_ms: number; sent_at: unknown; body: string }>(
    t.db,
    sql`select (extract(epoch from next_attempt_at) * 1000)::float8 as due_ms, sent_at, body from mail_outbox where dedupe_key = ${`rating-invite:${requestId}`}`,
  );
const ratingMails = (reqCode: string) =>
  t.smtp.mails.filter((m) => m.to.includes(customer.email) && mailSubject(m.raw) === `${reqCode}: how did we do?`);
async function until<T>(read: () => T | Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
}
/** The rating link's key from the invitation mailed for a request, and the stars its link chose. */
async function keyFromMail(reqCode: string, stars = 4) {
  const [mail] = await until(
    () => ratingMails(reqCode),
    (m) => m.length > 0,
  );
  const text = mailText(mail?.raw ?? '');
  const key = text.match(new RegExp(`/rate\\?k=([A-Za-z0-9_-]{44})&s=${stars}\\b`))?.[1];
  if (!key) throw new Error(`no rating link in ${text}`);
  return key;
}
/** A request delivered a day and a minute ago, whose invitation has gone: its key. */
async function ratedLater() {
  const reqCode = await deliveredRequest(new Date(Date.now() - 24 * HOUR - 60_000));
  return { reqCode, key: await keyFromMail(reqCode) };
}
const view = (k: string) => t.post<TRatingViewReply>('/rating/view', { k });
const save = (k: string, stars: unknown, comment?: unknown) => t.post('/rating/save', { k, stars, comment });
const stored = async (reqCode: string) =>
  rows<{ stars: number; comment: string }>(
    t.db,
    sql`select stars, comment from request_ratings where request_id = ${await requestIdOf(reqCode)}`,
  );
const alerts = () => t.smtp.mails.filter((m) => m.to.includes(DESK) && /rated \d of 5/.test(mailSubject(m.raw)));

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock ?? new Date() });
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const details = await companyForm(t, admin);
  expect((await t.post('/admin/saveCompanySettings', { ...details, email: DESK }, admin)).statusCode).toBe(200);
  const c = await signUp(t);
  customer = { token: (await login(t, c.username, c.password)).accessToken, email: c.email.toLowerCase() };
  const o = await signUp(t);
  other = (await login(t, o.username, o.password)).accessToken;
});
afterAll(() => t?.close());

describe('the rating invitation', () => {
  it('is queued for a day after the last item is delivered, not at the first', async () => {
    const deliveredAt = new Date(Date.now() + 5 * 60_000);
    const reqCode = await deliveredRequest(new Date(Date.now() + 60_000), 1);
    const id = await requestIdOf(reqCode);
    // One item back, the other still with the centre: the job is not done, nothing to rate yet.
    expect(await invitesOf(id)).toHaveLength(0);
    clock = deliveredAt;
    await walk(t, admin, reqCode, 2, [...TO_DELIVERY].slice(1));
    clock = null;
    const [invite] = await invitesOf(id);
    expect(Number(invite?.due_ms)).toBe(deliveredAt.getTime() + 24 * HOUR);
    expect(await invitesOf(id)).toHaveLength(1);
    // A later mail goes out while the invitation waits for its day.
    const later = await ratedLater();
    expect(later.key).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect((await invitesOf(id))[0]?.sent_at).toBeNull();
    expect(ratingMails(reqCode)).toHaveLength(0);
  });

  it('goes once, a day after, with one link per number of stars', async () => {
    const reqCode = await deliveredRequest(new Date(Date.now() - 24 * HOUR - 60_000));
    await keyFromMail(reqCode);
    await until(
      async () =>
        (await rows(t.db, sql`select 1 from mail_outbox where sent_at is null and next_attempt_at <= now()`)).length,
      (n) => n === 0,
    );
    const mails = ratingMails(reqCode);
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]?.raw ?? '');
    for (const s of [1, 2, 3, 4, 5]) expect(text).toMatch(new RegExp(`/rate\\?k=[A-Za-z0-9_-]{44}&s=${s}\\b`));
  });

  it('is not queued for a request that is cancelled before delivery', async () => {
    const { req_code } = await createRequest(t, customer.token);
    const res = await t.post('/requestrepair/cancelRequest', { req_code, reason: 'Sent elsewhere' }, customer.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(await invitesOf(await requestIdOf(req_code))).toHaveLength(0);
  });
});

describe('the rating link', () => {
  it('takes one rating: the second use answers "already rated" and changes nothing', async () => {
    const { reqCode, key } = await ratedLater();
    const before = await view(key);
    expect(before.statusCode).toBe(200);
    expect(before.body).toMatchObject({ req_code: reqCode, language: 'en', rating: null });
    const first = await save(key, 4, '  Quick and clear  ');
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ message: RatingMsg.thanks, rating: { stars: 4, comment: 'Quick and clear' } });
    const [second, third] = await Promise.all([save(key, 1, 'changed my mind'), save(key, 5)]);
    expect([second.statusCode, third.statusCode]).toEqual([409, 409]);
    expect(second.body.message).toBe(RatingMsg.alreadyRated);
    expect(await stored(reqCode)).toEqual([{ stars: 4, comment: 'Quick and clear' }]);
    expect((await view(key)).body.rating).toMatchObject({ stars: 4, comment: 'Quick and clear' });
  });

  it("refuses another request's signature, a forged key and a request never delivered", async () => {
    const a = await ratedLater();
    const b = await ratedLater();
    const crossed = `${a.key.slice(0, 22)}${b.key.slice(22)}`;
    const flipped = `${a.key.slice(0, 43)}${a.key.at(-1) === 'A' ? 'B' : 'A'}`;
    const { req_code } = await createRequest(t, customer.token);
    const tokens = new TrackingTokens(await t.signingKey());
    const undelivered = await requestIdOf(req_code);
    const idPart = Buffer.from(undelivered.replace(/-/g, ''), 'hex').toString('base64url');
    const signedUndelivered = `${idPart}${tokens.signFor('rating-link-v1', undelivered)}`;
    // Without a company number the answer says to call the service centre; with one, it gives the number.
    expect((await view(flipped)).body.message).toBe(RatingMsg.badLink);
    const phone = '+919840012345';
    const details = { ...(await companyForm(t, admin)), phone };
    expect((await t.post('/admin/saveCompanySettings', details, admin)).statusCode).toBe(200);
    const badLink = fillText(RatingMsg.badLinkCall, { phone: formatMobile(phone) });
    for (const k of [crossed, flipped, signedUndelivered, 'A'.repeat(44)]) {
      const v = await view(k);
      expect(v.statusCode, k).toBe(404);
      expect(v.body.message).toBe(badLink);
      const s = await save(k, 5);
      expect(s.statusCode).toBe(404);
      expect(s.body.message).toBe(badLink);
    }
    expect((await save('short', 5)).statusCode).toBe(400);
    expect(await stored(a.reqCode)).toEqual([]);
    expect(await stored(req_code)).toEqual([]);
  });

  it('refuses stars outside 1 to 5 and a comment over 1000 characters, storing nothing', async () => {
    const { reqCode, key } = await ratedLater();
    for (const [stars, comment] of [
      [0, ''],
      [6, ''],
      [2.5, ''],
      ['5', ''],
      [5, 'x'.repeat(1001)],
    ] as const) {
      const res = await save(key, stars, comment);
      expect(res.statusCode, JSON.stringify([stars, comment.length])).toBe(400);
    }
    expect((await t.post('/rating/save', { k: key, stars: 5, extra: 1 })).statusCode).toBe(400);
    expect(await stored(reqCode)).toEqual([]);
    expect((await save(key, 5, 'y'.repeat(1000))).statusCode).toBe(200);
  });

  it('alerts the company e-mail for 1 or 2 stars, not for 3 to 5', async () => {
    const before = alerts().length;
    const low = await ratedLater();
    expect((await save(low.key, 2, 'Took too long')).statusCode).toBe(200);
    const got = await until(alerts, (a) => a.length === before + 1);
    const alert = got.at(-1);
    expect(mailSubject(alert?.raw ?? '')).toContain(`${low.reqCode}: rated 2 of 5`);
    expect(mailText(alert?.raw ?? '')).toContain('Took too long');
    for (const stars of [3, 4, 5]) {
      const ok = await ratedLater();
      expect((await save(ok.key, stars)).statusCode).toBe(200);
    }
    const one = await ratedLater();
    expect((await save(one.key, 1)).statusCode).toBe(200);
    await until(alerts, (a) => a.length === before + 2);
    await until(
      async () =>
        (await rows(t.db, sql`select 1 from mail_outbox where sent_at is null and next_attempt_at <= now()`)).length,
      (n) => n === 0,
    );
    expect(alerts()).toHaveLength(before + 2);
  });

  it('lapses unused 60 days after delivery; a rating given stays visible', async () => {
    const unused = await ratedLater();
    const used = await ratedLater();
    expect((await save(used.key, 5)).statusCode).toBe(200);
    clock = new Date(Date.now() + 61 * 24 * HOUR);
    try {
      expect((await view(unused.key)).statusCode).toBe(404);
      expect((await save(unused.key, 5)).statusCode).toBe(404);
      expect((await view(used.key)).body.rating?.stars).toBe(5);
    } finally {
      clock = null;
    }
  });
});

describe('the request view', () => {
  it('shows the rating to its customer and the staff, and the request stays hidden from another customer', async () => {
    const { reqCode, key } = await ratedLater();
    expect((await viewOf(t, customer.token, reqCode)).rating).toBeNull();
    await save(key, 3, 'Fine');
    expect((await viewOf(t, customer.token, reqCode)).rating).toMatchObject({ stars: 3, comment: 'Fine' });
    expect((await viewOf(t, admin, reqCode)).rating).toMatchObject({ stars: 3, comment: 'Fine' });
    const res = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code: reqCode }, other);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Fine');
  });
});
