import { addDays, formatDateTime, indiaToday, STATUS_TEXT_TA, type TViewRequestReply } from '@svc/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { companyForm, LETTERHEAD } from '../helpers/company';
import { itemsOf, walk } from '../helpers/items';
import { createRequest, requestBody } from '../helpers/requests';

let t: TestContext;
let staff: string;
let customer: { token: string; email: string };
/** The server's clock: real time unless a test sets an instant (the promised date's tests). */
let clock: Date | null = null;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock ?? new Date() });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const c = await signUp(t);
  customer = { token: (await login(t, c.username, c.password)).accessToken, email: c.email };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The newest mail to the customer whose subject names `status`, once the outbox has sent it. */
async function mailAbout(reqCode: string, status: string, after = 0) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mine = t.smtp.mails
      .filter((m) => m.to.includes(customer.email.toLowerCase()) && m.raw.includes(`${reqCode}: ${status}`))
      .slice(after);
    if (mine.length) return (await simpleParser(mine.at(-1)?.raw ?? '')).text ?? '';
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no "${status}" mail for ${reqCode}`);
}

const quote = async (reqCode: string, service: number) => {
  const [item] = await itemsOf(t, staff, reqCode);
  const res = await t.post(
    '/requestrepair/updateChargesRequestRepair',
    { item_id: item?.item_id, version: item?.version, service_charge: service, parts_charge: 0, gst_percent: 18 },
    staff,
  );
  expect(res.statusCode).toBe(200);
};

describe("the status mails' words", () => {
  it('are signed by the product until the company has a name, then by the company', async () => {
    const { req_code } = await createRequest(t, customer.token, requestBody());
    await walk(t, staff, req_code, 1, ['received']);
    expect(await mailAbout(req_code, 'Received')).toMatch(/\nService Application\s*$/);
    const saved = await t.post('/admin/saveCompanySettings', await companyForm(t, staff), staff);
    expect(saved.statusCode).toBe(200);
    await quote(req_code, 1000);
    expect(await mailAbout(req_code, 'Charges quoted')).toMatch(new RegExp(`\\n${LETTERHEAD.name}\\s*$`));
  });

  it("say a new quote replaces the earlier one; the customer's own reason is theirs, not the centre's", async () => {
    const { req_code } = await createRequest(t, customer.token, requestBody());
    await walk(t, staff, req_code, 1, ['received']);
    await quote(req_code, 1000);
    const first = await mailAbout(req_code, 'Charges quoted');
    expect(first).not.toContain('replaces');
    await quote(req_code, 1500);
    const second = await mailAbout(req_code, 'Charges quoted', 1);
    expect(second).toContain('This quote replaces the one we sent before.');
    expect(second).toContain('₹1,770.00');

    const other = await createRequest(t, customer.token, requestBody());
    const [item] = await itemsOf(t, customer.token, other.req_code);
    const cancelled = await t.post(
      '/requestrepair/updateItemStatus',
      { item_id: item?.item_id, version: item?.version, status: 'cancelled', remark: 'Repaired it locally' },
      customer.token,
    );
    expect(cancelled.statusCode).toBe(200);
    const mail = await mailAbout(other.req_code, 'Cancelled');
    expect(mail).toContain('Your note: Repaired it locally');
    expect(mail).not.toContain('Remark from the service centre');
  });
});

/** The customer's mail whose decoded subject is the request's and the status's (a Tamil subject is encoded). */
async function parsedMail(reqCode: string, status: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const m of t.smtp.mails.filter((x) => x.to.includes(customer.email.toLowerCase())).reverse()) {
      const mail = await simpleParser(m.raw);
      if (mail.subject?.startsWith(`${reqCode}: ${status}`)) return mail.text ?? '';
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no "${status}" mail for ${reqCode}`);
}

/** An instant given as India's wall clock, 'YYYY-MM-DD HH:MM'. */
const ist = (s: string) => new Date(`${s.replace(' ', 'T')}:00+05:30`);

/** The promised date as the request view shows it now (the screens write it with `formatDateTime`). */
async function shownDue(reqCode: string) {
  const view = await t.post<TViewRequestReply>(
    '/requestrepair/viewrequestrepair',
    { req_code: reqCode },
    customer.token,
  );
  return formatDateTime(view.body.request_item_details[0]?.due_at);
}

