import {
  AppMsg,
  ColleagueMsg,
  fillMessage,
  INVITATIONS_PER_HOUR,
  type TColleagueListReply,
  type TProfile,
  WELCOME_LINK_DAYS,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, digest, startTestApp, type TestContext } from '../helpers/app';
import { companyForm, LETTERHEAD } from '../helpers/company';
import { itemsOf, viewOf, walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';

type Reply = { status?: number; statusFlag?: number; message: string; issues?: { path: string; message: string }[] };

let t: TestContext;
let staff: string;
/** The company the tests are about, signed up by its account admin. */
let owner: Awaited<ReturnType<typeof signUp>>;
let ownerToken: string;
/** Another company, whose requests are not the first's colleagues' business. */
let stranger: string;
let strangerCode: string;
let n = 0;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  owner = await signUp(t);
  ownerToken = (await login(t, owner.username, owner.password)).accessToken;
  const other = await signUp(t);
  const otherSession = await login(t, other.username, other.password);
  stranger = otherSession.accessToken;
  strangerCode = otherSession.customercode;
});
afterAll(() => t.close());
// Each test starts a new hour of invitations: the file invites more than an hour's (the bound has its tests).
beforeEach(async () => {
  await t.db.execute(
    sql`update rate_windows set opened_at = now() - interval '2 hours' where key like 'invitations:%'`,
  );
});

const invite = (token: string, o: Record<string, unknown> = {}) => {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  return t.post<Reply>(
    '/account/inviteColleague',
    { name: 'Lakshmi R', email: `lakshmi${tag}@example.com`, username: `lakshmi${tag}`, role: 'member', ...o },
    token,
  );
};
const listOf = (token: string, body: Record<string, unknown> = {}) =>
  t.post<TColleagueListReply & Reply>('/account/getColleagues', body, token);
const setPassword = (key: string, password = 'Colleague@123') =>
  t.post<Reply & { username?: string }>('/login/setPassword', { key, password: digest(password) });

/** The owner invites a colleague with a role; the colleague sets a password from the mail and signs in. */
async function joinedColleague(role: 'member' | 'approver', language: 'en' | 'ta' = 'en', admin = ownerToken) {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  const email = `col${tag}@example.com`;
  const username = `col${tag}`;
  const res = await t.post<Reply>(
    '/account/inviteColleague',
    { name: 'Arun K', email, username, role, language },
    admin,
  );
  expect(res.body.message).toBe(ColleagueMsg.colleagueInvited);
  const mail = await t.smtp.welcomeKeyFor(email);
  expect((await setPassword(mail.key)).body.username).toBe(username);
  const session = await login(t, username, 'Colleague@123');
  const list = await listOf(admin);
  const userId = list.body.colleagues.find((c) => c.username === username)?.user_id as string;
  return { email, username, session, token: session.accessToken, userId, mail };
}

