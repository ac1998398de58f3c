import { THREAD_PAGE, type TPostMessageReply, type TThreadReply } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { confirmCode, customerWithLink } from '../helpers/tracking';

/**
 * A long conversation read a page at a time (decision 086): the newest THREAD_PAGE messages first, each
 * earlier page on asking, every message once and in order however many are written between the reads;
 * only the newest page marks messages read; the tracking link pages the same way.
 */
let t: TestContext;
let staff: string;
let customer: string;
let email: string;
let reqCode: string;
let k: string;
/** Every message written so far, oldest first. */
const written: string[] = [];
const TOTAL = 2 * THREAD_PAGE + 7;

const read = (token: string, before?: number, code = reqCode) =>
  t.post<TThreadReply>('/conversations/getThread', { req_code: code, ...(before ? { before } : {}) }, token);
async function write(body: string, token: string) {
  const res = await t.post<TPostMessageReply>('/conversations/postMessage', { req_code: reqCode, body }, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  written.push(body);
}
/** Every page from the newest back, and the messages they hold, oldest first. */
async function readAll(token: string) {
  const pages: TThreadReply[] = [];
  let before: number | undefined;
  do {
    const res = await read(token, before);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    before = res.body.before ?? undefined;
  } while (before);
  return { pages, bodies: pages.toReversed().flatMap((p) => p.messages.map((m) => m.body)) };
}

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://service.example.in', MESSAGES_PER_MINUTE: '1000' });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const c = await customerWithLink(t);
  ({ customer, k } = c);
  reqCode = c.req_code;
  email = c.c.email;
  for (let i = 1; i <= TOTAL; i++) await write(`Message ${i}`, i % 3 ? customer : staff);
});
afterAll(() => t?.close());

describe('a long conversation, a page at a time', () => {
  it('answers the newest page first, then each earlier one on asking: every message once, in order', async () => {
    const { pages, bodies } = await readAll(customer);
    expect(pages.map((p) => p.messages.length)).toEqual([THREAD_PAGE, THREAD_PAGE, 7]);
    expect(pages.map((p) => p.earlier)).toEqual([true, true, false]);
    expect(pages.at(-1)?.before).toBeNull();
    expect(pages[0]?.messages.at(-1)?.body).toBe(`Message ${TOTAL}`);
    expect(bodies).toEqual(written);
    // Staff read the same pages.
    expect((await readAll(staff)).bodies).toEqual(written);
  });

  it('neither repeats nor skips a message written between two reads', async () => {
    const first = await read(customer);
    await write('Written between the reads', staff);
    const oldestShown = written.indexOf(first.body.messages[0]?.body ?? '');
    const earlier = await read(customer, first.body.before ?? undefined);
    expect(earlier.body.messages.map((m) => m.body)).toEqual(written.slice(oldestShown - THREAD_PAGE, oldestShown));
    const newest = await read(customer);
    expect(newest.body.messages.at(-1)?.body).toBe('Written between the reads');
    expect((await readAll(customer)).bodies).toEqual(written);
  });

  it('marks messages read on the newest page only; staff are told the reply channels there only', async () => {
    await write('An answer to read', staff);
    const first = await read(customer, undefined);
    expect(first.body.messages.at(-1)).toMatchObject({ body: 'An answer to read', read_at: null });
    await write('Another answer', staff);
    // Reading an earlier page leaves the new answer unread ...
    await read(customer, first.body.before ?? undefined);
    const staffView = await read(staff);
    expect(staffView.body.messages.at(-1)).toMatchObject({ body: 'Another answer', read_at: null });
    expect(staffView.body.reply_channels).toBeDefined();
    expect((await read(staff, staffView.body.before ?? undefined)).body.reply_channels).toBeUndefined();
    // ... the newest page marks it.
    await read(customer);
    expect((await read(staff)).body.messages.at(-1)?.read_at).not.toBeNull();
  });

  it('refuses a place that is not a message number; another customer has no thread to page', async () => {
    for (const before of [0, -1, 1.5, 'x', 2 ** 31]) {
      const res = await t.post('/conversations/getThread', { req_code: reqCode, before }, customer);
      expect(res.statusCode, String(before)).toBe(400);
    }
    const o = await signUp(t);
    const other = (await login(t, o.username, o.password)).accessToken;
    expect((await read(other, 10)).statusCode).toBe(404);
    // A place past the newest message reads the newest page.
    expect((await read(customer, 1_000_000)).body.messages.at(-1)?.body).toBe(written.at(-1));
  });

  it('pages from the tracking link as from the account', async () => {
    const { verified } = await confirmCode(t, email, k);
    const grant = verified.body.grant;
    const bodies: string[][] = [];
    let before: number | null | undefined;
    do {
      const res = await t.post<TThreadReply>('/track/getThread', { k, grant, ...(before ? { before } : {}) });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      bodies.unshift(res.body.messages.map((m) => m.body));
      before = res.body.before;
    } while (before);
    expect(bodies.flat()).toEqual(written);
    const bad = await t.post('/track/getThread', { k, grant, before: 'earlier' });
    expect(bad.statusCode).toBe(400);
  });
});
