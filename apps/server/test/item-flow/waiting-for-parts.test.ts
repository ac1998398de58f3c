import {
  addDays,
  formatDay,
  ItemStatusMsg,
  indiaToday,
  STATUS_TEXT,
  STATUS_TEXT_TA,
  type TActionCountsReply,
  type TRequestListReply,
  type TTrackReply,
  type TViewItemReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { itemsOf, viewOf, walk } from '../helpers/items';
import { messagingSettings, startWithPhones, verifyMobile } from '../helpers/phones';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';
import { until } from '../helpers/wait';

/** "Waiting for parts" inside repair (issue 28, decision 051): the move, its refusals, what the customer reads. */
let env: Awaited<ReturnType<typeof startWithPhones>>;
const t = () => env.t;
let staff: string;
let customer: { token: string; email: string };
let tamil: { token: string; email: string };
let phoneSeq = 0;

async function customerOf(language: 'en' | 'ta') {
  const mobile = `8${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phoneSeq).padStart(3, '0')}`;
  const c = await signUp(t(), 'Secret@123', { mobile });
  const token = (await login(t(), c.username, c.password)).accessToken;
  expect((await t().post('/profile/setLanguage', { language }, token)).statusCode).toBe(200);
  await verifyMobile(env, token, `91${mobile}`);
  expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, token)).statusCode).toBe(200);
  return { token, email: c.email };
}

beforeAll(async () => {
  env = await startWithPhones();
  staff = (await login(t(), ADMIN.username, ADMIN.password)).accessToken;
  const form = await companyForm(t(), staff);
  const saved = await t().post('/admin/saveCompanySettings', { ...form, messaging: messagingSettings() }, staff);
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  customer = await customerOf('en');
  tamil = await customerOf('ta');
});
afterAll(() => env?.close());

type Reply = { message: string; issues?: { path: string; message: string }[] };
async function move(token: string, reqCode: string, status: string, extra: Record<string, string> = {}) {
  const [item] = await itemsOf(t(), staff, reqCode);
  return t().post<Reply>(
    '/requestrepair/updateItemStatus',
    { item_id: item?.item_id, version: item?.version, status, ...extra },
    token,
  );
}
/** A request of the customer's with its item in repair. */
async function inRepair(token: string) {
  const { req_code } = await createRequest(t(), token);
  await walk(t(), staff, req_code, 1, ['received', 'estimated', 'approved', 'in_repair']);
  return req_code;
}
/** The customer's mail whose subject holds `subject` (parsed: a Tamil subject is encoded in the raw mail). */
async function mailAbout(email: string, subject: string) {
  return until(`a "${subject}" mail`, async () => {
    const mine = t().smtp.mails.filter((m) => m.to.includes(email.toLowerCase()));
    const parsed = await Promise.all(mine.map((m) => simpleParser(m.raw)));
    return parsed.find((p) => p.subject?.includes(subject));
  });
}
const timelineOf = async (token: string, itemId: string) =>
  (await t().post<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: itemId }, token)).body
    .request_tracking_details;
async function trackOf(token: string, reqCode: string) {
  const link = await t().post<{ tracking_url: string }>('/requestrepair/getTrackingLink', { req_code: reqCode }, token);
  const k = new URL(link.body.tracking_url).searchParams.get('k') ?? '';
  return (await t().post<TTrackReply>('/track/view', { k })).body;
}

