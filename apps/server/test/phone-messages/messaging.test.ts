import { Msg, type TDeliveriesReply, TrackMsg } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../src/config/settings';
import { login, signUp, signupForm } from '../helpers/accounts';
import { ADMIN, digest, startTestApp } from '../helpers/app';
import { LETTERHEAD } from '../helpers/company';
import { walk } from '../helpers/items';
import {
  messagingSettings,
  saveMessaging as saveCompanyMessaging,
  startWithPhones,
  verifyMobile,
  WHATSAPP,
} from '../helpers/phones';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';
import { until } from '../helpers/wait';

let env: Awaited<ReturnType<typeof startWithPhones>>;
let admin: string;
const t = () => env.t;
let phoneSeq = 0;
/** A mobile of its own for each customer, so each one's messages are told apart. */
const uniqueMobile = () => `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phoneSeq).padStart(3, '0')}`;

const saveMessaging = (settings: ReturnType<typeof messagingSettings>) => saveCompanyMessaging(t(), admin, settings);

async function customer(opts: { whatsapp: boolean; mobile?: string; verified?: boolean }) {
  const mobile = opts.mobile ?? uniqueMobile();
  const c = await signUp(t(), 'Secret@123', { mobile });
  const token = (await login(t(), c.username, c.password)).accessToken;
  // Only a verified number gets WhatsApp and SMS (decision 089): verified first, by SMS.
  if (opts.verified !== false) await verifyMobile(env, token, `91${mobile}`);
  if (opts.whatsapp) {
    const res = await t().post('/profile/setWhatsappOptIn', { opt_in: true }, token);
    expect(res.statusCode).toBe(200);
  }
  return { ...c, token, e164: `+91${mobile}`, digits: `91${mobile}` };
}

const deliveries = async (reqCode: string) =>
  (await t().post<TDeliveriesReply>('/requestrepair/getMessageDeliveries', { req_code: reqCode }, admin)).body
    .deliveries;

beforeAll(async () => {
  env = await startWithPhones({ notOnWhatsapp: ['919000000001'] });
  admin = (await login(t(), ADMIN.username, ADMIN.password)).accessToken;
  await saveMessaging(messagingSettings());
});
afterAll(() => env.close());

