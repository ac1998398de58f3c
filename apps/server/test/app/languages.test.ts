import { STATUS_TEXT_TA } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCatalogues } from '../../src/mail/mail-texts';
import { login, signupForm } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';
import { walk } from '../helpers/items';
import { createRequest } from '../helpers/requests';
import { mailText as decoded, mailSubject as subjectOf } from '../helpers/smtp';

let t: TestContext;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

async function tamilCustomer() {
  const form = signupForm();
  const otp = await t.post('/login/GetOTP', {
    email: form.email,
    username: form.username,
    gstin: form.gstin,
    language: 'ta',
  });
  expect(otp.statusCode).toBe(200);
  let mail = '';
  for (let i = 0; i < 200 && !mail; i++) {
    mail = t.smtp.mails.filter((m) => m.to.includes(form.email.toLowerCase())).at(-1)?.raw ?? '';
    if (!mail) await new Promise((r) => setTimeout(r, 25));
  }
  const res = await t.post('/login/insertCustomer', {
    ...form,
    password: digest('Secret@123'),
    otp: decoded(mail).match(/(\d{6})/)?.[1] ?? '',
    language: 'ta',
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { form, mail, token: (await login(t, form.username, 'Secret@123')).accessToken };
}

describe('a person’s language', () => {
  it('is chosen on sign-up, kept on the account and changed from the profile; other values are refused', async () => {
    const { form, mail, token } = await tamilCustomer();
    expect(subjectOf(mail)).toBe('உங்கள் சேவை பயன்பாடு பதிவுக் குறியீடு');
    expect(decoded(mail)).toContain('உங்கள் சரிபார்ப்புக் குறியீடு');
    const profile = await t.post<{ profile: { language: string } }>('/profile/getProfile', {}, token);
    expect(profile.body.profile.language).toBe('ta');
    expect((await t.post('/profile/setLanguage', { language: 'en' }, token)).statusCode).toBe(200);
    const after = await t.post<{ profile: { language: string } }>('/profile/getProfile', {}, token);
    expect(after.body.profile.language).toBe('en');
    const bad = await t.post('/profile/setLanguage', { language: 'fr' }, token);
    expect(bad.statusCode).toBe(400);
    expect(form.username).toBeTruthy();
  });

  it('writes a Tamil customer’s mails in Tamil: plural, status words, Indian digits (English ones are the notification tests’)', async () => {
    const { form, token } = await tamilCustomer();
    const { req_code } = await createRequest(t, token);
    await walk(t, staff, req_code, 1, ['received']);
    const mine = async (n: number) => {
      for (let i = 0; i < 200; i++) {
        const got = t.smtp.mails.filter(
          (m) => m.to.includes(form.email.toLowerCase()) && subjectOf(m.raw).includes(req_code),
        );
        if (got.length >= n) return got;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('mails did not arrive');
    };
    const [raised, received] = await mine(2);
    expect(subjectOf(raised?.raw ?? '')).toBe(`${req_code}: கோரிக்கை எழுப்பப்பட்டது - 1 பொருள்`);
    expect(decoded(raised?.raw ?? '')).toContain('அன்புள்ள');
    expect(subjectOf(received?.raw ?? '')).toContain(`${req_code}: ${STATUS_TEXT_TA.received.label}`);
    expect(decoded(received?.raw ?? '')).toContain(STATUS_TEXT_TA.received.explanation);
    expect(decoded(received?.raw ?? '')).not.toMatch(/[௦-௯]/);
  });
});

describe('the employee’s name in Tamil', () => {
  it('comes with each change in the request’s history, for Tamil screens', async () => {
    const branch = await t.post<{ code: string }>(
      '/admin/saveBranch',
      { name: `Madurai ${Date.now()}`, address: 'West Masi Street' },
      staff,
    );
    const username = `selvi${Math.random().toString(36).slice(2, 8)}`;
    const saved = await t.post(
      '/admin/saveEmployee',
      {
        employee_name: 'Selvi Raman',
        employee_name_tamil: 'செல்வி ராமன்',
        username,
        password: digest('Strong@123'),
        user_role: 'staff',
        branch_id: Number(branch.body.code),
        device_id: 'TAB-07',
        passcode: '7311',
      },
      staff,
    );
    expect(saved.statusCode).toBe(200);
    const selvi = (await login(t, username, 'Strong@123')).accessToken;
    const { token } = await tamilCustomer();
    const { req_code } = await createRequest(t, token);
    await walk(t, selvi, req_code, 1, ['received']);
    const audit = await t.post<{ audit_details: { by: string; by_tamil: string | null }[] }>(
      '/requestrepair/getAuditTrail',
      { req_code },
      staff,
    );
    expect(audit.body.audit_details.at(-1)).toMatchObject({ by: 'Selvi Raman', by_tamil: 'செல்வி ராமன்' });
  });
});

describe('the mail catalogues', () => {
  it('hold the same keys and the same placeholders in Tamil as in English', () => {
    const args = (text: string) =>
      [...text.matchAll(/\{(\w+)/g)]
        .map((m) => m[1])
        .sort()
        .join();
    const { en, ta } = mailCatalogues;
    expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en))
      expect(`${key}: ${args(ta[key as keyof typeof ta])}`).toBe(`${key}: ${args(text)}`);
  });
});
