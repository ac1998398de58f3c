import { describe, expect, it } from 'vitest';
import { AppMsg, Msg } from '../common/messages';
import { ZNewPasswordForm } from './account-forms';
import { employeeForm, ZBranchForm, ZMasterForm } from './admin-forms';

/** A form's values hold more than its rules check (switches, hints): those fields must not fail it. */
describe('form schemas', () => {
  it('accept the other fields of their form', () => {
    expect(ZMasterForm.safeParse({ name: 'Laptop', active: true }).success).toBe(true);
    expect(ZBranchForm.safeParse({ name: 'Madurai', phone: '', address: 'x', active: false }).success).toBe(true);
    const employee = {
      employee_name: 'Ravi',
      employee_name_tamil: '',
      username: 'ravi1',
      password: '',
      user_role: 'staff',
      branch_id: '1',
      device_id: 'D1',
      passcode: '',
      active: true,
    };
    expect(employeeForm(true).safeParse(employee).success).toBe(true);
  });
  it('say an empty Confirm password is empty, and a different one differs', () => {
    const messages = (v: { password: string; confirmPassword: string }) =>
      ZNewPasswordForm.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages({ password: 'Secret@123', confirmPassword: '' })).toEqual([
      `confirmPassword: ${Msg.enterConfirmPassword}`,
    ]);
    expect(messages({ password: '', confirmPassword: '' })).toContain(`confirmPassword: ${Msg.enterConfirmPassword}`);
    expect(messages({ password: 'Secret@123', confirmPassword: 'Secret@124' })).toEqual([
      `confirmPassword: ${AppMsg.confirmPasswordMismatch}`,
    ]);
    expect(messages({ password: 'Secret@123', confirmPassword: 'Secret@123' })).toEqual([]);
  });
  it("give the specification's messages", () => {
    const branch = ZBranchForm.safeParse({ name: ' ', phone: '12345' });
    expect(branch.error?.issues.map((i) => i.message)).toEqual([
      'Please enter the branch name',
      'Please enter a valid phone number: a mobile, or a landline with its STD code',
    ]);
    const employee = employeeForm(false).safeParse({
      employee_name: '',
      username: '',
      password: '',
      user_role: '',
      branch_id: '',
      device_id: '',
      passcode: '',
    });
    expect(employee.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining([
        'employee_name',
        'username',
        'password',
        'user_role',
        'branch_id',
        'device_id',
        'passcode',
      ]),
    );
  });
});