describe('settings for the phone channels', () => {
  it('answers Meta’s webhook handshake only with the verify token', async () => {
    expect(await env.whatsapp.verify(WHATSAPP.verifyToken)).toEqual({ status: 200, echoed: true });
    expect((await env.whatsapp.verify('a-wrong-verify-token-000')).status).toBe(403);
  });

  it('stops at start when a channel’s credentials are only partly set, naming the missing ones', () => {
    expect(() => loadSettings({ WHATSAPP_ACCESS_TOKEN: 'EAAG-test-access-token-0123456789' })).toThrow(SettingsError);
    expect(() => loadSettings({ MSG91_AUTH_KEY: 'msg91-auth-key-0123' })).toThrow(/MSG91_SENDER_ID/);
    expect(() => loadSettings({})).not.toThrow();
  });

  it('shows which channels this server can use and refuses bad templates with a message per field', async () => {
    const got = await t().post<{ company_details: { channels_available: unknown; messaging: { order: string[] } } }>(
      '/admin/getCompanySettings',
      {},
      admin,
    );
    expect(got.body.company_details.channels_available).toEqual({ whatsapp: true, sms: true });
    expect(got.body.company_details.messaging.order).toEqual(['whatsapp', 'sms']);
    const bad = messagingSettings();
    const c = (await t().post<{ company_details: Record<string, unknown> }>('/admin/getCompanySettings', {}, admin))
      .body.company_details;
    const res = await t().post<{ message: string }>(
      '/admin/saveCompanySettings',
      {
        name: c.name || LETTERHEAD.name,
        address: c.address || LETTERHEAD.address,
        gstin: c.gstin,
        phone: c.phone,
        email: c.email,
        messaging: {
          ...bad,
          whatsapp: { ...bad.whatsapp, templates: { received: 'Bad Name!' } },
          sms: { ...bad.sms, templates: { received: { template_id: 'abc', dlt_template_id: '12' } } },
        },
      },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain('small letters, digits and _');
    expect(JSON.stringify(res.body)).toContain('15 to 20 digits');
  });

  it('refuses to switch on a channel this server has no credentials for, and saves nothing', async () => {
    const bare = await startTestApp();
    try {
      const token = (await login(bare, ADMIN.username, ADMIN.password)).accessToken;
      const c = (await bare.post<{ company_details: Record<string, unknown> }>('/admin/getCompanySettings', {}, token))
        .body.company_details;
      expect(c.channels_available).toEqual({ whatsapp: false, sms: false });
      const res = await bare.post<{ message: string }>(
        '/admin/saveCompanySettings',
        {
          name: 'Changed',
          address: c.address || LETTERHEAD.address,
          gstin: c.gstin,
          phone: c.phone,
          email: c.email,
          messaging: messagingSettings(),
        },
        token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toContain('WhatsApp is not set up on this server');
      const after = (
        await bare.post<{ company_details: Record<string, unknown> }>('/admin/getCompanySettings', {}, token)
      ).body.company_details;
      expect(after.name).toBe(c.name);
    } finally {
      await bare.close();
    }
  });
});

describe('mobiles and consent', () => {
  it('keeps a mobile as E.164 however it is typed, and refuses one that is not Indian', async () => {
    const c = await signUp(t(), 'Secret@123', { mobile: '098401 23456' });
    const token = (await login(t(), c.username, c.password)).accessToken;
    const p = await t().post<{ profile: { company: { mobile: string } } }>('/profile/getProfile', {}, token);
    expect(p.body.profile.company.mobile).toBe('+919840123456');
    const bad = signupForm({ mobile: '+44 7700 900123' });
    const res = await t().post('/login/insertCustomer', { ...bad, password: digest('Secret@123'), otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain(Msg.enterValidMobile);
  });

  it('records WhatsApp consent with its time, keeps it in the audit log, and lets the customer withdraw it', async () => {
    const c = await customer({ whatsapp: false });
    const on = await t().post<{ whatsapp_opt_in_at: string | null }>(
      '/profile/setWhatsappOptIn',
      { opt_in: true },
      c.token,
    );
    expect(on.body.whatsapp_opt_in_at).not.toBeNull();
    const again = await t().post<{ whatsapp_opt_in_at: string }>(
      '/profile/setWhatsappOptIn',
      { opt_in: true },
      c.token,
    );
    expect(again.body.whatsapp_opt_in_at).toBe(on.body.whatsapp_opt_in_at);
    const off = await t().post<{ whatsapp_opt_in_at: string | null }>(
      '/profile/setWhatsappOptIn',
      { opt_in: false },
      c.token,
    );
    expect(off.body.whatsapp_opt_in_at).toBeNull();
    const audit = await t().db.execute(
      sql`select action from audit_log where entity = 'customer' and after::text like '%whatsapp%' order by created_at, id`,
    );
    const actions = (audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action);
    expect(actions.slice(-3)).toEqual(['whatsapp_opt_in', 'whatsapp_opt_in', 'whatsapp_opt_out']);
    // Staff have no customer account to consent for.
    expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, admin)).statusCode).toBe(404);
  });

  it('records consent given on the sign-up form', async () => {
    const form = signupForm({ mobile: uniqueMobile() });
    await t().post('/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin });
    const code = await t().smtp.codeFor(form.email);
    const res = await t().post('/login/insertCustomer', {
      ...form,
      password: digest('Secret@123'),
      otp: code,
      whatsapp_opt_in: true,
    });
    expect(res.statusCode).toBe(200);
    const token = (await login(t(), form.username, 'Secret@123')).accessToken;
    const p = await t().post<{ profile: { company: { whatsapp_opt_in_at: string | null } } }>(
      '/profile/getProfile',
      {},
      token,
    );
    expect(p.body.profile.company.whatsapp_opt_in_at).not.toBeNull();
  });
});

describe('status messages on WhatsApp and SMS', () => {
  it('sends the confirmation and each status on WhatsApp to a customer who agreed, with the tracking link', async () => {
    const c = await customer({ whatsapp: true });
    const { req_code } = await createRequest(t(), c.token);
    await walk(t(), admin, req_code, 1, ['received']);
    const mine = await until('two WhatsApp messages', () => {
      const m = env.whatsapp.received.filter((r) => r.to === c.digits);
      return m.length >= 2 && m;
    });
    // Both were due when the outbox looked (it polls every 200 ms in tests): sent in one batch, in either order.
    expect(mine.map((m) => m.name).sort()).toEqual(['svc_received', 'svc_request_raised']);
    const raised = mine.find((m) => m.name === 'svc_request_raised');
    expect(raised?.params.slice(1, 3)).toEqual([req_code, '1']);
    expect(raised?.params[3]).toMatch(/^https:\/\/service\.example\.in\/t\?k=[A-Za-z0-9_-]{22}$/);
    expect(mine.find((m) => m.name === 'svc_received')?.params[0]).toBe(req_code);
    // Meta's signed reports move both to delivered; nothing went by SMS.
    const done = await until('delivered', async () => {
      const d = await deliveries(req_code);
      return d.length === 2 && d.every((x) => x.state === 'delivered') && d;
    });
    expect(done.map((d) => [d.channel, d.kind, d.to])).toEqual([
      ['whatsapp', 'request_raised', c.e164],
      ['whatsapp', 'received', c.e164],
    ]);
    expect(env.sms.received.filter((s) => s.to === c.digits)).toHaveLength(0);
    // A later "read" report moves the confirmation on; a late "sent" does not move it back. The
    // confirmation is named by its template, not by its place: the two were sent in either order.
    const first = raised?.id ?? '';
    await env.whatsapp.report(first, 'read');
    await env.whatsapp.report(first, 'sent');
    await until('read', async () => {
      const d = await deliveries(req_code);
      return d.find((x) => x.kind === 'request_raised')?.state === 'read';
    });
  });

  it('sends a Tamil reader the Tamil variant of the WhatsApp template', async () => {
    const c = await customer({ whatsapp: true });
    expect((await t().post('/profile/setLanguage', { language: 'ta' }, c.token)).statusCode).toBe(200);
    await createRequest(t(), c.token);
    const sent = await until('the Tamil message', () => env.whatsapp.received.find((r) => r.to === c.digits));
    expect(sent.language).toBe('ta');
  });

  it('sends a Tamil reader the Tamil DLT template by SMS', async () => {
    const c = await customer({ whatsapp: false });
    expect((await t().post('/profile/setLanguage', { language: 'ta' }, c.token)).statusCode).toBe(200);
    await createRequest(t(), c.token);
    const sms = await until('the Tamil SMS', () => env.sms.received.find((s) => s.to === c.digits));
    expect(sms.templateId).toBe('tplrequestraisedta');
  });

  it('goes by SMS with the DLT template’s variables to a customer who did not agree to WhatsApp', async () => {
    const c = await customer({ whatsapp: false });
    const { req_code } = await createRequest(t(), c.token);
    const sms = await until('the SMS', () => env.sms.received.find((s) => s.to === c.digits));
    expect(sms.templateId).toBe('tplrequestraised');
    expect(sms.sender).toBe('SVCAPP');
    expect(sms.variables.request).toBe(req_code);
    expect(sms.variables.link).toContain('https://service.example.in/t?k=');
    await until('the delivery report', async () => (await deliveries(req_code))[0]?.state === 'delivered');
    expect(env.whatsapp.received.filter((r) => r.to === c.digits)).toHaveLength(0);
  });

  it('falls back to SMS when WhatsApp reports the number undeliverable, keeping Meta’s reason', async () => {
    const c = await customer({ whatsapp: true, mobile: '9000000001' });
    const { req_code } = await createRequest(t(), c.token);
    const d = await until('the fallback SMS delivered', async () => {
      const rows = await deliveries(req_code);
      return rows.length === 2 && rows[1]?.state === 'delivered' && rows;
    });
    expect(d[0]).toMatchObject({ channel: 'whatsapp', state: 'failed' });
    expect(d[0]?.reason).toContain('131026');
    expect(d[1]).toMatchObject({ channel: 'sms', kind: 'request_raised' });
    expect(env.sms.received.filter((s) => s.to === c.digits)).toHaveLength(1);
  });

  it('falls back at once when WhatsApp refuses the template, and retries a rate limit instead', async () => {
    const c = await customer({ whatsapp: true });
    const s = messagingSettings();
    await saveMessaging({
      ...s,
      whatsapp: { ...s.whatsapp, templates: { ...s.whatsapp.templates, request_raised: 'no_such_template' } },
    });
    try {
      const { req_code } = await createRequest(t(), c.token);
      const d = await until('the SMS after the refusal', async () => {
        const rows = await deliveries(req_code);
        return rows.length === 2 && rows;
      });
      expect(d[0]?.reason).toContain('132001');
      expect(d[0]?.attempts).toBe(1);
    } finally {
      await saveMessaging(messagingSettings());
    }
    env.whatsapp.failNext('rate_limit');
    const { req_code } = await createRequest(t(), c.token);
    const waiting = await until('the retry to be planned', async () => {
      const rows = await deliveries(req_code);
      return rows[0]?.reason?.includes('130429') && rows;
    });
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.state).toBe('queued');
    // The retry is due in 10 s: bring it forward rather than wait.
    await t().db.execute(sql`update phone_outbox set next_attempt_at = now() where state = 'queued'`);
    const sent = await until('the retried message delivered', async () => {
      const rows = await deliveries(req_code);
      return rows[0]?.state === 'delivered' && rows;
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.attempts).toBe(2);
  });

  it('ignores reports with a bad signature or a wrong token: nothing changes and nothing falls back', async () => {
    const c = await customer({ whatsapp: true });
    const { req_code } = await createRequest(t(), c.token);
    const msg = await until('the WhatsApp message', () => env.whatsapp.received.find((r) => r.to === c.digits));
    await until('delivered', async () => (await deliveries(req_code))[0]?.state === 'delivered');
    expect(await env.whatsapp.forge(msg.id, 'failed')).toBe(401);
    // MSG91's address without its token.
    const port = (t().app.server.address() as { port: number }).port;
    const wrong = await fetch(`http://127.0.0.1:${port}/api/webhooks/msg91?token=guess-guess-guess-guess`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'data=[]',
    });
    expect(wrong.status).toBe(401);
    const d = await deliveries(req_code);
    expect(d).toHaveLength(1);
    expect(d[0]?.state).toBe('delivered');
  });

  it('shows the messages to staff only: for a customer the call does not exist', async () => {
    const c = await customer({ whatsapp: false });
    const { req_code } = await createRequest(t(), c.token);
    const res = await t().post('/requestrepair/getMessageDeliveries', { req_code }, c.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('codes by SMS', () => {
  it('sends the tracking page’s code by SMS too, and forgets it once delivered', async () => {
    const c = await customer({ whatsapp: false });
    await createRequest(t(), c.token);
    const raised = await until('the raised SMS', () => env.sms.received.find((s) => s.to === c.digits));
    const k = new URL(raised.variables.link ?? '').searchParams.get('k') ?? '';
    const sent = await t().post<{ message: string }>('/track/sendCode', { k });
    expect(sent.body.message).toBe(TrackMsg.codeSentPhone);
    const sms = await until('the code SMS', () =>
      env.sms.received.find((s) => s.to === c.digits && s.templateId === 'tplcode'),
    );
    expect(sms.variables.code).toMatch(/^\d{6}$/);
    const ok = await t().post<{ grant: string }>('/track/verifyCode', { k, otp: sms.variables.code });
    expect(ok.statusCode).toBe(200);
    await until('the code forgotten', async () => {
      const rows = await t().db.execute(
        sql`select params from phone_outbox where kind = 'code' and to_phone = ${c.e164} and request_id is not null`,
      );
      const r = (rows as unknown as { rows: { params: string[] }[] }).rows;
      return r.length === 1 && r[0]?.params.length === 0;
    });
    // The code was confirmed once: the same code a second time is refused.
    const again = await t().post('/track/verifyCode', { k, otp: sms.variables.code });
    expect(again.statusCode).toBe(400);
  });

  it('sends the sign-up code by SMS to the mobile on the form, never on WhatsApp', async () => {
    const form = signupForm({ mobile: uniqueMobile() });
    const res = await t().post('/login/GetOTP', {
      email: form.email,
      username: form.username,
      gstin: form.gstin,
      mobile: form.mobile,
    });
    expect(res.statusCode).toBe(200);
    const sms = await until('the sign-up SMS', () => env.sms.received.find((s) => s.to === `91${form.mobile}`));
    expect(sms.variables.code).toBe(await t().smtp.codeFor(form.email));
    expect(env.whatsapp.received.filter((r) => r.to === `91${form.mobile}`)).toHaveLength(0);
  });
});

describe('a restart half-way', () => {
  it('sends each queued message exactly once', async () => {
    // A provider that takes a while to answer, so the stop comes with messages in hand and others waiting.
    const slow = await startWithPhones({ onDisk: true, answerDelayMs: 120 });
    try {
      const admin2 = (await login(slow.t, ADMIN.username, ADMIN.password)).accessToken;
      const c = await signUp(slow.t, 'Secret@123', { mobile: '9444400001' });
      const token = (await login(slow.t, c.username, c.password)).accessToken;
      const current = (
        await slow.t.post<{ company_details: Record<string, unknown> }>('/admin/getCompanySettings', {}, admin2)
      ).body.company_details;
      await slow.t.post(
        '/admin/saveCompanySettings',
        {
          name: current.name || LETTERHEAD.name,
          address: current.address || LETTERHEAD.address,
          gstin: current.gstin,
          phone: current.phone,
          email: current.email,
          messaging: messagingSettings({ whatsapp: false }),
        },
        admin2,
      );
      await verifyMobile(slow, token, '919444400001');
      const codes: string[] = [];
      for (let i = 0; i < 12; i++) codes.push((await createRequest(slow.t, token)).req_code);
      await until('the first SMS', () => slow.sms.received.length > 0);
      await slow.restart();
      const all = await until('every SMS', () => slow.sms.received.length >= codes.length && slow.sms.received, 20_000);
      // Every delivery report arrives (they follow the sends); a stray second send would have shown by then.
      const states = async () =>
        (
          (await slow.t.db.execute(
            sql`select state, count(*)::int as n from phone_outbox where kind <> 'code' group by state`,
          )) as unknown as {
            rows: { state: string; n: number }[];
          }
        ).rows;
      await until(
        'every report',
        async () => {
          const r = await states();
          return r.length === 1 && r[0]?.state === 'delivered';
        },
        40_000,
      );
      expect(await states()).toEqual([{ state: 'delivered', n: 12 }]);
      expect(all.map((s) => s.variables.request).sort()).toEqual([...codes].sort());
    } finally {
      await slow.close();
    }
  }, 90_000);
});

describe('the rating link on WhatsApp (decision 058)', () => {
  it('waits a day after the delivery, then goes once with the rating_invite template', async () => {
    const c = await customer({ whatsapp: true });
    const { req_code } = await createRequest(t(), c.token);
    await walk(t(), admin, req_code, 1, ['received', 'estimated', 'declined', 'dispatched', 'delivered']);
    const waiting = await rows(
      t().db,
      sql`select state, (next_attempt_at - now()) > interval '23 hours' as later from phone_outbox
          where kind = 'rating_invite' and to_phone = ${c.e164}`,
    );
    expect(waiting).toEqual([{ state: 'queued', later: true }]);
    await until('the dispatch message', () =>
      env.whatsapp.received.find((r) => r.to === c.digits && r.name === 'svc_dispatched'),
    );
    expect(env.whatsapp.received.filter((r) => r.name === 'svc_rating_invite' && r.to === c.digits)).toHaveLength(0);
    // A day on: the row falls due.
    await t().db.execute(sql`update phone_outbox set next_attempt_at = now() where kind = 'rating_invite'`);
    const sent = await until('the rating link', () =>
      env.whatsapp.received.find((r) => r.to === c.digits && r.name === 'svc_rating_invite'),
    );
    expect(sent.params[0]).toBe(req_code);
    expect(sent.params[1]).toMatch(/^https:\/\/service\.example\.in\/rate\?k=[A-Za-z0-9_-]{44}$/);
  });
});
