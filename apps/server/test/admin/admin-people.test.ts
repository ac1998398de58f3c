import { AppMsg, Code, Msg, PeopleMsg, type TCustomerListReply, type TEmployeeListReply } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, setPasswordFromWelcome, signupForm } from '../helpers/accounts';
import { employeeForm, startAdminApp } from '../helpers/admin';
import { ADMIN, digest, type TestContext } from '../helpers/app';

// The admin's customers and employees (the rest of the admin's calls: admin.test.ts).

let t: TestContext;
let admin: string;
let staff: string;
let staffUser: string;
let branchId: number;
type Reply = { status: number; message: string; code: string; issues?: { path: string; message: string }[] };
const messages = (r: { body: Reply }) => (r.body.issues ?? []).map((i) => i.message);
const employee = (o: Record<string, unknown> = {}) => employeeForm(branchId, o);

beforeAll(async () => {
  ({ t, admin, staff, staffUser, branchId } = await startAdminApp());
});
afterAll(() => t.close());

describe('customers', () => {
  it('shows each message of the specification for its case', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ state: '' }, Msg.selectState],
      [{ companyname: '' }, Msg.enterCompanyName],
      [{ gstin: '33ABCDE1234F1Z0' }, Msg.enterValidGstin],
      [{ mobile: '' }, Msg.enterMobile],
      [{ mobile: '12345' }, Msg.enterValidMobile],
      [{ city: '' }, Msg.enterCity],
      [{ address: '' }, Msg.enterAddress],
      [{ contactperson: '' }, Msg.enterContactPerson],
      [{ email: '' }, Msg.enterEmail],
      [{ email: 'not-an-email' }, Msg.enterValidEmail],
      [{ pincode: '' }, Msg.enterPincode],
      [{ pincode: '012345' }, Msg.enterValidPincode],
    ];
    for (const [bad, message] of cases) {
      const res = await t.post<Reply>('/admin/saveCustomer', signupForm(bad), admin);
      expect(res.statusCode, message).toBe(400);
      expect(messages(res), message).toContain(message);
    }
    const before = await t.post<TCustomerListReply>('/admin/getCustomerList', { limit: 100 }, admin);
    expect(before.body.customer_list.every((c) => c.companyname !== '')).toBe(true);
  });

  it('creates a customer who sets a password from the welcome mail, edits and deactivates them', async () => {
    const form = signupForm();
    const created = await t.post<Reply>('/admin/saveCustomer', form, admin);
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe(PeopleMsg.customerCreated);
    expect(await setPasswordFromWelcome(t, form.email, 'Fresh@123')).toBe(form.username);
    const token = (await login(t, form.username, 'Fresh@123')).accessToken;
    const edited = await t.post<Reply>(
      '/admin/saveCustomer',
      { ...form, username: undefined, customercode: created.body.code, city: 'Coimbatore', pincode: '641001' },
      admin,
    );
    expect(edited.statusCode).toBe(200);
    const list = await t.post<TCustomerListReply>('/admin/getCustomerList', { search: created.body.code }, staff);
    expect(list.body.customer_list).toEqual([expect.objectContaining({ city: 'Coimbatore', active: true })]);
    // Deactivating ends their sessions at once and stops sign-in.
    await t.post(
      '/admin/saveCustomer',
      { ...form, username: undefined, customercode: created.body.code, active: false },
      admin,
    );
    expect((await t.post('/requestrepair/getrequestrepairList', {}, token)).statusCode).toBe(401);
    const again = await t.post<{ status: number; message: string }>('/login/authenticate', {
      username: form.username,
      password: digest('Fresh@123'),
    });
    expect(again.statusCode).not.toBe(200);
    // Only one who knows the password learns why: the account is deactivated.
    expect(again.body).toEqual({ status: Code.invalidUser, message: AppMsg.accountDeactivated });
    const wrong = await t.post('/login/authenticate', { username: form.username, password: digest('Wrong@123') });
    expect(wrong.body).toEqual({ status: Code.invalidUser, message: AppMsg.invalidCredentials });
  });

  it('refuses a duplicate email, GSTIN or user name, storing nothing', async () => {
    const first = signupForm();
    await t.post('/admin/saveCustomer', first, admin);
    const count = async () =>
      (await t.post<TCustomerListReply>('/admin/getCustomerList', { limit: 100 }, admin)).body.customer_list.length;
    const n = await count();
    const sameEmail = await t.post<Reply>('/admin/saveCustomer', signupForm({ email: first.email }), admin);
    expect(sameEmail.body).toMatchObject({ status: 201, message: PeopleMsg.customerExists });
    const sameGstin = await t.post<Reply>('/admin/saveCustomer', signupForm({ gstin: first.gstin }), admin);
    expect(sameGstin.body.status).toBe(201);
    const sameUser = await t.post<Reply>('/admin/saveCustomer', signupForm({ username: first.username }), admin);
    expect(sameUser.body).toMatchObject({ status: 202, message: AppMsg.userNameInUse });
    expect(await count()).toBe(n);
  });

  it('pages the customer list by code, each page after the last', async () => {
    const first = await t.post<TCustomerListReply>('/admin/getCustomerList', { limit: 2 }, admin);
    expect(first.body.customer_list).toHaveLength(2);
    expect(first.body.next_cursor).toBe(first.body.customer_list[1]?.customercode);
    const second = await t.post<TCustomerListReply>(
      '/admin/getCustomerList',
      { limit: 2, cursor: first.body.next_cursor },
      admin,
    );
    const codes = second.body.customer_list.map((c) => c.customercode);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((c) => c > (first.body.next_cursor as string))).toBe(true);
    const all = await t.post<TCustomerListReply>('/admin/getCustomerList', { limit: 100 }, admin);
    expect(all.body.next_cursor).toBeNull();
  });

  it('sends a password reset on request', async () => {
    const form = signupForm({ gstin: makeGstin('33') });
    const created = await t.post<Reply>('/admin/saveCustomer', form, admin);
    await t.smtp.welcomeKeyFor(form.email);
    const before = t.smtp.countFor(form.email);
    const sent = await t.post<Reply>('/admin/sendCustomerReset', { customercode: created.body.code }, admin);
    expect(sent.body.message).toBe(PeopleMsg.resetSent);
    await t.smtp.codeFor(form.email, before);
    expect((await t.post('/admin/sendCustomerReset', { customercode: 'C999999' }, admin)).statusCode).toBe(404);
  });
});

