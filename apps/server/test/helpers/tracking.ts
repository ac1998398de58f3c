import type { TTrackReply } from '@svc/contract';
import { login, signUp } from './accounts';
import { ADMIN, startTestApp, type TestContext } from './app';
import { createRequest, type requestBody } from './requests';

// The tracking link's tests share these: the link as the mail carries it, the page's view, a confirmed code.

const PUBLIC_URL = 'https://service.example.in';

/**
 * The app as the tracking tests start it, and staff's token: the mails' links name PUBLIC_URL, and the limit
 * on unsigned calls is far above the 10,000 guesses and the codes the tests make (the limit has its own test).
 */
export async function startTrackingApp() {
  const t = await startTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT_PER_MINUTE: '50000' });
  return { t, staff: (await login(t, ADMIN.username, ADMIN.password)).accessToken };
}

/** Quoted-printable as mail clients undo it: soft line breaks and =XX bytes. */
const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The tracking token in the newest mail to an address about a request, waiting for it to arrive. */
export async function mailedToken(t: TestContext, address: string, reqCode: string): Promise<string> {
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

export const view = (t: TestContext, k: string) => t.post<TTrackReply & { status?: number }>('/track/view', { k });

/** A new customer with one request (the usual one, or `body`) and the tracking token its raised mail carries. */
export async function customerWithLink(t: TestContext, body?: ReturnType<typeof requestBody>) {
  const c = await signUp(t);
  const customer = (await login(t, c.username, c.password)).accessToken;
  const { req_code } = await createRequest(t, customer, body);
  const k = await mailedToken(t, c.email, req_code);
  return { c, customer, req_code, k };
}

/** The code mailed for a link, asked for and confirmed as the page does: the code and the confirmation. */
export async function confirmCode<T = { grant: string }>(t: TestContext, email: string, k: string) {
  const before = t.smtp.countFor(email);
  await t.post('/track/sendCode', { k });
  const code = await t.smtp.codeFor(email, before);
  return { code, verified: await t.post<T>('/track/verifyCode', { k, otp: code }) };
}