describe('an invitation to a colleague (decision 067)', () => {
  it('mails a one-time link in their language through the outbox; they set a password and join the account', async () => {
    const c = await joinedColleague('member', 'ta');
    expect(c.mail.subject).toContain('நீங்கள் அழைக்கப்பட்டுள்ளீர்கள்');
    expect(c.mail.text).toContain(c.username);
    expect(c.mail.text).toContain(`${WELCOME_LINK_DAYS} நாட்கள்`);
    // Queued in the outbox with the invitation, not sent from the call.
    const [queued] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox where to_address = ${c.email} and dedupe_key like 'invite:%'`,
    );
    expect(queued?.n).toBe(1);
    // Their own code on the account, the account's requests in reach, a member's role in the profile.
    expect(c.session.customercode).toMatch(/^C\d{6}-\d+$/);
    const profile = await t.post<{ profile: TProfile }>('/profile/getProfile', {}, c.token);
    expect(profile.body.profile.account_role).toBe('member');
    expect(profile.body.profile.company?.companyname).toBe(owner.companyname);
    // The company's details and WhatsApp consent stay the account admin's.
    const edit = await t.post<Reply>(
      '/profile/updateProfile',
      { contactperson: 'Someone', address: '1 Street', city: 'Chennai', pincode: '600001', mobile: '9876543210' },
      c.token,
    );
    expect(edit.body.message).toBe(ColleagueMsg.onlyAdminChangesCompany);
    const optIn = await t.post<Reply>('/profile/setWhatsappOptIn', { opt_in: true }, c.token);
    expect(optIn.body.message).toBe(ColleagueMsg.onlyAdminChangesCompany);
    const after = await t.post<{ profile: TProfile }>('/profile/getProfile', {}, c.token);
    expect(after.body.profile.company).toEqual(profile.body.profile.company);
    const list = await listOf(ownerToken);
    expect(list.body.colleagues[0]?.role).toBe('owner');
    expect(list.body.colleagues.find((x) => x.username === c.username)).toMatchObject({
      role: 'member',
      state: 'active',
      name: 'Arun K',
    });
  });

  it('shows an invitation as waiting until its link is used', async () => {
    const res = await invite(ownerToken);
    expect(res.statusCode).toBe(200);
    const list = await listOf(ownerToken);
    expect(list.body.colleagues.at(-1)?.state).toBe('invited');
    expect(list.body.can_manage).toBe(true);
    expect(list.body.your_role).toBe('owner');
  });

  it('refuses a link used twice, expired or forged, setting nothing', async () => {
    n += 1;
    const email = `twice${n}${Date.now().toString(36)}@example.com`;
    const username = `twice${n}${Date.now().toString(36)}`;
    await t.post('/account/inviteColleague', { name: 'Twice', email, username, role: 'member' }, ownerToken);
    const { key } = await t.smtp.welcomeKeyFor(email);
    const [userId, secret] = key.split('.') as [string, string];
    // Forged: another secret, another account's id, no dot, an extra character.
    const forged = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${userId}.${forged}`, `00000000-0000-4000-8000-000000000000.${secret}`, 'x', `${key}x`]) {
      const res = await setPassword(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.body), bad).toContain(AppMsg.welcomeLinkExpired);
    }
    expect((await setPassword(key)).statusCode).toBe(200);
    const again = await setPassword(key, 'Another@123');
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe(AppMsg.welcomeLinkExpired);
    expect((await login(t, username, 'Colleague@123')).role).toBe('customer');

    // Expired: a new invitation whose link has run out.
    const late = `late${n}${Date.now().toString(36)}`;
    await t.post(
      '/account/inviteColleague',
      { name: 'Late', email: `${late}@example.com`, username: late, role: 'member' },
      ownerToken,
    );
    const lateKey = (await t.smtp.welcomeKeyFor(`${late}@example.com`)).key;
    await t.database.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 minute' where purpose = 'welcome' and target = ${lateKey.split('.')[0]}`,
    );
    expect((await setPassword(lateKey)).body.message).toBe(AppMsg.welcomeLinkExpired);
    const signIn = await t.post('/login/authenticate', { username: late, password: digest('Colleague@123') });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses a duplicate address, an address already a user, a taken user name and bad input, keeping nothing', async () => {
    // A company of its own: each of these answers counts toward its hour of invitations (decision 088).
    const company = await signUp(t);
    const admin = (await login(t, company.username, company.password)).accessToken;
    const first = await invite(admin, { email: 'dup.colleague@example.com', username: 'dupcolleague' });
    expect(first.statusCode).toBe(200);
    const before = await listOf(admin);

    const dup = await invite(admin, { email: 'DUP.Colleague@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe(ColleagueMsg.colleagueAlreadyHere);
    // The admin's own address: said so, not "change its role".
    const own = await invite(admin, { email: company.email });
    expect(own.body.message).toBe(ColleagueMsg.colleagueIsYou);
    const [strangerEmail] = await rows<{ email: string }>(
      t.database.db,
      sql`select email from users where code = ${strangerCode}`,
    );
    const other = await invite(admin, { email: strangerEmail?.email });
    expect(other.statusCode).toBe(409);
    expect(other.body.message).toBe(ColleagueMsg.colleagueIsUser);
    const name = await invite(admin, { username: company.username });
    expect(name.body.message).toBe(AppMsg.userNameInUse);

    for (const bad of [
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: '<script>' },
      { email: 'not-an-email' },
      { email: `${'a'.repeat(250)}@example.com` },
      { username: 'has space' },
      { role: 'owner' },
      { role: 'admin' },
      { language: 'fr' },
      { extra: 1 },
    ]) {
      const res = await invite(admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const after = await listOf(admin);
    expect(after.body.colleagues.length).toBe(before.body.colleagues.length);
  });

  it('is the account admin’s (or staff’s) alone: a colleague cannot invite, another company does not exist', async () => {
    const c = await joinedColleague('approver');
    const res = await invite(c.token);
    expect(res.body.message).toBe(ColleagueMsg.onlyAccountAdmin);
    // A colleague may see who is on the account, not change it.
    const list = await listOf(c.token);
    expect(list.body.can_manage).toBe(false);
    expect(list.body.your_role).toBe('approver');
    // Another company's code answers as if there were no such account.
    expect((await listOf(ownerToken, { customercode: strangerCode })).statusCode).toBe(404);
    expect((await invite(ownerToken, { customercode: strangerCode })).statusCode).toBe(404);
    expect(
      (await t.post('/account/removeColleague', { customercode: strangerCode, user_id: c.userId }, stranger))
        .statusCode,
    ).toBe(404);
    // Nor is one company's colleague another's to remove.
    expect((await t.post('/account/removeColleague', { user_id: c.userId }, stranger)).statusCode).toBe(404);
  });

  it(`allows ${INVITATIONS_PER_HOUR} invitations an hour per account`, async () => {
    const busy = await signUp(t);
    const token = (await login(t, busy.username, busy.password)).accessToken;
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) expect((await invite(token)).statusCode).toBe(200);
    const over = await invite(token);
    expect(over.statusCode).toBe(429);
    expect(over.body.message).toBe(ColleagueMsg.tooManyInvitations);
  });

  it('counts every answer toward the hour: an address that has an account tells nothing once it is spent', async () => {
    const prober = await signUp(t);
    const token = (await login(t, prober.username, prober.password)).accessToken;
    const known = await signUp(t);
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) {
      expect((await invite(token, { email: known.email })).body.message).toBe(ColleagueMsg.colleagueIsUser);
    }
    // The next answer would tell whether this address has an account: it says only "too many".
    const over = await invite(token, { email: known.email });
    expect(over.statusCode).toBe(429);
    expect(over.body.message).toBe(ColleagueMsg.tooManyInvitations);
    expect((await invite(token)).statusCode).toBe(429);
  });
});

