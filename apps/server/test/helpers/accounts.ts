import type { TUserDetails } from '@svc/contract';
import { gstinCheckChar } from '@svc/contract';
import { digest, type TestContext } from './app';

let seq = 0;
/** A valid GSTIN for a state, unique per call (the PAN part carries a counter). */
export function makeGstin(state = '33'): string {
  seq += 1;
  const digits = String(1000 + ((seq * 7919 + Math.floor(Math.random() * 9000)) % 9000)).slice(0, 4);
  const letters = 'ABCDE'
    .split('')
    .map((_, i) => String.fromCharCode(65 + ((seq + i * 3 + Math.floor(Math.random() * 26)) % 26)))
    .join('');
  const first14 = `${state}${letters}${digits}F1Z`;
  return first14 + gstinCheckChar(first14);
}

export function signupForm(overrides: Record<string, string> = {}) {
  seq += 1;
  const n = `${Date.now().toString(36)}${seq}`;
  return {
    companyname: `Acme Electronics ${n}`,
    gstin: makeGstin('33'),
    mobile: '9876543210',
    city: 'Chennai',
    address: '12 Anna Salai',
    contactperson: 'Priya',
    email: `owner${n}@example.com`,
    pincode: '600002',
    state: '33',
    username: `cust${n}`,
    ...overrides,
  };
}

/** Signs a customer up through GetOTP, the mailed code and insertCustomer. */
export async function signUp(t: TestContext, password = 'Secret@123', overrides: Record<string, string> = {}) {
  const form = signupForm(overrides);
  const otp = await t.post('/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin });
  if (otp.statusCode !== 200) throw new Error(`GetOTP failed: ${JSON.stringify(otp.body)}`);
  const code = await t.smtp.codeFor(form.email);
  const res = await t.post('/login/insertCustomer', { ...form, password: digest(password), otp: code });
  if (res.statusCode !== 200) throw new Error(`insertCustomer failed: ${JSON.stringify(res.body)}`);
  return { ...form, password };
}

/** A customer the desk created sets their password from the welcome mail's link. */
export async function setPasswordFromWelcome(t: TestContext, email: string, password = 'Secret@123') {
  const { key } = await t.smtp.welcomeKeyFor(email);
  const res = await t.post<{ username: string }>('/login/setPassword', { key, password: digest(password) });
  if (res.statusCode !== 200) throw new Error(`setPassword failed: ${JSON.stringify(res.body)}`);
  return res.body.username;
}

export async function login(t: TestContext, username: string, password: string): Promise<TUserDetails> {
  const res = await t.post<{ userDetails: TUserDetails }>('/login/authenticate', {
    username,
    password: digest(password),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.userDetails;
}
