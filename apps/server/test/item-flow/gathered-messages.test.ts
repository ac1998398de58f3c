import type { TItemStatus } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { readyToInvoice } from '../helpers/invoices';
import { factsFor, itemsOf, viewOf, walk } from '../helpers/items';
import { messagingSettings, startWithPhones, verifyMobile } from '../helpers/phones';
import { rows } from '../helpers/query';
import { createRequest, requestBody } from '../helpers/requests';
import { mailSubject } from '../helpers/smtp';
import { until } from '../helpers/wait';

// One message per request per change (issue 42, decision 101): changes to several items of one request made
// by separate calls within the window reach the customer as one mail and one phone message listing them.

let env: Awaited<ReturnType<typeof startWithPhones>>;
const t = () => env.t;
let staff: string;
let customer: string;
let phoneSeq = 0;

beforeAll(async () => {
  // A window far longer than the test: a message leaves only when the test closes its window.
  env = await startWithPhones({ env: { MESSAGE_WINDOW_SECONDS: '600' } });
  staff = (await login(t(), ADMIN.username, ADMIN.password)).accessToken;
  const form = await companyForm(t(), staff);
  const saved = await t().post('/admin/saveCompanySettings', { ...form, messaging: messagingSettings() }, staff);
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  await readyToInvoice(t(), staff);
  const mobile = `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phoneSeq).padStart(3, '0')}`;
  const c = await signUp(t(), 'Secret@123', { mobile });
  customer = (await login(t(), c.username, c.password)).accessToken;
  await verifyMobile(env, customer, `91${mobile}`);
  expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, customer)).statusCode).toBe(200);
}, 60_000);
afterAll(() => env?.close());

let n = 0;
async function request(count: number) {
  n += 1;
  const items = Array.from({ length: count }, (_, i) => ({
    item_id: 1,
    brand_id: 1,
    model_number: `Inspiron ${i + 1}`,
    serial_number: `GM${Date.now()}${n}L${i + 1}`,
    problem: 'No power',
  }));
  const created = await createRequest(t(), customer, requestBody({}, items));
  const [row] = await rows<{ id: string }>(
    t().db,
    sql`select id from repair_requests where req_code = ${created.req_code}`,
  );
  return { code: created.req_code, requestId: row?.id as string, docket: created.body.docket_number as string };
}

/** The status mails queued for the request (not its "raised" mail), in the order they were queued. */
const statusMails = (code: string) =>
  rows<{ subject: string; body: string; merge_key: string | null; due: boolean; sent: boolean }>(
    t().db,
    sql`select subject, body, merge_key, next_attempt_at <= now() as due, sent_at is not null as sent
        from mail_outbox where dedupe_key like 'item-status:%' and subject like ${`${code}:%`} order by id`,
  );
/** The status messages queued for the request on WhatsApp or SMS. */
const statusPhones = (requestId: string) =>
  rows<{ kind: string; params: string[] }>(
    t().db,
    sql`select kind, params from phone_outbox
        where request_id = ${requestId} and message_key like 'item-status:%' order by id`,
  );
/** Ends every open window now, as its minute running out would. */
const closeWindows = async () => {
  await t().db.execute(sql`update mail_outbox set next_attempt_at = now() where merge_key is not null`);
  await t().db.execute(sql`update phone_outbox set next_attempt_at = now() where merge_key is not null`);
};

