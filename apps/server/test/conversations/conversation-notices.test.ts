import {
  ConversationMsg,
  type TPostMessageReply,
  type TRequestListReply,
  TrackMsg,
  type TThreadReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/app';
import { rows } from '../helpers/query';
import { mailSubject, mailText } from '../helpers/smtp';
import { confirmCode, customerWithLink, startTrackingApp } from '../helpers/tracking';

/**
 * The customer is told of a staff reply (issue 30, decision 071): a mail with the words and the tracking
 * link, the request list's mark of unread messages, and the conversation read and written from the
 * tracking link after the code.
 */
let t: TestContext;
let staff: string;

const post = (reqCode: string, body: string, token: string) =>
  t.post<TPostMessageReply>('/conversations/postMessage', { req_code: reqCode, body }, token);
const listRow = async (reqCode: string, token: string) => {
  const res = await t.post<TRequestListReply>('/requestrepair/getrequestrepairList', { search: reqCode }, token);
  return res.body.requestrepair_list.find((r) => r.req_code === reqCode);
};
const repliesTo = (email: string, reqCode: string) =>
  t.smtp.mails.filter(
    (m) => m.to.includes(email.toLowerCase()) && mailSubject(m.raw) === `${reqCode}: a reply from the service centre`,
  );
async function until<T>(read: () => T | Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
}

beforeAll(async () => {
  ({ t, staff } = await startTrackingApp());
});
afterAll(() => t?.close());

describe('a staff reply', () => {
  it('mails the customer the words and the tracking link, once; their own message mails them nothing', async () => {
    const { c, customer, req_code, k } = await customerWithLink(t);
    expect((await post(req_code, 'Is the charger needed?', customer)).statusCode).toBe(200);
    const reply = await post(req_code, 'No charger needed.\nSee https://example.com/faq', staff);
    expect(reply.statusCode).toBe(200);
    const [mail] = await until(
      () => repliesTo(c.email, req_code),
      (m) => m.length > 0,
    );
    const text = mailText(mail?.raw ?? '').replace(/\r\n/g, '\n');
    expect(text).toContain('No charger needed.\nSee https://example.com/faq');
    expect(text).toContain(`https://service.example.in/t?k=${k}`);
    const queued = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from mail_outbox where dedupe_key like 'thread-reply:%' and body like ${`%${req_code}%`}`,
    );
    expect(queued[0]?.n).toBe(1);
    expect(repliesTo(c.email, req_code)).toHaveLength(1);
  });

  it('marks the request in the customer list until they open the conversation, and the customer message in staff list', async () => {
    const { customer, req_code } = await customerWithLink(t);
    expect((await listRow(req_code, customer))?.unread_messages).toBe(0);
    await post(req_code, 'When will it be ready?', customer);
    expect((await listRow(req_code, staff))?.unread_messages).toBe(1);
    expect((await listRow(req_code, customer))?.unread_messages).toBe(0);
    await post(req_code, 'Tomorrow.', staff);
    await post(req_code, 'By noon.', staff);
    expect((await listRow(req_code, staff))?.unread_messages).toBe(0);
    expect((await listRow(req_code, customer))?.unread_messages).toBe(2);
    const opened = await t.post<TThreadReply>('/conversations/getThread', { req_code }, customer);
    expect(opened.body.messages.filter((m) => m.side === 'staff' && !m.read_at)).toHaveLength(2);
    expect((await listRow(req_code, customer))?.unread_messages).toBe(0);
  });
});

describe('the conversation from the tracking link', () => {
  it('is read and written after the code, as the customer of the request', async () => {
    const { c, req_code, k } = await customerWithLink(t);
    await post(req_code, 'Your laptop needs a new battery.', staff);
    const { verified } = await confirmCode(t, c.email, k);
    const grant = verified.body.grant;
    const read = await t.post<TThreadReply>('/track/getThread', { k, grant });
    expect(read.statusCode, JSON.stringify(read.body)).toBe(200);
    expect(read.body.messages).toMatchObject([
      { side: 'staff', author: 'Service centre', body: 'Your laptop needs a new battery.', read_at: null },
    ]);
    const written = await t.post<TPostMessageReply>('/track/postMessage', { k, grant, body: 'Please go ahead.' });
    expect(written.statusCode, JSON.stringify(written.body)).toBe(200);
    expect(written.body).toMatchObject({
      message: ConversationMsg.messageSent,
      posted: { side: 'customer', channel: 'tracking', body: 'Please go ahead.' },
    });
    const staffSees = await t.post<TThreadReply>('/conversations/getThread', { req_code }, staff);
    expect(staffSees.body.messages.map((m) => [m.side, m.read_at === null])).toEqual([
      ['staff', false],
      ['customer', true],
    ]);
  });

  it('refuses without a good grant, or with the grant of another request, keeping nothing', async () => {
    const a = await customerWithLink(t);
    const b = await customerWithLink(t);
    const { verified } = await confirmCode(t, b.c.email, b.k);
    const count = async () =>
      (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from thread_messages`))[0]?.n;
    const before = await count();
    const forged = await t.post('/track/postMessage', { k: a.k, grant: '9999999999.abc', body: 'Hello' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toMatchObject({ message: TrackMsg.grantExpired });
    const other = await t.post('/track/postMessage', { k: a.k, grant: verified.body.grant, body: 'Hello' });
    expect(other.statusCode).toBe(400);
    const read = await t.post('/track/getThread', { k: a.k, grant: verified.body.grant });
    expect(read.statusCode).toBe(400);
    const empty = await t.post('/track/postMessage', { k: b.k, grant: verified.body.grant, body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
