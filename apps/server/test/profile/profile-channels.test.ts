import type { TProfile } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { startTestApp, type TestContext } from '../helpers/app';

/**
 * New-user trial: on a server with neither SMS nor WhatsApp the profile offered Verify and promised a code
 * "by SMS or WhatsApp", and only after Send said neither was on. The profile now says up front what this
 * server can send to the number (decision 089): here, nothing.
 */
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the profile on a server with no phone channel', () => {
  it('says the mobile cannot be verified and WhatsApp updates cannot go, before a code is asked for', async () => {
    const c = await signUp(t);
    const token = (await login(t, c.username, c.password)).accessToken;
    const res = await t.post<{ profile: TProfile }>('/profile/getProfile', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.profile.company).toMatchObject({
      mobile_verified_at: null,
      mobile_verifiable: false,
      whatsapp_available: false,
    });
    // What the Send button would have said, after it was pressed.
    const send = await t.post<{ message: string }>('/profile/sendMobileCode', {}, token);
    expect(send.statusCode).toBe(400);
  });
});
