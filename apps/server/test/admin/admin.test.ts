import { AdminMsg, Msg, type TAdminMasterListReply, type TMasterListReply, type TPrintReply } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin, signupForm } from '../helpers/accounts';
import { employeeForm, startAdminApp } from '../helpers/admin';
import type { TestContext } from '../helpers/app';
import { createRequest, makeJpeg, requestBody, upload } from '../helpers/requests';

// What only the admin may do: the lists, branches and company settings. Customers and employees:
// admin-people.test.ts.

let t: TestContext;
let admin: string;
let staff: string;
let customer: string;
let branchId: number;
type Reply = { status: number; message: string; code: string; issues?: { path: string; message: string }[] };
const messages = (r: { body: Reply }) => (r.body.issues ?? []).map((i) => i.message);
const employee = (o: Record<string, unknown> = {}) => employeeForm(branchId, o);

beforeAll(async () => {
  ({ t, admin, staff, customer, branchId } = await startAdminApp());
});
afterAll(() => t.close());

describe('admin calls', () => {
  it('are refused to customers and staff as if they did not exist', async () => {
    const calls: [string, unknown][] = [
      ['/admin/getMasterList', { kind: 'item' }],
      ['/admin/saveMaster', { kind: 'item', name: 'Drone' }],
      ['/admin/getBranchList', {}],
      ['/admin/saveBranch', { name: 'X' }],
      ['/admin/getCompanySettings', {}],
      ['/admin/saveCompanySettings', { name: 'X', address: 'Y', gstin: '', phone: '', email: '' }],
      ['/admin/saveCustomer', { ...signupForm() }],
      ['/admin/sendCustomerReset', { customercode: 'C000001' }],
      ['/admin/getEmployeeList', {}],
      ['/admin/saveEmployee', employee()],
    ];
    for (const [url, body] of calls) {
      for (const token of [customer, staff]) expect((await t.post(url, body, token)).statusCode, url).toBe(404);
    }
    expect((await t.post('/admin/getCustomerList', {}, staff)).statusCode).toBe(200);
    const masters = await t.post<TAdminMasterListReply>('/admin/getMasterList', { kind: 'brand' }, admin);
    expect(masters.body.master_list.some((m) => m.name === 'Drone')).toBe(false);
  });
});

describe('item and brand lists', () => {
  it('adds, renames and deactivates an entry; a duplicate name is refused; nothing is deleted', async () => {
    const add = await t.post<Reply>('/admin/saveMaster', { kind: 'item', name: 'Drone' }, admin);
    expect(add.statusCode).toBe(200);
    const id = Number(add.body.code);
    const dup = await t.post<Reply>('/admin/saveMaster', { kind: 'item', name: 'drone' }, admin);
    expect(dup.body).toMatchObject({ status: 201, message: AdminMsg.nameExists });
    expect(messages(await t.post<Reply>('/admin/saveMaster', { kind: 'item', name: '  ' }, admin))).toEqual([
      AdminMsg.enterName,
    ]);
    await t.post('/admin/saveMaster', { kind: 'item', id, name: 'Camera drone' }, admin);
    let customerView = await t.post<TMasterListReply>('/requestrepair/getmasterList', {}, customer);
    expect(customerView.body.itemList.map((i) => i.name)).toContain('Camera drone');
    await t.post('/admin/saveMaster', { kind: 'item', id, name: 'Camera drone', active: false }, admin);
    customerView = await t.post<TMasterListReply>('/requestrepair/getmasterList', {}, customer);
    expect(customerView.body.itemList.map((i) => i.name)).not.toContain('Camera drone');
    // The lists a create checks are this instance's kept copy: a deactivation here applies at once.
    const raised = await t.post(
      '/requestrepair/addrequestrepair',
      requestBody({}, [{ item_id: id, brand_id: 1, model_number: 'M', serial_number: 'S' }]),
      customer,
    );
    expect(raised.statusCode).toBe(400);
    const all = await t.post<TAdminMasterListReply>('/admin/getMasterList', { kind: 'item' }, admin);
    expect(all.body.master_list.find((m) => m.id === id)).toMatchObject({ active: false, in_use: 0 });
  });

  it('counts where an entry is used', async () => {
    await createRequest(t, customer);
    const all = await t.post<TAdminMasterListReply>('/admin/getMasterList', { kind: 'item' }, admin);
    expect(all.body.master_list.find((m) => m.id === 1)?.in_use).toBeGreaterThan(0);
  });
});

