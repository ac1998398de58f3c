import { AppMsg, ConversationMsg, TrackMsg } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { makeJpeg, upload } from '../helpers/requests';
import { mailText } from '../helpers/smtp';
import { customerWithLink, startTrackingApp } from '../helpers/tracking';

// The tracking link's messages as a new customer found them lacking (issue 30): a device that confirmed the
// code keeps its grant over a reload (decision 077), the code limits forgive an honest customer and say
// when to try again, files keep their names, and an empty message from the link is not told to attach.

let t: TestContext;
let staff: string;
beforeAll(async () => {
  ({ t, staff } = await startTrackingApp());
});
afterAll(() => t.close());

/** A call of the link from one address, with the device's cookies. */
const from = (ip: string, url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

/** Asks for a code from `ip` and answers it and its refusal, if any. */
async function ask(ip: string, email: string, k: string) {
  const before = t.smtp.countFor(email);
  const res = await from(ip, '/track/sendCode', { k });
  return { res, code: res.statusCode === 200 ? await t.smtp.codeFor(email, before) : null };
}

/** The codes mailed to an address so far (its status mails go by the outbox, at their own time: not counted). */
const codeMails = (email: string) =>
  t.smtp.mails.filter((m) => m.to.includes(email.toLowerCase()) && /code (?:is )?\d{6}/.test(mailText(m.raw))).length;

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : [set]).filter((c): c is string => typeof c === 'string');
};

