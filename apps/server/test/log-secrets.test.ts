import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, signUp } from './helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from './helpers/app';
import { createRequest, makeJpeg, upload } from './helpers/requests';

/**
 * Issue 25, item 3: every call that carries a secret in its address is made, and the whole log is
 * searched for the secret. Issue 25, item 2: an error of a query never puts its parameters in the log.
 */
const SECRETS = {
  whatsappVerify: 'whatsapp-verify-token-for-the-log-test',
  msg91: 'msg91-webhook-token-for-the-log-test',
};

let t: TestContext;
let customer: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_ACCESS_TOKEN: 'EAAG-test-access-token-0123456789',
    WHATSAPP_APP_SECRET: 'whatsapp-app-secret-0123456789',
    WHATSAPP_VERIFY_TOKEN: SECRETS.whatsappVerify,
    MSG91_AUTH_KEY: 'msg91-auth-key-0123',
    MSG91_SENDER_ID: 'SVCAPP',
    MSG91_WEBHOOK_TOKEN: SECRETS.msg91,
  });
  const c = await signUp(t);
  customer = (await login(t, c.username, c.password)).accessToken;
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

const logText = () => t.logs.join('');

describe('no secret in the log', () => {
  it('a tracking link, the webhooks’ tokens and signed file addresses are called and none reaches the log', async () => {
    const { req_code } = await createRequest(t, customer);
    const link = await t.post<{ tracking_url: string }>('/requestrepair/getTrackingLink', { req_code }, customer);
    const trackingToken = new URL(link.body.tracking_url).searchParams.get('k') as string;
    expect(trackingToken).toMatch(/^[\w-]{22}$/);
    const image = await upload(t, customer, await makeJpeg());
    const uploadSig = new URL(image.url, 'http://x').searchParams.get('sig') as string;
    expect(image.put.statusCode).toBe(200);

    const calls = [
      { method: 'GET' as const, url: `/t?k=${trackingToken}` },
      { method: 'GET' as const, url: `/t?utm_source=sms&k=${encodeURIComponent(trackingToken)}` },
      {
        method: 'GET' as const,
        url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${SECRETS.whatsappVerify}&hub.challenge=1158201444`,
      },
      { method: 'POST' as const, url: `/api/webhooks/msg91?token=${SECRETS.msg91}`, payload: { requestId: 'x' } },
      // A token that is nearly right is as secret as the right one.
      { method: 'POST' as const, url: `/api/webhooks/msg91?token=${SECRETS.msg91}x`, payload: { requestId: 'x' } },
      // A parameter nobody has named yet is redacted too.
      { method: 'GET' as const, url: '/api/health?future_secret=never-logged-value-0123' },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ method: c.method, url: c.url, ...(c.payload ? { payload: c.payload } : {}) });
      expect(res.statusCode, c.url).toBeLessThan(500);
    }
    const text = logText();
    // The calls were logged, with their paths.
    expect(text).toContain('/api/webhooks/msg91?token=[redacted]');
    expect(text).toContain('/t?k=[redacted]');
    expect(text).toContain('hub.mode=subscribe');
    for (const secret of [trackingToken, SECRETS.whatsappVerify, SECRETS.msg91, uploadSig, 'never-logged-value-0123']) {
      expect(text.includes(secret), `${secret.slice(0, 8)}… in the log`).toBe(false);
    }
  });

  it('a failed query is logged without its parameters (a customer’s name, GSTIN and address)', async () => {
    // Any write of the audit trail fails: saving a customer then answers 500 and logs the error.
    await t.db.execute(
      sql.raw(`create function fail_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit trail unavailable'; end $$`),
    );
    await t.db.execute(
      sql.raw('create trigger fail_audit before insert on audit_log for each row execute function fail_audit()'),
    );
    try {
      const marker = `Logtest ${Date.now()}`;
      const form = {
        companyname: `${marker} Traders`,
        gstin: makeGstin('33'),
        mobile: '9876543210',
        city: 'Madurai',
        address: `${marker} Street`,
        contactperson: 'Arun',
        email: `logtest${Date.now()}@example.com`,
        pincode: '625001',
        state: '33',
        username: `logtest${Date.now()}`,
        active: true,
      };
      const res = await t.post('/admin/saveCustomer', form, admin);
      expect(res.statusCode).toBe(500);
      const lines = t.logs.filter((l) => l.includes('unhandled error'));
      expect(lines.length).toBeGreaterThan(0);
      const text = lines.join('');
      expect(text).toContain('audit trail unavailable');
      for (const value of [marker, form.gstin, form.email]) expect(text).not.toContain(value);
    } finally {
      await t.db.execute(sql.raw('drop trigger fail_audit on audit_log'));
      await t.db.execute(sql.raw('drop function fail_audit()'));
    }
  });
});