describe('branches', () => {
  it('refuses a missing or duplicate name and a bad phone', async () => {
    expect(messages(await t.post<Reply>('/admin/saveBranch', { name: '' }, admin))).toEqual([AdminMsg.enterBranchName]);
    const dup = await t.post<Reply>('/admin/saveBranch', { name: 'chennai central' }, admin);
    expect(dup.body).toMatchObject({ status: 201, message: AdminMsg.branchExists });
    expect(messages(await t.post<Reply>('/admin/saveBranch', { name: 'Madurai', phone: '12345' }, admin))).toEqual([
      AdminMsg.enterValidPhone,
    ]);
  });

  it("takes a branch's landline with its STD code, as the company's phone", async () => {
    const saved = await t.post<Reply>('/admin/saveBranch', { name: 'Coimbatore', phone: '0422 234 5678' }, admin);
    expect(saved.statusCode).toBe(200);
    const list = await t.post<{ branch_list: { name: string; phone: string }[] }>('/admin/getBranchList', {}, admin);
    expect(list.body.branch_list.find((b) => b.name === 'Coimbatore')?.phone).toBe('0422 234 5678');
  });
});

describe('company settings', () => {
  it('keeps the letterhead and logo that prints show', async () => {
    const jpeg = await makeJpeg({ width: 120, height: 60 });
    const { imageId } = await upload(t, admin, jpeg);
    await t.post('/requestrepair/completeUpload', { image_id: imageId }, admin);
    const saved = await t.post<Reply>(
      '/admin/saveCompanySettings',
      {
        name: 'Kaveri Electronics Service',
        address: '5 Mount Road, Chennai',
        gstin: makeGstin('33'),
        phone: '9840012345',
        email: 'desk@kaveri.example',
        logo_image_id: imageId,
        muted_statuses: [],
      },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    const { req_code } = await createRequest(t, customer);
    const print = await t.post<TPrintReply>('/requestrepair/printRRItemdetails', { req_code }, customer);
    expect(print.body.company_details).toMatchObject({ name: 'Kaveri Electronics Service', phone: '+919840012345' });
    expect(print.body.company_details.logo_url).toMatch(/^\/api\//);
    const bad = await t.post<Reply>(
      '/admin/saveCompanySettings',
      { name: '', address: '', gstin: 'X', phone: '1', email: 'y', muted_statuses: [] },
      admin,
    );
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        AdminMsg.enterCompanyName,
        AdminMsg.enterAddress,
        Msg.enterValidGstin,
        AdminMsg.enterValidPhone,
        Msg.enterValidEmail,
      ]),
    );
    const kept = await t.post<TPrintReply>('/requestrepair/printRRItemdetails', { req_code }, customer);
    expect(kept.body.company_details.name).toBe('Kaveri Electronics Service');
  });

  it('takes a landline with its STD code as the phone, and prints it as typed', async () => {
    const company = await t.post<{ company_details: Record<string, unknown> }>('/admin/getCompanySettings', {}, admin);
    const { logo_url: _l, channels_available: _c, ...details } = company.body.company_details;
    const landline = await t.post<Reply>('/admin/saveCompanySettings', { ...details, phone: ' 044 2345 6789 ' }, admin);
    expect(landline.statusCode).toBe(200);
    const { req_code } = await createRequest(t, customer);
    const print = await t.post<TPrintReply>('/requestrepair/printRRItemdetails', { req_code }, customer);
    expect(print.body.company_details.phone).toBe('044 2345 6789');
    const wrong = await t.post<Reply>('/admin/saveCompanySettings', { ...details, phone: '044 2345' }, admin);
    expect(wrong.statusCode).toBe(400);
    expect(messages(wrong)).toEqual([AdminMsg.enterValidPhone]);
    const after = await t.post<TPrintReply>('/requestrepair/printRRItemdetails', { req_code }, customer);
    expect(after.body.company_details.phone).toBe('044 2345 6789');
  });
});