describe('a company’s requests seen by its colleagues', () => {
  it('shows an invited colleague every request of the company, with who raised it, and nothing of another', async () => {
    const own = await createRequest(t, ownerToken);
    const theirs = await createRequest(t, stranger);
    const c = await joinedColleague('member');
    const raised = await createRequest(t, c.token);

    type Row = { req_code: string; raised_by_colleague: string | null };
    const rowsOf = async (token: string) =>
      (await t.post<{ requestrepair_list: Row[] }>('/requestrepair/getrequestrepairList', { limit: 100 }, token)).body
        .requestrepair_list;
    const whoRaised = (rows: Row[], code: string) => rows.find((r) => r.req_code === code)?.raised_by_colleague;
    const list = await rowsOf(c.token);
    const codes = list.map((r) => r.req_code);
    expect(codes).toEqual(expect.arrayContaining([own.req_code, raised.req_code]));
    expect(codes).not.toContain(theirs.req_code);
    // Each list row names the colleague who raised it; the reader's own and staff's rows name no one.
    expect(whoRaised(list, own.req_code)).toBe(owner.companyname);
    expect(whoRaised(list, raised.req_code)).toBeNull();
    const ownerRows = await rowsOf(ownerToken);
    expect(whoRaised(ownerRows, raised.req_code)).toBe('Arun K');
    expect(whoRaised(ownerRows, own.req_code)).toBeNull();
    const staffRows = await rowsOf(staff);
    expect(whoRaised(staffRows, raised.req_code)).toBeNull();
    // The owner sees the colleague's request, with who raised each.
    expect((await viewOf(t, ownerToken, raised.req_code)).request_details.raised_by).toBe(`Arun K (${c.username})`);
    expect((await viewOf(t, c.token, own.req_code)).request_details.raised_by).toBe(
      `${owner.companyname} (${owner.username})`,
    );
    // Reports: the company's, not the other's.
    const pending = await t.post<{ pendingrequest_list: { req_code: string }[] }>(
      '/reports/getPendingRequestList',
      {},
      c.token,
    );
    const reported = pending.body.pendingrequest_list.map((r) => r.req_code);
    expect(reported).toEqual(expect.arrayContaining([own.req_code, raised.req_code]));
    expect(reported).not.toContain(theirs.req_code);
    // Another company's request, its item and its print do not exist for the colleague.
    expect((await t.post('/requestrepair/viewrequestrepair', { req_code: theirs.req_code }, c.token)).statusCode).toBe(
      404,
    );
    const [theirItem] = await itemsOf(t, stranger, theirs.req_code);
    expect(
      (await t.post('/requestrepair/viewRRItemdetails', { item_id: theirItem?.item_id }, c.token)).statusCode,
    ).toBe(404);
    expect((await t.post('/requestrepair/printRRItemdetails', { req_code: theirs.req_code }, c.token)).statusCode).toBe(
      404,
    );
    // And the other company sees none of this one's.
    expect((await t.post('/requestrepair/viewrequestrepair', { req_code: raised.req_code }, stranger)).statusCode).toBe(
      404,
    );
  });
});