describe('waiting for parts', () => {
  const expected = addDays(indiaToday(), 10);
  const shown = formatDay(expected);

  it('is refused to the customer, and to staff without a remark or a sound expected date; nothing is stored', async () => {
    const code = await inRepair(customer.token);
    const [before] = await itemsOf(t(), staff, code);
    const byCustomer = await move(customer.token, code, 'waiting_for_parts', { remark: 'x', expected_on: expected });
    expect(byCustomer.statusCode).toBe(400);
    expect(byCustomer.body.message).toMatch(/cannot be moved to "Waiting for parts"/);
    const cases: [Record<string, string>, { path: string; message: string }[]][] = [
      [{ remark: 'Panel ordered' }, [{ path: 'expected_on', message: ItemStatusMsg.enterExpectedDate }]],
      [{ expected_on: expected }, [{ path: 'remark', message: ItemStatusMsg.enterRemark }]],
      [
        { remark: 'Panel ordered', expected_on: addDays(indiaToday(), -1) },
        [{ path: 'expected_on', message: ItemStatusMsg.expectedDatePast }],
      ],
      [
        { remark: 'Panel ordered', expected_on: addDays(indiaToday(), 181) },
        [{ path: 'expected_on', message: ItemStatusMsg.expectedDateTooFar }],
      ],
      [
        { remark: 'Panel ordered', expected_on: '31-12-2026' },
        [{ path: 'expected_on', message: ItemStatusMsg.enterExpectedDate }],
      ],
    ];
    for (const [facts, issues] of cases) {
      const res = await move(staff, code, 'waiting_for_parts', facts);
      expect(res.statusCode, JSON.stringify(facts)).toBe(400);
      expect(res.body.issues).toEqual(issues);
    }
    const [after] = await itemsOf(t(), staff, code);
    expect(after).toMatchObject({ status: 'in_repair', version: before?.version, parts_expected_on: null });
    expect((await timelineOf(staff, after?.item_id ?? '')).map((e) => e.status).at(-1)).toBe('in_repair');
  });

  it('holds the date while it waits, tells the customer everywhere, stays in the repair queue, and resumes', async () => {
    const code = await inRepair(customer.token);
    const ok = await move(staff, code, 'waiting_for_parts', { remark: 'Display panel ordered', expected_on: expected });
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
    const view = await viewOf(t(), customer.token, code);
    const [item] = view.request_item_details;
    expect(item).toMatchObject({ status: 'waiting_for_parts', parts_expected_on: expected });
    expect(view.request_details.group).toBe('in_progress');
    const last = (await timelineOf(customer.token, item?.item_id ?? '')).at(-1);
    expect(last).toMatchObject({ status: 'waiting_for_parts', remark: 'Display panel ordered', expected_on: expected });
    expect(last?.explanation).toContain(`expected by ${shown}`);
    const track = await trackOf(customer.token, code);
    expect(track.items[0]).toMatchObject({ status: 'waiting_for_parts', parts_expected_on: expected });
    expect(track.items[0]?.explanation).toContain(shown);
    const mail = await mailAbout(customer.email, `${code}: ${STATUS_TEXT.waiting_for_parts.label}`);
    expect(mail.text).toContain(`expected by ${shown}`);
    expect(mail.text).toContain('Display panel ordered');
    // The phone message carries the date as its own value.
    const [phone] = await until('the phone message', () =>
      rows<{ params: string[] }>(
        t().db,
        sql`select params from phone_outbox where kind = 'waiting_for_parts' and params->>0 = ${code}`,
      ).then((r) => r.length > 0 && r),
    );
    expect(phone?.params[2]).toBe(shown);
    // Technicians still see it: the repair queue holds it, and the counts agree with the list.
    const queue = await t().post<TRequestListReply>(
      '/requestrepair/getrequestrepairList',
      { needs: 'repair', limit: 100 },
      staff,
    );
    expect(queue.body.requestrepair_list.map((r) => r.req_code)).toContain(code);
    const counts = await t().post<TActionCountsReply>('/requestrepair/getActionCounts', {}, staff);
    expect(counts.body.counts.repair).toBe(queue.body.requestrepair_list.length);
    // Parts arrived: back in repair, the date gone from the item but kept on its timeline.
    expect((await move(staff, code, 'in_repair')).statusCode).toBe(200);
    const [resumed] = await itemsOf(t(), customer.token, code);
    expect(resumed).toMatchObject({ status: 'in_repair', parts_expected_on: null });
    const timeline = await timelineOf(customer.token, resumed?.item_id ?? '');
    expect(timeline.map((e) => [e.status, e.expected_on]).slice(-2)).toEqual([
      ['waiting_for_parts', expected],
      ['in_repair', null],
    ]);
    expect((await trackOf(customer.token, code)).items[0]?.parts_expected_on).toBeNull();
  });

  it('goes on to not repairable, with a remark, when the parts never come; nothing is charged', async () => {
    const code = await inRepair(customer.token);
    await move(staff, code, 'waiting_for_parts', { remark: 'Board ordered', expected_on: expected });
    const bare = await move(staff, code, 'not_repairable');
    expect(bare.body.issues).toEqual([{ path: 'remark', message: ItemStatusMsg.enterRemark }]);
    expect((await move(staff, code, 'not_repairable', { remark: 'The board is no longer made' })).statusCode).toBe(200);
    const [item] = await itemsOf(t(), customer.token, code);
    expect(item).toMatchObject({ status: 'not_repairable', cost: 0, parts_expected_on: null });
  });

  it('tells a Tamil reader in Tamil, with the same date', async () => {
    const code = await inRepair(tamil.token);
    expect((await move(staff, code, 'waiting_for_parts', { remark: 'Panel', expected_on: expected })).statusCode).toBe(
      200,
    );
    const mail = await mailAbout(tamil.email, `${code}: ${STATUS_TEXT_TA.waiting_for_parts.label}`);
    expect(mail.subject).toContain(STATUS_TEXT_TA.waiting_for_parts.label);
    expect(mail.text).toContain(`${shown} க்குள்`);
    const [phone] = await until('the Tamil phone message', () =>
      rows<{ params: string[]; language: string }>(
        t().db,
        sql`select params, language from phone_outbox where kind = 'waiting_for_parts' and params->>0 = ${code}`,
      ).then((r) => r.length > 0 && r),
    );
    expect(phone).toMatchObject({ language: 'ta' });
    expect(phone?.params[2]).toBe(shown);
  });
});
