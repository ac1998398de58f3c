import { login, signUp } from './accounts';
import { ADMIN, digest, startTestApp } from './app';

/** An employee's form as the admin sends it, at `branchId`; `o` changes any field. */
export const employeeForm = (branchId: number, o: Record<string, unknown> = {}) => ({
  employee_name: 'Ravi Kumar',
  employee_name_tamil: 'ரவி குமார்',
  username: `ravi${Math.random().toString(36).slice(2, 8)}`,
  password: digest('Strong@123'),
  user_role: 'staff',
  branch_id: branchId,
  device_id: 'TAB-01',
  passcode: '4821',
  ...o,
});

/** The app as the admin tests start it: the admin, a branch, a staff member of it, and a customer signed in. */
export async function startAdminApp(env: Record<string, string> = {}) {
  const t = await startTestApp(env);
  const admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const branch = await t.post<{ code: string }>(
    '/admin/saveBranch',
    { name: 'Chennai Central', address: 'Anna Salai' },
    admin,
  );
  const branchId = Number(branch.body.code);
  const e = employeeForm(branchId);
  await t.post('/admin/saveEmployee', e, admin);
  const staff = (await login(t, e.username, 'Strong@123')).accessToken;
  const c = await signUp(t);
  const customer = (await login(t, c.username, c.password)).accessToken;
  return { t, admin, staff, staffUser: e.username, customer, branchId };
}