/** Each item of the request moved by its own call, as a desk working down a box would. */
async function oneByOne(code: string, to: TItemStatus, token = staff) {
  for (const item of await itemsOf(t(), staff, code)) await walk(t(), token, code, item.line_no, [to]);
}
/** All items of the request in one call. */
async function together(code: string, to: TItemStatus) {
  const view = await viewOf(t(), staff, code);
  const items = view.request_item_details.map((i) => ({ item_id: i.item_id, version: i.version }));
  const res = await t().post(
    '/requestrepair/updateItemsStatus',
    { req_code: code, items, status: to, ...factsFor(to, view.request_details.docket_number) },
    staff,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
}

describe('changes to several items of a request within the window', () => {
  it('three items received by three calls are one mail and one message, sent once the window ends', async () => {
    const { code, requestId } = await request(3);
    await oneByOne(code, 'received');
    const [mail, ...more] = await statusMails(code);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`${code}: Received - 3 items`);
    for (const line of [1, 2, 3]) expect(mail?.body).toContain(`Inspiron ${line}`);
    expect(mail).toMatchObject({ due: false, sent: false });
    const phones = await statusPhones(requestId);
    expect(phones.map((p) => p.kind)).toEqual(['received']);
    expect(phones[0]?.params).toContain('3 items');

    await closeWindows();
    const sent = await until('the gathered mail to reach the customer', () =>
      t().smtp.mails.find((m) => mailSubject(m.raw) === `${code}: Received - 3 items`),
    );
    expect(sent).toBeTruthy();
    await until('the gathered mail to be marked sent', async () => (await statusMails(code))[0]?.sent);
    // The window is closed once a worker took the mail: the next change of the same kind opens its own.
    expect((await statusMails(code))[0]?.merge_key).toBeNull();
  });

  it('items received by calls made at the same moment still make one mail', async () => {
    const { code, docket } = await request(4);
    const items = await itemsOf(t(), staff, code);
    const replies = await Promise.all(
      items.map((i) =>
        t().post(
          '/requestrepair/updateItemStatus',
          { item_id: i.item_id, version: i.version, status: 'received', docket_number: docket },
          staff,
        ),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await statusMails(code)).map((m) => m.subject)).toEqual([`${code}: Received - 4 items`]);
  });

  it('gives each change that joins the window again, up to five windows after the first', async () => {
    const { code } = await request(3);
    const due = async () =>
      (
        await rows<{ due: string; cap: string }>(
          t().db,
          sql`select next_attempt_at::text as due, (created_at + interval '3000 seconds')::text as cap
              from mail_outbox where subject like ${`${code}:%`} and merge_key is not null`,
        )
      )[0];
    await walk(t(), staff, code, 1, ['received']);
    const first = await due();
    await walk(t(), staff, code, 2, ['received']);
    const second = await due();
    expect(first && second).toBeTruthy();
    expect(new Date(second?.due as string).getTime()).toBeGreaterThan(new Date(first?.due as string).getTime());
    expect(new Date(second?.due as string).getTime()).toBeLessThanOrEqual(new Date(second?.cap as string).getTime());
    // A change long after the first (its window moved back 50 minutes here) is held no later than the cap.
    await t().db.execute(
      sql`update mail_outbox set created_at = created_at - interval '2990 seconds' where subject like ${`${code}:%`}`,
    );
    await walk(t(), staff, code, 3, ['received']);
    const third = await due();
    expect(new Date(third?.due as string).getTime()).toBe(new Date(third?.cap as string).getTime());
    expect((await statusMails(code)).map((m) => m.subject)).toEqual([`${code}: Received - 3 items`]);
  });

  it('items whose changes say different things keep their own messages', async () => {
    const { code, docket } = await request(3);
    for (const item of await itemsOf(t(), staff, code)) {
      const res = await t().post(
        '/requestrepair/updateItemStatus',
        {
          item_id: item.item_id,
          version: item.version,
          status: 'received',
          docket_number: docket,
          remark: item.line_no === 3 ? 'Screen cracked in transit' : 'Arrived well packed',
        },
        staff,
      );
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }
    const mails = await statusMails(code);
    expect(mails.map((m) => m.subject)).toEqual([
      `${code}: Received - 2 items`,
      expect.stringMatching(/^RR-.*: Received - /),
    ]);
    expect(mails[1]?.subject).not.toMatch(/items$/);
    expect(mails[1]?.body).toContain('Screen cracked in transit');
  });

  it('remarks that differ only in case, spacing or a closing full stop are one message', async () => {
    const { code, docket } = await request(3);
    const said = ['Arrived well packed', 'arrived  well packed.', 'Arrived well packed !'];
    for (const item of await itemsOf(t(), staff, code)) {
      const res = await t().post(
        '/requestrepair/updateItemStatus',
        {
          item_id: item.item_id,
          version: item.version,
          status: 'received',
          docket_number: docket,
          remark: said[item.line_no - 1],
        },
        staff,
      );
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }
    const mails = await statusMails(code);
    expect(mails.map((m) => m.subject)).toEqual([`${code}: Received - 3 items`]);
    expect(mails[0]?.body).toMatch(/Remark from the service centre: arrived well packed/i);
  });

  it('says a many-item change in the plural, and a promise shared by every item once above the list', async () => {
    const { code } = await request(3);
    await together(code, 'received');
    const [mail] = await statusMails(code);
    const body = mail?.body ?? '';
    expect(body).toContain('Your items have arrived at the service centre and will be inspected.');
    expect(body).not.toContain('Your item has arrived');
    const promise = body.match(/^For each item: Promised by .+$/m)?.[0];
    expect(promise, body).toBeTruthy();
    // Each item's entry is its name alone: nothing said once is said again under each.
    expect(body.match(/Promised by/g)).toHaveLength(1);
    for (const line of [1, 2, 3]) expect(body).toMatch(new RegExp(`^${line}\\. .*Inspiron ${line} `, 'm'));
  });

  it('a dispatch that issues an invoice goes at once, with its own box', async () => {
    const { code } = await request(2);
    await together(code, 'received');
    for (const line of [1, 2]) await walk(t(), staff, code, line, ['estimated']);
    for (const line of [1, 2]) await walk(t(), customer, code, line, ['approved']);
    for (const line of [1, 2]) await walk(t(), staff, code, line, ['in_repair', 'repaired']);
    await walk(t(), staff, code, 1, ['dispatched']);
    const dispatched = (await statusMails(code)).filter((m) => m.subject.includes('Dispatched'));
    expect(dispatched).toHaveLength(1);
    expect(dispatched[0]).toMatchObject({ due: true, merge_key: null });
  });
});

describe('a request walked through its whole life, item by item', () => {
  /** Every step of the flow, each item by its own call but the dispatch, one box with one invoice. */
  async function life(count: number) {
    const { code, requestId } = await request(count);
    await oneByOne(code, 'received');
    await oneByOne(code, 'estimated');
    await oneByOne(code, 'approved', customer);
    await oneByOne(code, 'in_repair');
    await oneByOne(code, 'repaired');
    await together(code, 'dispatched');
    await oneByOne(code, 'delivered');
    return { code, requestId };
  }
  const STEPS = ['Received', 'Charges quoted', 'Charges approved', 'In repair', 'Repaired', 'Dispatched', 'Delivered'];

  for (const count of [3, 20]) {
    it(`a ${count}-item request: one mail and one message per step, not per item`, async () => {
      const { code, requestId } = await life(count);
      const mails = await statusMails(code);
      expect(mails.map((m) => m.subject)).toEqual(STEPS.map((s) => `${code}: ${s} - ${count} items`));
      const phones = await statusPhones(requestId);
      // The steps the company's messaging sends on WhatsApp (the test's settings: not repair's inner steps).
      expect(phones.map((p) => p.kind)).toEqual(['received', 'estimated', 'approved', 'dispatched']);
      for (const p of phones) expect(p.params).toContain(`${count} items`);
    }, 120_000);
  }
});