describe('charges and invoices by role', () => {
  const answer = (token: string, item: { item_id: string; version: number }, status: 'approved' | 'declined') =>
    t.post<Reply>(
      '/requestrepair/updateItemStatus',
      { item_id: item.item_id, status, version: item.version, remark: '' },
      token,
    );

  it('refuses a colleague without the approve role an answer to charges, and their invoices; an approver answers', async () => {
    const member = await joinedColleague('member');
    const { req_code } = await createRequest(t, member.token);
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    const [quoted] = await itemsOf(t, member.token, req_code);
    if (!quoted) throw new Error('no item');
    for (const status of ['approved', 'declined'] as const) {
      const res = await answer(member.token, quoted, status);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(ColleagueMsg.approveNotAllowed);
    }
    const [unchanged] = await itemsOf(t, ownerToken, req_code);
    expect(unchanged).toMatchObject({ status: 'estimated', version: quoted.version, charges_answer: null });
    // Invoices and the statement do not exist for them; for the account admin they do.
    expect((await t.post('/invoices/getInvoiceList', {}, member.token)).statusCode).toBe(404);
    expect((await t.post('/invoices/getStatement', { month: '2026-11' }, member.token)).statusCode).toBe(404);
    expect((await t.post('/invoices/getInvoice', { invoice_no: 'INV/26-27/00001' }, member.token)).statusCode).toBe(
      404,
    );
    expect(
      (await t.post('/invoices/downloadInvoice', { invoice_no: 'INV/26-27/00001' }, member.token)).statusCode,
    ).toBe(404);
    expect((await t.post('/invoices/getInvoiceList', {}, ownerToken)).statusCode).toBe(200);

    // Made an approver, the next call may answer (no new sign-in), and the item says who did.
    const promoted = await t.post<Reply>(
      '/account/setColleagueRole',
      { user_id: member.userId, role: 'approver' },
      ownerToken,
    );
    expect(promoted.body.message).toBe(ColleagueMsg.colleagueRoleSaved);
    expect((await answer(member.token, quoted, 'approved')).statusCode).toBe(200);
    const [approved] = await itemsOf(t, ownerToken, req_code);
    expect(approved?.charges_answer).toMatchObject({ status: 'approved', by: `Arun K (${member.username})` });
    expect((await t.post('/invoices/getInvoiceList', {}, member.token)).statusCode).toBe(200);
    // And back: the role is read on every call.
    await t.post('/account/setColleagueRole', { user_id: member.userId, role: 'member' }, ownerToken);
    expect((await t.post('/invoices/getInvoiceList', {}, member.token)).statusCode).toBe(404);
  });

  it('keeps the account admin’s role: it cannot be changed or removed', async () => {
    const list = await listOf(ownerToken);
    const ownerId = list.body.colleagues[0]?.user_id;
    const role = await t.post<Reply>('/account/setColleagueRole', { user_id: ownerId, role: 'member' }, ownerToken);
    expect(role.body.message).toBe(ColleagueMsg.ownerStays);
    const removed = await t.post<Reply>('/account/removeColleague', { user_id: ownerId }, staff);
    expect(removed.statusCode).toBe(404);
    const byStaff = await t.post<Reply>(
      '/account/removeColleague',
      { customercode: list.body.customercode, user_id: ownerId },
      staff,
    );
    expect(byStaff.body.message).toBe(ColleagueMsg.ownerStays);
  });
});

