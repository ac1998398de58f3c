import {
  AttachmentMsg,
  ConversationMsg,
  MESSAGE_MAX,
  MESSAGES_PER_MINUTE,
  type TPostMessageReply,
  type TThreadReply,
  type TViewRequestReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { startAdminApp } from '../helpers/admin';
import type { TestContext } from '../helpers/app';
import { rows } from '../helpers/query';
import { createRequest, makeJpeg, presign, upload } from '../helpers/requests';

/**
 * A conversation on every request (issue 30, decision 070): who may read and write, the read marks, the
 * attachments (photos and PDFs through the signed uploads; anything else refused with nothing kept), the
 * bounds and the rate of posting.
 */
let t: TestContext;
let staff: string;
let customer: string;
let other: string;
let reqCode: string;
let itemId: string;
/** The first item as the conversation names it: line, item, brand, model and serial number. */
let itemName: string;

const thread = (code: string, token: string) =>
  t.post<TThreadReply>('/conversations/getThread', { req_code: code }, token);
const post = (body: Record<string, unknown>, token: string) =>
  t.post<TPostMessageReply>('/conversations/postMessage', { req_code: reqCode, ...body }, token);
const stored = (code: string) =>
  rows<{ body: string; side: string }>(
    t.db,
    sql`select m.body, m.side from thread_messages m join repair_requests r on r.id = m.request_id
        where r.req_code = ${code} order by m.created_at`,
  );
const fileRow = (id: string) =>
  rows<{ message_id: string | null; item_id: string | null }>(
    t.db,
    sql`select message_id, item_id from item_images where id = ${id}`,
  );
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

beforeAll(async () => {
  const app = await startAdminApp();
  t = app.t;
  staff = app.staff;
  customer = app.customer;
  const o = await signUp(t);
  other = (await login(t, o.username, o.password)).accessToken;
  reqCode = (await createRequest(t, customer)).req_code;
  const view = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code: reqCode }, customer);
  itemId = view.body.request_item_details[0]?.item_id ?? '';
  const i = view.body.request_item_details[0];
  itemName = `${i?.line_no}. ${i?.item_name}, ${i?.brand_name} ${i?.model_number} (${i?.serial_number})`;
});
afterAll(() => t?.close());

describe("who writes and reads a request's conversation", () => {
  it('starts empty; the customer writes on their own request, about one of its items', async () => {
    const empty = await thread(reqCode, customer);
    expect(empty.statusCode).toBe(200);
    expect(empty.body.messages).toEqual([]);
    const res = await post({ body: 'Is the charger needed?', item_id: itemId }, customer);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.posted).toMatchObject({
      side: 'customer',
      body: 'Is the charger needed?',
      item_id: itemId,
      channel: 'web',
      read_at: null,
    });
    // The model and serial number tell two items of one kind and brand apart.
    expect(res.body.posted.item_label).toBe(itemName);
  });

  it("answers another customer's request as not found, to read and to write, and keeps nothing", async () => {
    const before = await stored(reqCode);
    const read = await thread(reqCode, other);
    expect(read.statusCode).toBe(404);
    const write = await t.post('/conversations/postMessage', { req_code: reqCode, body: 'Hello' }, other);
    expect(write.statusCode).toBe(404);
    expect(write.body).toEqual(read.body);
    // A code that does not exist answers the same.
    expect((await thread('RR-2026-999999', customer)).body).toEqual(read.body);
    expect(await stored(reqCode)).toEqual(before);
  });

  it('lets staff read and answer any request; each side sees when the other has read', async () => {
    const staffRead = await thread(reqCode, staff);
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.body.messages.map((m) => m.author)).not.toContain('Service centre');
    const answer = await post({ body: 'No charger needed, thank you.' }, staff);
    expect(answer.statusCode).toBe(200);
    // The customer's message is now read by staff; the answer is unread until the customer opens the thread.
    const mine = await thread(reqCode, customer);
    const [question, reply] = mine.body.messages;
    expect(question?.read_at).not.toBeNull();
    expect(reply).toMatchObject({ side: 'staff', author: 'Service centre', read_at: null });
    // "You" is the reader's own message only: the customer's question to them, the answer to staff.
    expect([question?.mine, reply?.mine]).toEqual([true, false]);
    const again = await thread(reqCode, staff);
    expect(again.body.messages[1]?.read_at).not.toBeNull();
    expect(again.body.messages[1]?.author).toBe('Ravi Kumar');
    expect(again.body.messages.map((m) => m.mine)).toEqual([false, true]);
  });

  it('keeps the text as typed: markup is text, never turned into anything', async () => {
    const body = '<img src=x onerror=alert(1)> & <b>bold</b> javascript:alert(1)';
    const res = await post({ body }, customer);
    expect(res.body.posted.body).toBe(body);
    const read = await thread(reqCode, staff);
    expect(read.body.messages.at(-1)?.body).toBe(body);
  });
});

