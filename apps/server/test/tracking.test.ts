import { randomBytes } from 'node:crypto';
import { TRACK_LINK_DAYS_AFTER_DELIVERY, TrackMsg, type TTrackReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from './helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from './helpers/app';
import { itemsOf, walk } from './helpers/items';
import { createRequest, requestBody } from './helpers/requests';

let t: TestContext;
let staff: string;
beforeAll(async () => {
  // A limit far above the 10,000 guesses below; the limit itself has its own test.
  t = await startTestApp({ PUBLIC_URL: 'https://service.example.in', AUTH_RATE_LIMIT_PER_MINUTE: '50000' });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

/** Quoted-printable as mail clients undo it: soft line breaks and =XX bytes. */
const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The tracking token in the newest mail to an address about a request, waiting for it to arrive. */
async function mailedToken(address: string, reqCode: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mine = t.smtp.mails.filter((m) => m.to.includes(address.toLowerCase()) && m.raw.includes(reqCode));
    const token = decodeQp(mine.at(-1)?.raw ?? '').match(
      /https:\/\/service\.example\.in\/t\?k=([A-Za-z0-9_-]{22})/,
    )?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no tracking link mailed to ${address}`);
}

const view = (k: string) => t.post<TTrackReply & { status?: number }>('/track/view', { k });
const ITEM_KEYS = [
  'brand_name',
  'explanation',
  'item_name',
  'line_no',
  'model_number',
  // While it waits for parts, the day they are expected by (decision 051): a date, nothing private.
  'parts_expected_on',
  'serial_number',
  'status',
  'status_label',
  'timeline',
];

describe('the password-free tracking link', () => {
  it('opens from the raised mail with statuses and dates only, and every status mail carries it', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const body = requestBody({}, [
      { item_id: 1, brand_id: 1, model_number: 'M-1', serial_number: 'SERIAL0001234' },
      { item_id: 2, brand_id: 2, model_number: 'M-2', serial_number: 'AB12' },
    ]);
    const { req_code } = await createRequest(t, customer, body);
    const token = await mailedToken(c.email, req_code);
    const res = await view(token);
    expect(res.statusCode).toBe(200);
    // Field by field: nothing private, only what the page needs.
    expect(Object.keys(res.body).sort()).toEqual([
      'actions_open',
      'centre',
      'created_at',
      'group',
      'items',
      'message',
      'req_code',
      'statusFlag',
    ]);
    expect(Object.keys(res.body.centre).sort()).toEqual(['name', 'phone']);
    for (const item of res.body.items) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
    const text = JSON.stringify(res.body);
    for (const secret of [
      c.email,
      c.mobile,
      c.address,
      c.gstin,
      c.contactperson,
      body.docket_number,
      'SERIAL0001234',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(res.body.req_code).toBe(req_code);
    expect(res.body.items.map((i) => i.serial_number)).toEqual(['••••••••1234', 'AB12']);
    expect(res.body.items[0]?.timeline.map((e) => e.status_label)).toEqual(['Request raised']);
    expect(res.headers['referrer-policy']).toBe('no-referrer');

    // A status mail carries the same link, and the page follows the item.
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    expect(await mailedToken(c.email, `${req_code}: Charges quoted`)).toBe(token);
    const after = await view(token);
    expect(after.body.items[0]?.timeline.map((e) => e.status)).toEqual(['pending', 'received', 'estimated']);
    expect(after.body.items[0]?.status_label).toBe('Charges quoted');
    expect(JSON.stringify(after.body)).not.toMatch(/service_charge|total|gst/);
  });

  it("shows only its own request: the customer's and staff's link of one request never opens another", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const ta = (await login(t, a.username, a.password)).accessToken;
    const tb = (await login(t, b.username, b.password)).accessToken;
    const ra = await createRequest(t, ta);
    const rb = await createRequest(t, tb);
    const link = await t.post<{ tracking_url: string }>(
      '/requestrepair/getTrackingLink',
      { req_code: ra.req_code },
      ta,
    );
    const staffLink = await t.post<{ tracking_url: string }>(
      '/requestrepair/getTrackingLink',
      { req_code: ra.req_code },
      staff,
    );
    expect(staffLink.body.tracking_url).toBe(link.body.tracking_url);
    // The print's QR code carries the same link.
    const print = await t.post<{ tracking_url: string }>(
      '/requestrepair/printRRItemdetails',
      { req_code: ra.req_code },
      ta,
    );
    expect(print.body.tracking_url).toBe(link.body.tracking_url);
    const k = new URL(link.body.tracking_url).searchParams.get('k') ?? '';
    expect((await view(k)).body.req_code).toBe(ra.req_code);
    // Another customer's request does not exist for B, so neither does its link.
    expect((await t.post('/requestrepair/getTrackingLink', { req_code: ra.req_code }, tb)).statusCode).toBe(404);
    expect((await t.post('/requestrepair/replaceTrackingLink', { req_code: ra.req_code }, tb)).statusCode).toBe(404);
    const kb = await mailedToken(b.email, rb.req_code);
    expect((await view(kb)).body.req_code).toBe(rb.req_code);
  });

  it('stops working at once when replaced, and the new link works', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const { req_code } = await createRequest(t, customer);
    const old = await mailedToken(c.email, req_code);
    const replaced = await t.post<{ tracking_url: string; message: string }>(
      '/requestrepair/replaceTrackingLink',
      { req_code },
      customer,
    );
    expect(replaced.statusCode).toBe(200);
    const fresh = new URL(replaced.body.tracking_url).searchParams.get('k') ?? '';
    expect(fresh).not.toBe(old);
    const gone = await view(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toMatch(/no longer valid/);
    expect((await view(fresh)).statusCode).toBe(200);
    // Staff can replace it too; the customer's link then stops.
    const again = await t.post<{ tracking_url: string }>('/requestrepair/replaceTrackingLink', { req_code }, staff);
    expect((await view(fresh)).statusCode).toBe(404);
    expect((await view(new URL(again.body.tracking_url).searchParams.get('k') ?? '')).statusCode).toBe(200);
  });

  it(`stops working ${TRACK_LINK_DAYS_AFTER_DELIVERY} days after the last item is delivered`, async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const { req_code } = await createRequest(t, customer);
    const k = await mailedToken(c.email, req_code);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    await walk(t, customer, req_code, 1, ['approved']);
    await walk(t, staff, req_code, 1, ['in_repair', 'repaired', 'dispatched', 'delivered']);
    expect((await view(k)).statusCode).toBe(200);
    const moveBack = (days: number) =>
      t.db.execute(sql`update tracking_entries set created_at = created_at - make_interval(days => ${days})
        where item_id in (select i.id from request_items i join repair_requests r on r.id = i.request_id
                          where r.req_code = ${req_code})`);
    await moveBack(TRACK_LINK_DAYS_AFTER_DELIVERY - 1);
    expect((await view(k)).statusCode).toBe(200);
    await moveBack(2);
    expect((await view(k)).statusCode).toBe(404);
  });

  it('refuses 10,000 guessed tokens with no hit and nothing but "no longer valid"', async () => {
    let hits = 0;
    let other = 0;
    for (let i = 0; i < 10_000; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: 100 }, () => view(randomBytes(16).toString('base64url').slice(0, 22))),
      );
      hits += batch.filter((r) => r.statusCode === 200).length;
      other += batch.filter((r) => r.statusCode !== 404).length;
    }
    expect(hits).toBe(0);
    expect(other).toBe(0);
    // A malformed token is refused as bad input, never looked up.
    expect((await t.post('/track/view', { k: 'short' })).statusCode).toBe(400);
  });
});

describe('answering quoted charges from the link', () => {
  it('needs the code mailed to the account; shows the quote only then; the answer moves the item', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const body = requestBody({}, [
      { item_id: 1, brand_id: 1, model_number: 'Q-1', serial_number: 'QSN0001' },
      { item_id: 1, brand_id: 1, model_number: 'Q-2', serial_number: 'QSN0002' },
    ]);
    const { req_code } = await createRequest(t, customer, body);
    const k = await mailedToken(c.email, req_code);
    await walk(t, staff, req_code, 1, ['received']);
    const item = (await itemsOf(t, staff, req_code))[0];
    const quote = { service_charge: 500, parts_charge: 1200, gst_percent: 18, remark: '' };
    await t.post(
      '/requestrepair/updateChargesRequestRepair',
      { item_id: item?.item_id, version: item?.version, ...quote },
      staff,
    );

    // Without a code nothing is shown or answered.
    expect(
      (await t.post('/track/answerCharges', { k, grant: '1.x', line_no: 1, decision: 'approved' })).statusCode,
    ).toBe(400);
    const mailsBefore = t.smtp.countFor(c.email);
    const sent = await t.post<{ message: string }>('/track/sendCode', { k });
    expect(sent.statusCode).toBe(200);
    const code = await t.smtp.codeFor(c.email, mailsBefore);
    const wrong = await t.post<{ message: string }>('/track/verifyCode', {
      k,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.post<{ grant: string; quotes: { line_no: number; charges: { total: number } }[] }>(
      '/track/verifyCode',
      { k, otp: code },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.body.quotes.map((q) => q.line_no)).toEqual([1]);
    expect(ok.body.quotes[0]?.charges.total).toBe(2006);
    // A code is used once.
    expect((await t.post('/track/verifyCode', { k, otp: code })).statusCode).toBe(400);

    // An item with no quote cannot be answered, and a forged grant changes nothing.
    const notQuoted = await t.post<{ message: string }>('/track/answerCharges', {
      k,
      grant: ok.body.grant,
      line_no: 2,
      decision: 'approved',
    });
    expect(notQuoted.statusCode).toBe(400);
    const forged = `${ok.body.grant.split('.')[0]}.${'A'.repeat(43)}`;
    expect(
      (await t.post('/track/answerCharges', { k, grant: forged, line_no: 1, decision: 'approved' })).statusCode,
    ).toBe(400);
    expect((await view(k)).body.items[0]?.status).toBe('estimated');

    const answered = await t.post('/track/answerCharges', {
      k,
      grant: ok.body.grant,
      line_no: 1,
      decision: 'approved',
    });
    expect(answered.statusCode).toBe(200);
    const after = await view(k);
    expect(after.body.items[0]?.status).toBe('approved');
    expect(after.body.items[1]?.status).toBe('pending');
  });

  it('voids the grant when the link is replaced', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const { req_code } = await createRequest(t, customer);
    const k = await mailedToken(c.email, req_code);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    const before = t.smtp.countFor(c.email);
    await t.post('/track/sendCode', { k });
    const grant = (
      await t.post<{ grant: string }>('/track/verifyCode', { k, otp: await t.smtp.codeFor(c.email, before) })
    ).body.grant;
    const replaced = await t.post<{ tracking_url: string }>(
      '/requestrepair/replaceTrackingLink',
      { req_code },
      customer,
    );
    const fresh = new URL(replaced.body.tracking_url).searchParams.get('k') ?? '';
    expect((await t.post('/track/answerCharges', { k, grant, line_no: 1, decision: 'declined' })).statusCode).toBe(404);
    expect(
      (await t.post('/track/answerCharges', { k: fresh, grant, line_no: 1, decision: 'declined' })).statusCode,
    ).toBe(400);
    expect((await view(fresh)).body.items[0]?.status).toBe('estimated');
  });
});

describe('a deactivated customer acts on nothing from the link (issue 25)', () => {
  it('still sees the statuses, but gets no code, no grant, and a grant from before answers nothing', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const { req_code } = await createRequest(t, customer);
    const k = await mailedToken(c.email, req_code);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    // A grant obtained while the account was active.
    const before = t.smtp.countFor(c.email);
    await t.post('/track/sendCode', { k });
    const code = await t.smtp.codeFor(c.email, before);
    const grant = (await t.post<{ grant: string }>('/track/verifyCode', { k, otp: code })).body.grant;
    expect(grant).toBeTruthy();
    expect((await view(k)).body.actions_open).toBe(true);

    const list = await t.post<{ customer_list: { customercode: string; username: string }[] }>(
      '/admin/getCustomerList',
      { search: c.companyname },
      staff,
    );
    const row = list.body.customer_list[0] as Record<string, unknown>;
    const { username: _u, active: _a, ...fields } = row;
    const saved = await t.post('/admin/saveCustomer', { ...fields, active: false }, staff);
    expect(saved.statusCode).toBe(200);

    const seen = await view(k);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toMatchObject({ req_code, actions_open: false });
    expect(seen.body.items[0]?.status).toBe('estimated');
    const codes = async () =>
      (await t.db.execute(sql`select count(*)::int as n from otp_codes where purpose = 'track'`)) as unknown as {
        rows: { n: number }[];
      };
    const codesNow = (await codes()).rows[0]?.n;
    const refused = {
      sendCode: await t.post<{ message: string }>('/track/sendCode', { k }),
      verifyCode: await t.post<{ message: string }>('/track/verifyCode', { k, otp: code }),
      answerCharges: await t.post<{ message: string }>('/track/answerCharges', {
        k,
        grant,
        line_no: 1,
        decision: 'approved',
      }),
      updateCourier: await t.post<{ message: string }>('/track/updateCourier', {
        k,
        grant,
        courier_name: 'Blue Dart',
        docket_number: 'BD99887766',
        narration: 'Docket typed wrong',
      }),
    };
    for (const [name, res] of Object.entries(refused)) {
      expect(res.statusCode, name).toBe(400);
      expect(res.body.message, name).toBe(TrackMsg.accountClosed);
    }
    // No code was made, so none went out.
    expect((await codes()).rows[0]?.n).toBe(codesNow);
    expect((await view(k)).body.items[0]?.status).toBe('estimated');
  });
});

describe('correcting the courier details from the link', () => {
  it('needs a confirmed code, checks the fields, and stops once an item is received', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const { req_code } = await createRequest(t, customer);
    const k = await mailedToken(c.email, req_code);
    const fix = { courier_name: 'Blue Dart', docket_number: 'BD99887766', narration: 'Docket typed wrong' };
    // No grant, or a made-up one: nothing changes.
    expect((await t.post('/track/updateCourier', { k, grant: '1.x', ...fix })).statusCode).toBe(400);
    const before = t.smtp.countFor(c.email);
    await t.post('/track/sendCode', { k });
    const verified = await t.post<{ grant: string; courier: Record<string, string> | null }>('/track/verifyCode', {
      k,
      otp: await t.smtp.codeFor(c.email, before),
    });
    // The details to correct show only now, with the code confirmed.
    expect(verified.body.courier?.courier_name).toBe('Professional Couriers');
    const grant = verified.body.grant;
    const empty = await t.post<{ issues: { path: string; message: string }[] }>('/track/updateCourier', {
      k,
      grant,
      ...fix,
      docket_number: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.issues.map((i) => i.path)).toEqual(['docket_number']);
    const ok = await t.post<{ message: string }>('/track/updateCourier', { k, grant, ...fix });
    expect(ok.statusCode).toBe(200);
    const after = await t.post<{ request_details: { courier_name: string; docket_number: string } }>(
      '/requestrepair/viewrequestrepair',
      { req_code },
      customer,
    );
    expect(after.body.request_details).toMatchObject({ courier_name: 'Blue Dart', docket_number: 'BD99887766' });
    // Once the parcel is received the details are the service centre's record: refused, unchanged.
    await walk(t, staff, req_code, 1, ['received']);
    const late = await t.post<{ message: string }>('/track/updateCourier', {
      k,
      grant,
      ...fix,
      docket_number: 'LATE1',
    });
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toContain('can no longer be changed');
    const still = await t.post<{ request_details: { docket_number: string } }>(
      '/requestrepair/viewrequestrepair',
      { req_code },
      customer,
    );
    expect(still.body.request_details.docket_number).toBe('BD99887766');
  });
});

describe('guessing is rate-limited', () => {
  it('answers 429 past the limit per address, sign-in attempts and views counted together (decision 015)', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 2; i++) {
        codes.push(
          (await limited.post('/login/authenticate', { username: 'nobody', password: digest('wrong') })).statusCode,
        );
      }
      for (let i = 0; i < 5; i++) {
        codes.push(
          (await limited.post('/track/view', { k: randomBytes(16).toString('base64url').slice(0, 22) })).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