describe('removing a colleague', () => {
  it('ends their sessions at once: the next call, the refresh and a new sign-in are refused', async () => {
    const c = await joinedColleague('approver');
    const { req_code } = await createRequest(t, c.token);
    // A call first, so the session is remembered by the per-call check.
    expect((await t.post('/requestrepair/getrequestrepairList', {}, c.token)).statusCode).toBe(200);
    const removed = await t.post<Reply>('/account/removeColleague', { user_id: c.userId }, ownerToken);
    expect(removed.body.message).toBe(ColleagueMsg.colleagueRemoved);

    // The next call says why, naming the company (decision 094): the screen they have open shows it at once.
    const why = fillMessage(ColleagueMsg.removedFromAccount, {
      company: (await listOf(ownerToken)).body.company_name,
    });
    const next = await t.post<Reply>('/requestrepair/getrequestrepairList', {}, c.token);
    expect(next.statusCode).toBe(401);
    expect(next.body).toEqual({ status: 401, message: why });
    // The client's refresh after a 401 answers 498 (it signs out) with the same words, shown on /login.
    const refresh = await t.post<Reply>('/login/refreshToken', { refreshToken: c.session.refreshToken });
    expect(refresh.body).toEqual({ status: 498, message: why });
    const signIn = await t.post<Reply>('/login/authenticate', {
      username: c.username,
      password: digest('Colleague@123'),
    });
    expect(signIn.statusCode).toBe(401);
    // Told why, not that their account is deactivated.
    expect(signIn.body.message).toBe(why);
    // Gone from the list; their request stays the company's and still says who raised it.
    expect((await listOf(ownerToken)).body.colleagues.some((x) => x.username === c.username)).toBe(false);
    expect((await viewOf(t, ownerToken, req_code)).request_details.raised_by).toBe(`Arun K (${c.username})`);
    // The account's audit keeps who removed whom.
    const [audit] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'colleague_removed' and entity_id = ${(await listOf(ownerToken)).body.customercode} and before->>'username' = ${c.username}`,
    );
    expect(audit?.n).toBe(1);
  });

  it('may be undone by inviting the same address again: a new link, the old one void, their requests still theirs', async () => {
    // A company of its own: the first's invitations this hour are near their bound.
    const admin = await signUp(t);
    const adminToken = (await login(t, admin.username, admin.password)).accessToken;
    const c = await joinedColleague('member', 'en', adminToken);
    const { req_code } = await createRequest(t, c.token);
    const resent = await t.post<Reply>('/account/resendInvitation', { user_id: c.userId }, adminToken);
    expect(resent.body.message).toBe(ColleagueMsg.notInvitationPending);
    expect((await t.post('/account/removeColleague', { user_id: c.userId }, adminToken)).statusCode).toBe(200);

    const again = await t.post<Reply>(
      '/account/inviteColleague',
      { name: 'Arun Kumar', email: c.email, username: `${c.username}b`, role: 'approver' },
      adminToken,
    );
    expect(again.body.message).toBe(ColleagueMsg.colleagueInvited);
    const listed = (await listOf(adminToken)).body.colleagues.find((x) => x.user_id === c.userId);
    expect(listed).toMatchObject({
      name: 'Arun Kumar',
      username: `${c.username}b`,
      role: 'approver',
      state: 'invited',
    });
    // Their old password does not let them in before they take the new link; the first link stays used.
    const early = await t.post<Reply>('/login/authenticate', {
      username: c.username,
      password: digest('Colleague@123'),
    });
    expect(early.statusCode).toBe(401);
    expect((await setPassword(c.mail.key)).body.message).toBe(AppMsg.welcomeLinkExpired);
    const mail = await t.smtp.welcomeKeyFor(c.email, 2);
    expect((await setPassword(mail.key, 'Colleague@456')).body.username).toBe(`${c.username}b`);
    const back = await login(t, `${c.username}b`, 'Colleague@456');
    expect((await viewOf(t, back.accessToken, req_code)).request_details.raised_by).toBe(`Arun Kumar (${c.username}b)`);
  });

  it('voids a waiting invitation: its link no longer sets a password', async () => {
    const email = `void${Date.now().toString(36)}@example.com`;
    await t.post(
      '/account/inviteColleague',
      { name: 'Void', email, username: `void${Date.now().toString(36)}`, role: 'member' },
      ownerToken,
    );
    const { key } = await t.smtp.welcomeKeyFor(email);
    const list = await listOf(ownerToken);
    const id = list.body.colleagues.find((x) => x.email === email)?.user_id;
    expect((await t.post('/account/removeColleague', { user_id: id }, ownerToken)).statusCode).toBe(200);
    expect((await setPassword(key)).body.message).toBe(AppMsg.welcomeLinkExpired);
    // Invited again: the link of before the removal stays void; the new one works.
    const again = await t.post<Reply>(
      '/account/inviteColleague',
      { name: 'Void', email, username: `void${Date.now().toString(36)}b`, role: 'member' },
      ownerToken,
    );
    expect(again.body.message).toBe(ColleagueMsg.colleagueInvited);
    const second = await t.smtp.welcomeKeyFor(email, 2);
    expect((await setPassword(key)).body.message).toBe(AppMsg.welcomeLinkExpired);
    expect((await setPassword(second.key)).statusCode).toBe(200);
  });

  it('is staff’s to do from the customer’s account too, and deactivating the customer closes every colleague', async () => {
    const c = await joinedColleague('member');
    const code = (await listOf(ownerToken)).body.customercode;
    const seen = await listOf(staff, { customercode: code });
    expect(seen.body.colleagues.some((x) => x.username === c.username)).toBe(true);
    expect(seen.body.can_manage).toBe(true);
    expect(seen.body.your_role).toBeNull();
    expect((await listOf(staff)).statusCode).toBe(404);
    const promoted = await t.post<Reply>(
      '/account/setColleagueRole',
      { customercode: code, user_id: c.userId, role: 'approver' },
      staff,
    );
    expect(promoted.statusCode).toBe(200);

    // A customer deactivated by the desk takes every colleague's session with it.
    const other = await signUp(t);
    const otherOwner = (await login(t, other.username, other.password)).accessToken;
    n += 1;
    const email = `deact${n}${Date.now().toString(36)}@example.com`;
    await t.post(
      '/account/inviteColleague',
      { name: 'Deact', email, username: `deact${n}${Date.now().toString(36)}`, role: 'member' },
      otherOwner,
    );
    const { key } = await t.smtp.welcomeKeyFor(email);
    const username = (await setPassword(key)).body.username as string;
    const colleague = (await login(t, username, 'Colleague@123')).accessToken;
    const account = await listOf(otherOwner);
    const customers = await t.post<{ customer_list: Record<string, unknown>[] }>(
      '/admin/getCustomerList',
      { search: account.body.customercode },
      staff,
    );
    const row = customers.body.customer_list[0] as Record<string, unknown>;
    const { username: _u, language: _l, mobile_verified: _m, ...fields } = row;
    const saved = await t.post('/admin/saveCustomer', { ...fields, active: false }, staff);
    expect(saved.statusCode).toBe(200);
    // Told that the account is closed, not that they were removed (decision 094).
    const next = await t.post<Reply>('/requestrepair/getrequestrepairList', {}, colleague);
    expect(next.statusCode).toBe(401);
    expect(next.body.message).toBe(AppMsg.accountDeactivated);
  });

  it('tells only a session closed with its person why: a signed-out session’s next call and refresh say the usual', async () => {
    // A company of its own: the first's invitations this hour are near their bound.
    const admin = await signUp(t);
    const c = await joinedColleague('member', 'en', (await login(t, admin.username, admin.password)).accessToken);
    expect((await t.post('/login/logout', { refreshToken: c.session.refreshToken })).statusCode).toBe(200);
    const next = await t.post<Reply>('/requestrepair/getrequestrepairList', {}, c.token);
    expect(next.body).toEqual({ status: 401, message: AppMsg.unauthorized });
    const refresh = await t.post<Reply>('/login/refreshToken', { refreshToken: c.session.refreshToken });
    expect(refresh.body).toEqual({ status: 498, message: AppMsg.tokenExpired });
  });

  it('from the desk names the service company by its name (its settings), in the colleague’s language', async () => {
    // A company of its own: the others used up their invitations of the hour.
    const fresh = await signUp(t);
    const freshToken = (await login(t, fresh.username, fresh.password)).accessToken;
    const account = (await listOf(freshToken)).body;
    const company = account.company_name;
    const fromDesk = async (language: 'en' | 'ta') => {
      n += 1;
      const tag = `desk${n}${Date.now().toString(36)}`;
      const body = { name: 'Desk', email: `${tag}@example.com`, username: tag, role: 'member', language };
      const res = await t.post<Reply>(
        '/account/inviteColleague',
        { ...body, customercode: account.customercode },
        staff,
      );
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return t.smtp.welcomeKeyFor(body.email);
    };
    // No name in the settings yet: "the service centre", not a person called "Service centre".
    const before = await fromDesk('en');
    expect(before.text).toContain(`The service centre has added you to the account of ${company}, with the user name`);

    const saved = await t.post('/admin/saveCompanySettings', await companyForm(t, staff), staff);
    expect(saved.statusCode).toBe(200);
    const english = await fromDesk('en');
    expect(english.subject).toBe(`${LETTERHEAD.name} invited you to ${company} on Service Application`);
    expect(english.text).toContain(`${LETTERHEAD.name} has added you to the account of ${company}, with the user name`);
    expect(english.text).not.toContain('Service centre');
    expect(english.text).not.toContain('at the service centre');
    const tamil = await fromDesk('ta');
    expect(tamil.subject).toContain(`${LETTERHEAD.name} உங்களை அழைத்துள்ளது`);
    expect(tamil.text).toContain(`${LETTERHEAD.name} உங்களை ${company} கணக்கில்`);
    expect(tamil.text).not.toContain('Service centre');

    // The account's first user is named as the company: its invitation names the company once, and the
    // service company by its name.
    const c = await joinedColleague('member', 'en', freshToken);
    expect(c.mail.subject).toBe(`You are invited to ${company} on Service Application`);
    expect(c.mail.text).toContain(
      `You have been added to the account of ${company} at ${LETTERHEAD.name}, with the user name`,
    );
    expect(c.mail.text.split(company).length - 1).toBe(1);
  });
});

describe('the last sign-in, one figure wherever it shows (issue 39, item 7; decision 094)', () => {
  const profileOf = async (token: string) =>
    (await t.post<{ profile: TProfile }>('/profile/getProfile', {}, token)).body.profile.lastLogin;
  const rowOf = async (token: string, username: string) =>
    (await listOf(token)).body.colleagues.find((c) => c.username === username)?.last_login;
  const signInsOf = async (username: string) => {
    const [row] = await rows<{ last: Date | null; previous: Date | null }>(
      t.database.db,
      sql`select last_login_at as last, previous_login_at as previous from users where lower(username) = lower(${username})`,
    );
    return {
      last: row?.last ? new Date(row.last).toISOString() : null,
      previous: row?.previous ? new Date(row.previous).toISOString() : null,
    };
  };

  it('is the sign-in before this session on the profile, on the reader’s own row and in the session record', async () => {
    // A company of its own: the first's invitations this hour are near their bound.
    const admin = await signUp(t);
    const first = await login(t, admin.username, admin.password);
    // The first sign-in ever: there is none before it, on the profile and on their own row alike.
    expect(first.lastLogin).toBeNull();
    expect(await profileOf(first.accessToken)).toBeNull();
    expect(await rowOf(first.accessToken, admin.username)).toBeNull();

    const firstAt = (await signInsOf(admin.username)).last;
    const second = await login(t, admin.username, admin.password);
    expect(second.lastLogin).toBe(firstAt);
    expect(await profileOf(second.accessToken)).toBe(firstAt);
    expect(await rowOf(second.accessToken, admin.username)).toBe(firstAt);

    // The first browser, after a sign-in elsewhere: that one is before now, on both.
    const secondAt = (await signInsOf(admin.username)).last;
    expect(secondAt).not.toBe(firstAt);
    expect(await profileOf(first.accessToken)).toBe(secondAt);
    expect(await rowOf(first.accessToken, admin.username)).toBe(secondAt);

    // Anyone else's row says their latest sign-in, to the admin and to staff.
    const c = await joinedColleague('member', 'en', second.accessToken);
    const colleagueAt = (await signInsOf(c.username)).last;
    expect(await rowOf(second.accessToken, c.username)).toBe(colleagueAt);
    expect(await rowOf(c.token, admin.username)).toBe(secondAt);
    const staffRows = await listOf(staff, { customercode: (await listOf(second.accessToken)).body.customercode });
    expect(staffRows.body.colleagues.find((x) => x.username === c.username)?.last_login).toBe(colleagueAt);
    // And the colleague, signed in once, reads "none before" of themself wherever they look.
    expect(await profileOf(c.token)).toBeNull();
    expect(await rowOf(c.token, c.username)).toBeNull();
  });
});
