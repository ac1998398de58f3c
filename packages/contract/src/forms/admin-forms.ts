import { z } from 'zod';
import { ZBranchSave, ZMasterSave } from '../admin/lists';
import { EMPLOYEE_NAME_RULE, EMPLOYEE_ROLES } from '../admin/people';
import { PASSWORD_RULE, ZUserName } from '../common/fields';
import { Msg } from '../common/messages';

/** An item or brand entry as typed: the saved entry's own name rule. */
export const ZMasterForm = z.object({ name: ZMasterSave.shape.name });

/** A branch as typed: the saved branch's own rules (an empty phone or e-mail is allowed). */
export const ZBranchForm = z.object({
  name: ZBranchSave.shape.name,
  phone: ZBranchSave.shape.phone,
  email: ZBranchSave.shape.email,
});

/**
 * The specification's employee/user form as typed (section 5): the password in clear, checked against the
 * 8-20 character rule before it becomes a digest; on an edit an empty password or passcode keeps the old one.
 */
export const employeeForm = (editing: boolean) =>
  z.object({
    employee_name: z.string().trim().min(1, Msg.enterEmployeeName).regex(EMPLOYEE_NAME_RULE, Msg.enterEmployeeName),
    username: ZUserName,
    password: editing
      ? z.union([z.literal(''), z.string().regex(PASSWORD_RULE, Msg.passwordRule)])
      : z.string().min(1, Msg.enterPassword).regex(PASSWORD_RULE, Msg.passwordRule),
    user_role: z.enum(EMPLOYEE_ROLES, { error: Msg.selectUserRole }),
    branch_id: z.string().min(1, Msg.selectBranchName),
    device_id: z.string().trim().min(1, Msg.enterDeviceId),
    passcode: editing
      ? z.union([z.literal(''), z.string().length(4, Msg.passcode4)])
      : z.string().length(4, Msg.passcode4),
  });