/** Moves the first item as staff at India's wall-clock time `when`. */
async function moveAt(when: string, reqCode: string, status: string, facts: Record<string, string> = {}) {
  clock = ist(when);
  const [item] = await itemsOf(t, staff, reqCode);
  const res = await t.post(
    '/requestrepair/updateItemStatus',
    { item_id: item?.item_id, version: item?.version, status, ...facts },
    staff,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
}

describe('the promised date in the status mails (decision 055)', () => {
  // The default calendar (Monday to Saturday 10:00–19:00) and turnaround (5 working days); 30 November
  // 2026 is a Monday.
  it('says it on receipt, while the clock is paused, and the new date a pause moved it to, as the request shows it', async () => {
    await t.post('/profile/setLanguage', { language: 'en' }, customer.token);
    const { req_code } = await createRequest(t, customer.token, requestBody());
    const view = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code }, staff);
    await moveAt('2026-11-30 11:00', req_code, 'received', { docket_number: view.body.request_details.docket_number });
    expect(await shownDue(req_code)).toBe('05-12-2026 11:00');
    expect(await mailAbout(req_code, 'Received')).toContain(
      'Promised by 05-12-2026 11:00. Promised within 5 working days of receipt.',
    );

    clock = ist('2026-12-01 12:00');
    await quote(req_code, 1000);
    expect(await shownDue(req_code)).toBe('05-12-2026 11:00');
    expect(await mailAbout(req_code, 'Charges quoted')).toContain(
      'Promised by 05-12-2026 11:00. While we wait for your answer, the promised date moves later by the time we wait.',
    );

    // A day of working time waiting for the answer (Tuesday 12:00 to Wednesday 12:00): Saturday 11:00 → Monday 11:00.
    await moveAt('2026-12-02 12:00', req_code, 'approved');
    expect(await shownDue(req_code)).toBe('07-12-2026 11:00');
    const approved = await mailAbout(req_code, 'Charges approved');
    expect(approved).toContain('Promised by 07-12-2026 11:00: the date moved on by the working time the item waited.');
    expect(approved).not.toContain('05-12-2026');

    await moveAt('2026-12-02 13:00', req_code, 'in_repair');
    expect(await mailAbout(req_code, 'In repair')).toContain('Promised by 07-12-2026 11:00.');
    const parts = { remark: 'Panel ordered', expected_on: addDays(indiaToday(ist('2026-12-02 13:00')), 3) };
    await moveAt('2026-12-02 14:00', req_code, 'waiting_for_parts', parts);
    // The promise if the parts come on Saturday 5 (decision 053, 2026-11-28): Wednesday 14:00 to Saturday's
    // start is 23 working hours after Monday 11:00, Wednesday 9 December 16:00; the request view says the same.
    expect(await mailAbout(req_code, 'Waiting for parts')).toContain(
      'Promised by 09-12-2026 16:00 if the parts arrive by 05-12-2026. If they arrive later, the promised date moves later with them.',
    );
    const onParts = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code }, customer.token);
    expect(formatDateTime(onParts.body.request_item_details[0]?.if_parts_arrive?.due_at)).toBe('09-12-2026 16:00');

    // Parts waited from Wednesday 14:00 to Thursday 16:00 (11 working hours): Monday 11:00 → Tuesday 13:00.
    // In Tamil now: the same date, written the same way.
    expect((await t.post('/profile/setLanguage', { language: 'ta' }, customer.token)).statusCode).toBe(200);
    await moveAt('2026-12-03 16:00', req_code, 'in_repair');
    expect(await shownDue(req_code)).toBe('08-12-2026 13:00');
    const tamil = await parsedMail(req_code, STATUS_TEXT_TA.in_repair.label);
    expect(tamil).toContain('08-12-2026 13:00க்குள் தருவதாக உறுதியளித்துள்ளோம்: பொருள் காத்திருந்த');
    expect(tamil).toContain('பொருளைப் பெற்றதிலிருந்து 5 வேலை நாட்களுக்குள் தருவதாக உறுதியளித்துள்ளோம்.');
    expect((await t.post('/profile/setLanguage', { language: 'en' }, customer.token)).statusCode).toBe(200);

    // Once the clock has stopped (repaired and sent back), the mails no longer promise a date.
    await moveAt('2026-12-04 11:00', req_code, 'repaired', { remark: 'Bench tested' });
    expect(await mailAbout(req_code, 'Repaired')).toContain('Promised by 08-12-2026 13:00.');
    await moveAt('2026-12-04 12:00', req_code, 'dispatched', { return_courier: 'Blue Dart', return_docket: 'BD1' });
    expect(await mailAbout(req_code, 'Dispatched')).not.toContain('Promised by');
    clock = null;
  });

  it('says in Tamil what it promises if the parts arrive on their day', async () => {
    expect((await t.post('/profile/setLanguage', { language: 'ta' }, customer.token)).statusCode).toBe(200);
    const { req_code } = await createRequest(t, customer.token, requestBody());
    const view = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code }, staff);
    await moveAt('2026-12-07 11:00', req_code, 'received', { docket_number: view.body.request_details.docket_number });
    await quote(req_code, 1000);
    await moveAt('2026-12-07 11:00', req_code, 'approved');
    await moveAt('2026-12-07 11:00', req_code, 'in_repair');
    await moveAt('2026-12-07 12:00', req_code, 'waiting_for_parts', {
      remark: 'Panel ordered',
      expected_on: '2026-12-10',
    });
    // Due Saturday 12 at 11:00; Monday 12:00 to Thursday's start is 25 working hours more: Tuesday 15, 18:00.
    const tamil = await parsedMail(req_code, STATUS_TEXT_TA.waiting_for_parts.label);
    expect(tamil).toContain('உதிரிபாகங்கள் 10-12-2026க்குள் வந்தால், 15-12-2026 18:00க்குள் தருவதாக உறுதியளிக்கிறோம்.');
    expect((await t.post('/profile/setLanguage', { language: 'en' }, customer.token)).statusCode).toBe(200);
    clock = null;
  });
});
