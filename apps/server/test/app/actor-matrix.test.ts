import {
  type EndpointName,
  endpoints,
  type TColleagueListReply,
  type TCustomerListReply,
  type TViewRequestReply,
} from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../src/features/api-docs/examples';
import { AccessTokens } from '../../src/lib/access-token';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';
import { issueInvoice, readyToInvoice, repairedRequest } from '../helpers/invoices';
import { makeJpeg, upload } from '../helpers/requests';

/**
 * Issue 15, item 4: every call of the endpoint table against every actor. The expected answer of each cell
 * is derived once, below, from the table's access (public, user, staff, admin) and from what "another's"
 * means (a body that names customer A's request, item, photo, invoice or tracking link).
 */
const SECRET = 'actor-matrix-secret-of-at-least-32-characters';
const ACTORS = ['anonymous', 'expired', 'revoked', 'deactivated', 'customerB', 'customerA', 'staff', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
const RANK = { customerA: 1, customerB: 1, staff: 2, admin: 3 } as const;
const NEEDS = { user: 1, staff: 2, admin: 3 } as const;

/**
 * What a cell must answer: refused sign-in (401), hidden (404, or a reply holding nothing of customer
 * A's), served (any other answer), or for a public call whatever it answers without a token.
 */
type Expect = 'unauthorized' | 'hidden' | 'served' | 'as anonymous';
/** The fields that name something a customer owns. */
const OWNED_FIELDS = ['req_code', 'item_id', 'image_id', 'invoice_no', 'customercode', 'user_id'];
/**
 * What "another's" means where the access column alone does not say it: an account's own password, the
 * uploader's photo, and calls made only for a customer's own account (staff are told no).
 */
const OWNERSHIP: Partial<Record<EndpointName, 'owner only' | 'customers only'>> = {
  oldPasswordCheck: 'owner only',
  completeUpload: 'owner only',
  setWhatsappOptIn: 'customers only',
  updateProfile: 'customers only',
  sendMobileCode: 'customers only',
  verifyMobile: 'customers only',
  addRequest: 'customers only',
};
/**
 * Sign-out, refresh and password change end the sessions every other cell uses, and removing a colleague
 * ends the colleague every later cell names; they have their own tests (colleagues.test.ts for the last).
 */
const LEFT_OUT = new Set<EndpointName>([
  'logout',
  'removeColleague',
  'refreshToken',
  'changePassword',
  'uploadFile',
  'readFile',
  'openApi',
]);

let t: TestContext;
const tokens = {} as Record<Actor, string | undefined>;
const fixture = {} as Record<
  'req_code' | 'item_id' | 'image_id' | 'invoice_no' | 'customercode' | 'user_id' | 'k',
  string
>;

beforeAll(async () => {
  t = await startTestApp({
    JWT_SECRET: SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    USER_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  tokens.admin = admin;
  await readyToInvoice(t, admin);
  const branch = await t.post<{ code: string }>('/admin/saveBranch', { name: 'Matrix branch', address: '' }, admin);
  const staffName = `desk${Date.now().toString(36)}`;
  await t.post(
    '/admin/saveEmployee',
    {
      employee_name: 'Desk Staff',
      username: staffName,
      password: digest('Strong@123'),
      user_role: 'staff',
      branch_id: Number(branch.body.code),
      device_id: 'TAB-1',
      passcode: '4821',
    },
    admin,
  );
  tokens.staff = (await login(t, staffName, 'Strong@123')).accessToken;
  const a = await signUp(t);
  const aDetails = await login(t, a.username, a.password);
  tokens.customerA = aDetails.accessToken;
  tokens.customerB = (await login(t, ...(await signUp(t).then((b) => [b.username, b.password] as const)))).accessToken;
  // A revoked token: its session signed out. A deactivated customer: their token outlives the switch.
  const c = await signUp(t);
  const cDetails = await login(t, c.username, c.password);
  await t.post('/login/logout', { refreshToken: cDetails.refreshToken }, cDetails.accessToken);
  tokens.revoked = cDetails.accessToken;
  const d = await signUp(t);
  tokens.deactivated = (await login(t, d.username, d.password)).accessToken;
  const list = await t.post<TCustomerListReply>('/admin/getCustomerList', { search: d.email }, admin);
  const row = list.body.customer_list[0];
  const { username: _u, mobile_verified: _m, state, ...rest } = row as NonNullable<typeof row>;
  const off = await t.post('/admin/saveCustomer', { ...rest, state, active: false }, admin);
  expect(off.statusCode).toBe(200);
  // Signed with the right key for customer A, an hour past its expiry.
  tokens.expired = await new AccessTokens(SECRET, -3600).sign({
    userId: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
    sessionId: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
    role: 'customer',
    customercode: aDetails.customercode,
  });
  tokens.anonymous = undefined;

  // What customer A owns: a request with approved charges and its invoice, a photo, a tracking link.
  fixture.req_code = await repairedRequest(t, { staff: admin, customer: aDetails.accessToken }, [[900, 0, 18]]);
  fixture.invoice_no = (await issueInvoice(t, admin, fixture.req_code)).invoice_no;
  const view = await t.post<TViewRequestReply>(
    '/requestrepair/viewrequestrepair',
    { req_code: fixture.req_code },
    admin,
  );
  fixture.item_id = view.body.request_item_details[0]?.item_id as string;
  fixture.image_id = (await upload(t, aDetails.accessToken, await makeJpeg())).imageId;
  fixture.customercode = aDetails.customercode;
  // A colleague invited to customer A's account (decision 067): the colleague calls name them.
  const invited = await t.post(
    '/account/inviteColleague',
    { name: 'Matrix Colleague', email: `matrix${Date.now()}@example.com`, username: `mx${Date.now()}`, role: 'member' },
    aDetails.accessToken,
  );
  expect(invited.statusCode).toBe(200);
  const people = await t.post<TColleagueListReply>('/account/getColleagues', {}, aDetails.accessToken);
  fixture.user_id = people.body.colleagues.find((c) => c.role === 'member')?.user_id as string;
  const link = await t.post<{ tracking_url: string }>(
    '/requestrepair/getTrackingLink',
    { req_code: fixture.req_code },
    admin,
  );
  fixture.k = new URL(link.body.tracking_url).searchParams.get('k') as string;
}, 120_000);
afterAll(() => t.close());

/** The call's documented example with customer A's things in place of the example's. */
function bodyOf(name: EndpointName): { body: unknown; owned: boolean } {
  const example = structuredClone((EXAMPLES as Record<string, { body?: unknown }>)[name]?.body ?? {});
  let owned = false;
  const walk = (v: unknown) => {
    if (!v || typeof v !== 'object') return;
    for (const [k, inner] of Object.entries(v)) {
      if (k in fixture && typeof inner === 'string') {
        (v as Record<string, unknown>)[k] = fixture[k as keyof typeof fixture];
        if (OWNED_FIELDS.includes(k)) owned = true;
      } else walk(inner);
    }
  };
  walk(example);
  return { body: example, owned };
}

function expected(name: EndpointName, actor: Actor, owned: boolean): Expect {
  const e = endpoints[name];
  if (e.access === 'public') return 'as anonymous';
  if (actor === 'anonymous' || actor === 'expired' || actor === 'revoked' || actor === 'deactivated') {
    return 'unauthorized';
  }
  if (RANK[actor] < NEEDS[e.access]) return 'hidden';
  const rule = OWNERSHIP[name];
  if (rule === 'owner only') return actor === 'customerA' ? 'served' : 'hidden';
  if (rule === 'customers only') return actor === 'staff' || actor === 'admin' ? 'hidden' : 'served';
  if (owned && actor === 'customerB') return 'hidden';
  return 'served';
}

/** A's things by their names and numbers: a reply to anyone else must hold none of them. */
const leaks = (body: string) => Object.values(fixture).some((v) => body.includes(v));

/**
 * The category of an answer. Where the caller's role may make the call but the thing is not theirs
 * (`byOwner`), being told no (400/403) or served without a trace of A's is hidden too; where the role
 * may not make the call at all, only 404 is.
 */
function seen(status: number, body: string, byOwner: boolean): Expect {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'hidden';
  if (byOwner && (status === 400 || status === 403 || !leaks(body))) return 'hidden';
  return 'served';
}

const calls = (Object.keys(endpoints) as EndpointName[])
  .filter((n) => !LEFT_OUT.has(n))
  // Public calls first: the tracking link they use is replaced by a later cell.
  .sort((a, b) => Number(endpoints[b].access === 'public') - Number(endpoints[a].access === 'public'));
const tally = { cells: 0, mismatches: [] as string[] };

describe('every call against every actor', () => {
  it.each(calls)('%s', async (name) => {
    const e = endpoints[name];
    const { body, owned } = bodyOf(name);
    let anonymous: Expect | null = null;
    for (const actor of ACTORS) {
      const token = tokens[actor];
      const res = await t.app.inject({
        method: e.method,
        url: `/api${e.path}`,
        ...(e.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      tally.cells += 1;
      expect(res.statusCode, `${name} as ${actor}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      let want = expected(name, actor, owned);
      const byOwner =
        want === 'hidden' &&
        e.access !== 'public' &&
        actor in RANK &&
        RANK[actor as keyof typeof RANK] >= NEEDS[e.access as keyof typeof NEEDS];
      let got = seen(res.statusCode, res.body, byOwner);
      if (actor === 'anonymous') anonymous = got;
      // A public call answers as it does without a token; after the same call several times (sign-in
      // failures, codes for one address or link) it is throttled (429) whoever asks.
      if (want === 'as anonymous') {
        want = anonymous ?? got;
        if (res.statusCode === 429) got = want;
      }
      if (got !== want)
        tally.mismatches.push(`${name} as ${actor}: want ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  });

  it('prints its figures', () => {
    console.log(
      `actor matrix: ${calls.length} calls × ${ACTORS.length} actors = ${tally.cells} cells, ${tally.mismatches.length} mismatches`,
    );
    expect(tally.mismatches).toEqual([]);
    expect(tally.cells).toBe(calls.length * ACTORS.length);
  });
});