describe("a device's grant over a reload (decision 077)", () => {
  it('sets an HttpOnly, SameSite=Strict cookie for the grant; the page and resume read it, nothing before', async () => {
    const { c, req_code, k } = await customerWithLink(t);
    await walk(t, staff, req_code, 1, ['received']);
    const item = (await itemsOf(t, staff, req_code))[0];
    await t.post(
      '/requestrepair/updateChargesRequestRepair',
      {
        item_id: item?.item_id,
        version: item?.version,
        service_charge: 500,
        parts_charge: 0,
        gst_percent: 18,
        remark: '',
      },
      staff,
    );

    // Before any code: no resume, and the page is not marked.
    expect((await from('10.9.0.1', '/track/resume', { k })).statusCode).toBe(400);
    const plain = await t.app.inject({ method: 'GET', url: `/t?k=${k}` });
    expect(plain.body).not.toContain('data-resume');

    const { code } = await ask('10.9.0.1', c.email, k);
    const verified = await from('10.9.0.1', '/track/verifyCode', { k, otp: code });
    expect(verified.statusCode).toBe(200);
    const [set] = cookieOf(verified);
    expect(set).toMatch(/^svc_track_[A-Za-z0-9_-]{16}=/);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=1800/);
    const cookie = set?.split(';')[0] ?? '';
    const codes = codeMails(c.email);
    expect(codes).toBeGreaterThan(0);

    // The reload: the page is marked (and still holds nothing private), and resume opens what the code did.
    const page = await t.app.inject({ method: 'GET', url: `/t?k=${k}`, headers: { cookie } });
    expect(page.body).toContain('data-resume="1"');
    expect(page.body).not.toContain(c.address);
    expect(page.body).not.toContain('590');
    const resumed = await from('10.9.0.1', '/track/resume', { k }, cookie);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const body = resumed.json() as { grant: string; quotes: { charges: { total: number } }[] };
    expect(body.quotes[0]?.charges.total).toBe(590);
    expect((await from('10.9.0.1', '/track/getThread', { k, grant: body.grant })).statusCode).toBe(200);
    // No new code was asked or mailed for it.
    expect(codeMails(c.email)).toBe(codes);

    // Another request's link does not open with this cookie, forged or moved.
    const other = await customerWithLink(t);
    const moved = `${cookie.split('=')[0]}=x; svc_track_other=${cookie.split('=').slice(1).join('=')}`;
    expect((await from('10.9.0.1', '/track/resume', { k: other.k }, cookie)).statusCode).toBe(400);
    expect((await from('10.9.0.1', '/track/resume', { k: other.k }, moved)).statusCode).toBe(400);
    const forged = `${cookie.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await from('10.9.0.1', '/track/resume', { k }, forged)).statusCode).toBe(400);
  });
});

describe('the code limits forgive an honest customer', () => {
  it('gives the asks back once the right code is confirmed; a refusal says the minutes to wait', async () => {
    const { c, k } = await customerWithLink(t);
    const ip = '10.9.1.1';
    // Asked, resent twice (the mail was slow), then confirmed: an honest flow.
    const codes = [await ask(ip, c.email, k), await ask(ip, c.email, k), await ask(ip, c.email, k)];
    expect(codes.map((x) => x.res.statusCode)).toEqual([200, 200, 200]);
    expect((await from(ip, '/track/verifyCode', { k, otp: codes[2]?.code })).statusCode).toBe(200);
    // The next time on this phone a code is sent again, not refused for an hour.
    const next = await ask(ip, c.email, k);
    expect(next.res.statusCode).toBe(200);

    // A stranger who only asks is still bounded, and told when to try again in minutes.
    const stranger = '10.9.1.2';
    for (let i = 0; i < 3; i++) expect((await ask(stranger, c.email, k)).res.statusCode).toBe(200);
    const refused = await from(stranger, '/track/sendCode', { k });
    expect(refused.statusCode).toBe(429);
    const answer = refused.json() as { message: string; retry_minutes: number };
    expect(answer.retry_minutes).toBeGreaterThanOrEqual(59);
    expect(answer.retry_minutes).toBeLessThanOrEqual(60);
    expect(answer.message).toBe(
      `Too many codes were asked for this request. Please try again in ${answer.retry_minutes} min.`,
    );
    expect(TrackMsg.tooManyCodesWait).toContain('{minutes}');
  });

  it('still refuses guessing: five wrong codes from one address, then none is checked', async () => {
    const { c, k } = await customerWithLink(t);
    const ip = '10.9.2.1';
    const { code } = await ask(ip, c.email, k);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push((await from(ip, '/track/verifyCode', { k, otp: wrong })).json().message);
    expect(tries.slice(0, 4)).toEqual(Array(4).fill(AppMsg.otpInvalid));
    expect(tries.slice(4)).toEqual([AppMsg.otpTooManyTries, AppMsg.otpTooManyTries]);
    // Even the right code is not checked from that address now.
    expect((await from(ip, '/track/verifyCode', { k, otp: code })).json().message).toBe(AppMsg.otpTooManyTries);
  });
});

describe('files on the thread keep their names', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

  it('answers a PDF with the name it was uploaded with, and downloads it under that name', async () => {
    const { c, req_code, k } = await customerWithLink(t);
    const signed = await t.post<{ signedUrl: string; image_id: string }>(
      '/requestrepair/getPresignedUrl',
      {
        content_type: 'application/pdf',
        size: PDF.length,
        purpose: 'message',
        file_name: 'C:\\bills\\Estimate "march".pdf',
      },
      staff,
    );
    expect(signed.statusCode, JSON.stringify(signed.body)).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: signed.body.signedUrl,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    const photo = await upload(t, staff, await makeJpeg());
    const posted = await t.post<{ posted: { attachments: { kind: string; name: string | null; url: string }[] } }>(
      '/conversations/postMessage',
      { req_code, body: 'The estimate', attachment_ids: [photo.imageId, signed.body.image_id] },
      staff,
    );
    expect(posted.statusCode, JSON.stringify(posted.body)).toBe(200);
    const { attachments } = posted.body.posted;
    const pdf = attachments.find((a) => a.kind === 'pdf');
    // A photo is shown as one and needs no name.
    expect(attachments.find((a) => a.kind === 'image')?.name).toBeNull();
    expect(pdf).toMatchObject({ kind: 'pdf', name: 'Estimate march.pdf' });
    const got = await t.app.inject({ method: 'GET', url: pdf?.url ?? '' });
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Estimate march.pdf"; filename*=UTF-8''Estimate%20march.pdf`,
    );

    // The tracking link's thread carries the same names.
    const { code } = await ask('10.9.3.1', c.email, k);
    const grant = (await from('10.9.3.1', '/track/verifyCode', { k, otp: code })).json().grant as string;
    const thread = (await from('10.9.3.1', '/track/getThread', { k, grant })).json() as {
      messages: { attachments: { kind: string; name: string | null }[] }[];
    };
    expect(thread.messages[0]?.attachments.find((a) => a.kind === 'pdf')?.name).toBe('Estimate march.pdf');

    // Nothing can be attached from the link, so an empty message there is asked only for words.
    const empty = await from('10.9.3.1', '/track/postMessage', { k, grant, body: '  ' });
    expect(empty.statusCode).toBe(400);
    const refusal = empty.json() as { issues: { message: string }[] };
    expect(refusal.issues[0]?.message).toBe(TrackMsg.writeMessage);
    expect(JSON.stringify(refusal)).not.toMatch(/attach/i);
    expect(ConversationMsg.messageEmpty).toMatch(/attach/);
  });
});