describe('employees', () => {
  it('shows each message of the specification for its case', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ employee_name: '' }, Msg.enterEmployeeName],
      [{ employee_name: 'Ravi-Kumar!' }, Msg.enterEmployeeName],
      [{ username: '' }, Msg.enterUserName],
      [{ username: 'ravi.k' }, AppMsg.userNameLettersDigits],
      [{ password: undefined }, Msg.enterPassword],
      [{ user_role: '' }, Msg.selectUserRole],
      [{ branch_id: undefined }, Msg.selectBranchName],
      [{ branch_id: 99999 }, Msg.selectBranchName],
      [{ device_id: '' }, Msg.enterDeviceId],
      [{ passcode: '12345' }, Msg.passcode4],
      [{ passcode: '12' }, Msg.passcode4],
    ];
    for (const [bad, message] of cases) {
      const res = await t.post<Reply>('/admin/saveEmployee', employee(bad), admin);
      expect(res.statusCode, message).toBe(400);
      expect(messages(res), message).toContain(message);
    }
  });

  it('creates staff who can sign in and see every request; a new password ends their sessions', async () => {
    const e = employee({ user_role: 'staff' });
    const created = await t.post<Reply>('/admin/saveEmployee', e, admin);
    expect(created.body.code).toMatch(/^E\d{4}$/);
    const session = await login(t, e.username, 'Strong@123');
    expect(session.role).toBe('staff');
    const list = await t.post<TEmployeeListReply>('/admin/getEmployeeList', { search: e.username }, admin);
    expect(list.body.employee_list[0]).toMatchObject({
      employee_name_tamil: 'ரவி குமார்',
      branch_name: 'Chennai Central',
      device_id: 'TAB-01',
    });
    const { password: _p, passcode: _c, ...rest } = e;
    await t.post(
      '/admin/saveEmployee',
      { ...rest, employeecode: created.body.code, password: digest('Other@456') },
      admin,
    );
    expect((await t.post('/requestrepair/getrequestrepairList', {}, session.accessToken)).statusCode).toBe(401);
    expect((await login(t, e.username, 'Other@456')).role).toBe('staff');
    const dup = await t.post<Reply>('/admin/saveEmployee', employee({ username: staffUser }), admin);
    expect(dup.body).toMatchObject({ status: 202, message: AppMsg.userNameInUse });
  });

  it('never lets an admin lock themselves out', async () => {
    const list = await t.post<TEmployeeListReply>('/admin/getEmployeeList', { search: ADMIN.username }, admin);
    const me = list.body.employee_list.find((e) => e.username === ADMIN.username);
    const base = {
      ...employee(),
      password: undefined,
      passcode: undefined,
      employeecode: me?.employeecode,
      username: ADMIN.username,
      employee_name: 'Administrator',
    };
    expect(messages(await t.post<Reply>('/admin/saveEmployee', { ...base, active: false }, admin))).toEqual([
      PeopleMsg.cannotDeactivateSelf,
    ]);
    expect(messages(await t.post<Reply>('/admin/saveEmployee', { ...base, user_role: 'staff' }, admin))).toEqual([
      PeopleMsg.cannotDropOwnAdmin,
    ]);
  });
});
