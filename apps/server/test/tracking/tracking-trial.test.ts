import { randomBytes } from 'node:crypto';
import { AppMsg, TRACK_ANSWERS_TA, TRACK_PAGE_EN, TRACK_PAGE_TA } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/app';
import { mailSubject, mailText } from '../helpers/smtp';
import { customerWithLink, startTrackingApp } from '../helpers/tracking';

// The tracking page as a new-user trial met it. Its budgets (issue 30, decision 080): a customer who confirmed
// the code, wrote and reloaded got the API's JSON 429 for the page itself and "Send me a code" again, as the
// page and its calls shared the codes' 20 a minute per address. Setup signs up from 127.0.0.1; the customer
// here calls from an address of their own, with 6 guessable calls a minute and the reading budget 5 × 2.

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({
    PUBLIC_URL: 'https://service.example.in',
    AUTH_RATE_LIMIT_PER_MINUTE: '6',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '2',
  });
});
afterAll(() => t.close());

const IP = '10.8.0.1';
const call = (url: string, payload: Record<string, unknown>, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: IP,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
const open = (k: string, cookie = '', lang = '') =>
  t.app.inject({
    method: 'GET',
    url: `/t?k=${k}${lang ? `&lang=${lang}` : ''}`,
    remoteAddress: IP,
    headers: cookie ? { cookie } : {},
  });

describe("the tracking page's budgets (decision 080)", () => {
  it('reading, writing and reloading after the code never meet the codes’ limit; the page past its own is HTML', async () => {
    const { c, k } = await customerWithLink(t);
    expect((await open(k)).statusCode).toBe(200);
    const before = t.smtp.countFor(c.email);
    expect((await call('/track/sendCode', { k })).statusCode).toBe(200);
    const code = await t.smtp.codeFor(c.email, before);
    const verified = await call('/track/verifyCode', { k, otp: code });
    expect(verified.statusCode).toBe(200);
    const cookie = String(verified.headers['set-cookie']).split(';')[0] ?? '';
    const grant = verified.json().grant as string;

    // Three reloads (page, resume, thread) and two messages each followed by the thread: 2 guessable calls
    // so far, and 12 calls of the link besides, past the 6 the codes allow.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await open(k, cookie);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('data-resume="1"');
      statuses.push((await call('/track/resume', { k }, cookie)).statusCode);
      statuses.push((await call('/track/getThread', { k, grant })).statusCode);
    }
    for (const body of ['Is it ready?', 'Thank you']) {
      statuses.push((await call('/track/postMessage', { k, grant, body })).statusCode);
      statuses.push((await call('/track/getThread', { k, grant })).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);

    // The codes keep their tight budget per address: 2 used, 4 more, then refused.
    const guesses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const other = randomBytes(16).toString('base64url').slice(0, 22);
      guesses.push((await call('/track/view', { k: other })).statusCode);
    }
    expect(guesses).toEqual([404, 404, 404, 404, 429]);
    // …while the page still opens (4 of its 10 used) and the thread still reads.
    expect((await open(k, cookie)).statusCode).toBe(200);
    expect((await call('/track/getThread', { k, grant })).statusCode).toBe(200);

    // Past the page's own budget: a page in the link's language saying to wait, never the API's JSON.
    const pages: number[] = [];
    for (let i = 0; i < 6; i++) pages.push((await open(k, cookie, 'ta')).statusCode);
    expect(pages).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await open(k, cookie, 'ta');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.headers['content-security-policy']).toContain("default-src 'none'");
    expect(limited.body).toContain('<html lang="ta"');
    expect(limited.body).toContain(TRACK_ANSWERS_TA.tooManyRequests);
    expect(limited.body).not.toContain('"status"');
    const english = await open(k, cookie, 'en');
    expect(english.body).toContain(AppMsg.tooManyRequests);
  });
});

describe('a message waiting before the code (decision 080)', () => {
  let w: TestContext;
  let staff: string;
  beforeAll(async () => {
    ({ t: w, staff } = await startTrackingApp());
  });
  afterAll(() => w.close());

  it('the page says one waits, its count only; the code mail names reading messages; the read marks show', async () => {
    const { c, req_code, k } = await customerWithLink(w);
    const ip = '10.8.1.1';
    const page = (lang: string) => w.app.inject({ method: 'GET', url: `/t?k=${k}&lang=${lang}`, remoteAddress: ip });
    expect((await page('en')).body).not.toContain('track-unread-note');

    const words = 'Your board needs a new capacitor';
    for (const body of [words, 'Shall we go ahead?']) {
      const posted = await w.post('/conversations/postMessage', { req_code, body }, staff);
      expect(posted.statusCode).toBe(200);
    }
    const en = (await page('en')).body;
    expect(en).toContain(TRACK_PAGE_EN.trackUnreadMany.replace('{n}', '2'));
    expect(en).not.toContain(words);
    expect((await page('ta')).body).toContain(TRACK_PAGE_TA.trackUnreadMany.replace('{n}', '2'));

    // The code's mail says what the code opens: the messages too, not only charges (there are none here).
    const before = w.smtp.countFor(c.email);
    const sent = await w.app.inject({ method: 'POST', url: '/api/track/sendCode', payload: { k }, remoteAddress: ip });
    expect(sent.statusCode).toBe(200);
    const code = await w.smtp.codeFor(c.email, before);
    // The mail that carries the code: the replies' own mails go by the outbox and may arrive after it.
    const mail =
      w.smtp.mails.filter((m) => m.to.includes(c.email.toLowerCase()) && m.raw.includes(code)).at(-1)?.raw ?? '';
    expect(mailSubject(mail)).toBe(`${req_code}: your code for the tracking page`);
    expect(mailText(mail)).toContain('read its messages');
    expect(mailText(mail)).not.toContain('approve or decline the quoted charges');

    // Reading them from the link marks them read: the note goes; the customer's own message says if it was read.
    const verified = await w.app.inject({
      method: 'POST',
      url: '/api/track/verifyCode',
      payload: { k, otp: code },
      remoteAddress: ip,
    });
    const grant = verified.json().grant as string;
    await w.app.inject({ method: 'POST', url: '/api/track/getThread', payload: { k, grant }, remoteAddress: ip });
    expect((await page('en')).body).not.toContain('track-unread-note');
    await w.app.inject({
      method: 'POST',
      url: '/api/track/postMessage',
      payload: { k, grant, body: 'Yes, go ahead' },
      remoteAddress: ip,
    });
    const thread = async () =>
      (
        await w.app.inject({ method: 'POST', url: '/api/track/getThread', payload: { k, grant }, remoteAddress: ip })
      ).json() as { messages: { side: string; read_at: string | null }[] };
    expect((await thread()).messages.find((m) => m.side === 'customer')?.read_at).toBeNull();
    await w.post('/conversations/getThread', { req_code }, staff);
    expect((await thread()).messages.find((m) => m.side === 'customer')?.read_at).toEqual(expect.any(String));
  });
});