describe('what a message takes', () => {
  it('refuses an empty message, one too long, too many files and an item of another request', async () => {
    const before = await stored(reqCode);
    const empty = await post({ body: '   ' }, customer);
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(ConversationMsg.messageEmpty);
    const long = await post({ body: 'x'.repeat(MESSAGE_MAX + 1) }, customer);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.body)).toContain(ConversationMsg.messageTooLong);
    const many = await post(
      { body: 'x', attachment_ids: Array.from({ length: 6 }, () => crypto.randomUUID()) },
      customer,
    );
    expect(many.statusCode).toBe(400);
    const otherRequest = (await createRequest(t, other)).req_code;
    const otherView = await t.post<TViewRequestReply>(
      '/requestrepair/viewrequestrepair',
      { req_code: otherRequest },
      other,
    );
    const foreignItem = otherView.body.request_item_details[0]?.item_id;
    const wrongItem = await post({ body: 'About this', item_id: foreignItem }, customer);
    expect(wrongItem.statusCode).toBe(400);
    expect(wrongItem.body).toMatchObject({ message: ConversationMsg.itemNotOnRequest });
    expect(await stored(reqCode)).toEqual(before);
  });

  it('carries a photo and a PDF through the signed uploads, each readable through its signed address', async () => {
    const photo = await upload(t, customer, await makeJpeg());
    expect(photo.put.statusCode).toBe(200);
    const signed = await t.post<{ signedUrl: string; image_id: string }>(
      '/requestrepair/getPresignedUrl',
      { content_type: 'application/pdf', size: PDF.length, purpose: 'message' },
      customer,
    );
    expect(signed.statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: signed.body.signedUrl,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await post({ body: 'The bill', attachment_ids: [photo.imageId, signed.body.image_id] }, customer);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const [image, pdf] = res.body.posted.attachments;
    expect(image?.kind).toBe('image');
    expect(pdf).toMatchObject({ kind: 'pdf', thumbnail_url: null });
    const got = await t.app.inject({ method: 'GET', url: pdf?.url ?? '' });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    const img = await t.app.inject({ method: 'GET', url: image?.thumbnail_url ?? '' });
    expect(img.headers['content-type']).toBe('image/jpeg');
    // A file on a message cannot go on a message again, nor on an item.
    const reuse = await post({ body: 'Again', attachment_ids: [photo.imageId] }, customer);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.body).toMatchObject({ message: ConversationMsg.attachmentNotYours });
    const onItem = await t.post(
      '/requestrepair/addrequestrepair',
      {
        idempotency_key: crypto.randomUUID(),
        courier_name: 'Professional Couriers',
        docket_number: `PC${Date.now()}`,
        narration: '',
        items: [
          {
            item_id: 1,
            brand_id: 1,
            model_number: 'X1',
            serial_number: `SN${Date.now()}P`,
            image_ids: [photo.imageId],
          },
        ],
      },
      customer,
    );
    expect(onItem.statusCode).toBe(400);
    expect((await fileRow(photo.imageId))[0]).toMatchObject({ item_id: null });
  });

  it("refuses another person's upload on a message, and a PDF for an item's photo", async () => {
    const theirs = await upload(t, other, await makeJpeg());
    const before = await stored(reqCode);
    const res = await post({ body: 'Not mine', attachment_ids: [theirs.imageId] }, customer);
    expect(res.statusCode).toBe(400);
    expect(await stored(reqCode)).toEqual(before);
    expect((await fileRow(theirs.imageId))[0]?.message_id).toBeNull();
    const asPhoto = await presign(t, customer, 'application/pdf', PDF.length);
    expect(asPhoto.statusCode).toBe(400);
    expect(JSON.stringify(asPhoto.body)).toContain('Only JPEG, PNG and WebP images can be uploaded');
  });

  it('refuses a file of the wrong type or size, or a PDF that is not one, keeping nothing', async () => {
    const count = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from item_images`))[0]?.n;
    const n = await count();
    const wrongType = await t.post(
      '/requestrepair/getPresignedUrl',
      { content_type: 'application/zip', size: 100, purpose: 'message' },
      customer,
    );
    expect(wrongType.statusCode).toBe(400);
    expect(JSON.stringify(wrongType.body)).toContain(AttachmentMsg.onlyImagesOrPdf);
    const tooLarge = await t.post(
      '/requestrepair/getPresignedUrl',
      { content_type: 'application/pdf', size: 10 * 1024 * 1024 + 1, purpose: 'message' },
      customer,
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(JSON.stringify(tooLarge.body)).toContain(AttachmentMsg.fileTooLarge);
    expect(await count()).toBe(n);
    // Announced as a PDF, but a JPEG inside: refused, and the signed row is gone.
    const jpeg = await makeJpeg();
    const signed = await t.post<{ signedUrl: string; image_id: string }>(
      '/requestrepair/getPresignedUrl',
      { content_type: 'application/pdf', size: jpeg.length, purpose: 'message' },
      customer,
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: signed.body.signedUrl,
      payload: jpeg,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ message: AttachmentMsg.notPdf });
    expect(await fileRow(signed.body.image_id)).toEqual([]);
    expect(await count()).toBe(n);
  });
});

describe('the rate of posting', () => {
  it(`takes ${MESSAGES_PER_MINUTE} messages a minute from one person, then refuses with nothing kept`, async () => {
    const c = await signUp(t);
    const token = (await login(t, c.username, c.password)).accessToken;
    const code = (await createRequest(t, token)).req_code;
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) {
      const res = await t.post('/conversations/postMessage', { req_code: code, body: `Message ${i}` }, token);
      expect(res.statusCode).toBe(200);
    }
    const refused = await t.post('/conversations/postMessage', { req_code: code, body: 'One more' }, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({ message: ConversationMsg.tooManyMessages });
    expect(await stored(code)).toHaveLength(MESSAGES_PER_MINUTE);
  });
});
