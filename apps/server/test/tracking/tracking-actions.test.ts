import { TrackMsg } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { requestBody } from '../helpers/requests';
import { confirmCode, customerWithLink, startTrackingApp, view } from '../helpers/tracking';

// Acting from the tracking link with a mailed code: answering quoted charges, correcting the courier, and
// nothing once the account is closed. The link itself: tracking.test.ts.

let t: TestContext;
let staff: string;
beforeAll(async () => {
  ({ t, staff } = await startTrackingApp());
});
afterAll(() => t.close());

describe('answering quoted charges from the link', () => {
  it('needs the code mailed to the account; shows the quote only then; the answer moves the item', async () => {
    const { c, req_code, k } = await customerWithLink(
      t,
      requestBody({}, [
        { item_id: 1, brand_id: 1, model_number: 'Q-1', serial_number: 'QSN0001' },
        { item_id: 1, brand_id: 1, model_number: 'Q-2', serial_number: 'QSN0002' },
      ]),
    );
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
    expect((await view(t, k)).body.items[0]?.status).toBe('estimated');

    const answered = await t.post('/track/answerCharges', {
      k,
      grant: ok.body.grant,
      line_no: 1,
      decision: 'approved',
    });
    expect(answered.statusCode).toBe(200);
    const after = await view(t, k);
    expect(after.body.items[0]?.status).toBe('approved');
    expect(after.body.items[1]?.status).toBe('pending');
  });

  it('voids the grant when the link is replaced', async () => {
    const { c, customer, req_code, k } = await customerWithLink(t);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    const grant = (await confirmCode(t, c.email, k)).verified.body.grant;
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
    expect((await view(t, fresh)).body.items[0]?.status).toBe('estimated');
  });
});

describe('a deactivated customer acts on nothing from the link (issue 25)', () => {
  it('still sees the statuses, but gets no code, no grant, and a grant from before answers nothing', async () => {
    const { c, req_code, k } = await customerWithLink(t);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    // A grant obtained while the account was active.
    const { code, verified } = await confirmCode(t, c.email, k);
    const grant = verified.body.grant;
    expect(grant).toBeTruthy();
    expect((await view(t, k)).body.actions_open).toBe(true);

    const list = await t.post<{ customer_list: { customercode: string; username: string }[] }>(
      '/admin/getCustomerList',
      { search: c.companyname },
      staff,
    );
    const row = list.body.customer_list[0] as Record<string, unknown>;
    const { username: _u, active: _a, mobile_verified: _m, ...fields } = row;
    const saved = await t.post('/admin/saveCustomer', { ...fields, active: false }, staff);
    expect(saved.statusCode).toBe(200);

    const seen = await view(t, k);
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
    expect((await view(t, k)).body.items[0]?.status).toBe('estimated');
  });
});

describe('correcting the courier details from the link', () => {
  it('needs a confirmed code, checks the fields, and stops once an item is received', async () => {
    const { c, customer, req_code, k } = await customerWithLink(t);
    const fix = { courier_name: 'Blue Dart', docket_number: 'BD99887766', narration: 'Docket typed wrong' };
    // No grant, or a made-up one: nothing changes.
    expect((await t.post('/track/updateCourier', { k, grant: '1.x', ...fix })).statusCode).toBe(400);
    const { verified } = await confirmCode<{ grant: string; courier: Record<string, string> | null }>(t, c.email, k);
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
