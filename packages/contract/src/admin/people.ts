import { z } from 'zod';
import { checkGstinState, customerProfileShape } from '../auth/signup';
import { LANGUAGES } from '../common/constants';
import { ZPasswordHash, ZUserName } from '../common/fields';
import { isValidGstin } from '../common/gstin';
import { Msg } from '../common/messages';

const flag = { statusFlag: z.number().int(), message: z.string() };

const ZCursorList = {
  search: z.string().trim().max(60).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(20),
  include_inactive: z.boolean().default(true),
};

/** The company/customer form of the specification, with the user name for a new customer's sign-in. */
export const ZCustomerSave = z
  .strictObject({
    customercode: z.string().max(20).optional(),
    ...customerProfileShape,
    /** Checked by the form below: empty exactly when the customer is not registered for GST. */
    gstin: z.string().trim().toUpperCase().max(15),
    /**
     * A customer not registered for GST (a person, an unregistered business): said outright here, so staff
     * never leave a registered customer's GSTIN empty by mistake; sign-up takes an empty GSTIN as the same.
     */
    unregistered: z.boolean().default(false),
    username: ZUserName.optional(),
    active: z.boolean().default(true),
    /** The customer's mails and messages (a new customer's welcome mail too); absent keeps it. */
    language: z.enum(LANGUAGES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.unregistered ? v.gstin !== '' : !isValidGstin(v.gstin)) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: Msg.enterValidGstin });
    }
  })
  .superRefine(checkGstinState)
  .superRefine((v, ctx) => {
    if (!v.customercode && !v.username)
      ctx.addIssue({ code: 'custom', path: ['username'], message: Msg.enterUserName });
  });
export type TCustomerSaveInput = z.input<typeof ZCustomerSave>;
export type TCustomerSave = z.output<typeof ZCustomerSave>;
export const ZCustomerListRequest = z.strictObject(ZCursorList);
/** A page of a people list as the client asks for it (both lists take the same). */
export type TCursorListInput = z.input<typeof ZCustomerListRequest>;
export const ZCustomerRow = z.object({
  customercode: z.string(),
  companyname: z.string(),
  gstin: z.string(),
  mobile: z.string(),
  city: z.string(),
  address: z.string(),
  contactperson: z.string(),
  email: z.string(),
  pincode: z.string(),
  state: z.string(),
  username: z.string(),
  language: z.enum(LANGUAGES),
  active: z.boolean(),
  /** Whether the customer verified the mobile with a code sent to it (decision 089); a number staff set is not. */
  mobile_verified: z.boolean(),
});
export type TCustomerRow = z.infer<typeof ZCustomerRow>;
export const ZCustomerListReply = z.object({
  ...flag,
  customer_list: z.array(ZCustomerRow),
  next_cursor: z.string().nullable(),
});
export type TCustomerListReply = z.infer<typeof ZCustomerListReply>;
export const ZCustomerCode = z.strictObject({ customercode: z.string().min(1).max(20) });
export const ZSaveReply = z.object({ ...flag, code: z.string() });

/** Employee name: letters, digits, space and underscore (specification). */
export const EMPLOYEE_NAME_RULE = /^[A-Za-z0-9 _]+$/;
export const EMPLOYEE_ROLES = ['staff', 'admin'] as const;
export type TEmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/**
 * The employee/user form of the specification. The password arrives as the client's SHA-256 digest, so
 * its 8-20 character rule is checked where it is typed; the server checks everything it can see.
 */
export const ZEmployeeSave = z
  .strictObject({
    employeecode: z.string().max(20).optional(),
    employee_name: z
      .string()
      .trim()
      .min(1, Msg.enterEmployeeName)
      .max(80, Msg.enterEmployeeName)
      .regex(EMPLOYEE_NAME_RULE, Msg.enterEmployeeName),
    employee_name_tamil: z.string().trim().max(120).default(''),
    username: ZUserName,
    password: ZPasswordHash.optional(),
    user_role: z.enum(EMPLOYEE_ROLES, { error: Msg.selectUserRole }),
    branch_id: z.number({ error: Msg.selectBranchName }).int().positive(Msg.selectBranchName).max(2_147_483_647),
    device_id: z.string().trim().min(1, Msg.enterDeviceId).max(64, Msg.enterDeviceId),
    passcode: z.string().length(4, Msg.passcode4).optional(),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (!v.employeecode && !v.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: Msg.enterPassword });
    if (!v.employeecode && !v.passcode) ctx.addIssue({ code: 'custom', path: ['passcode'], message: Msg.passcode4 });
  });
export type TEmployeeSaveInput = z.input<typeof ZEmployeeSave>;
export type TEmployeeSave = z.output<typeof ZEmployeeSave>;
export const ZEmployeeListRequest = z.strictObject(ZCursorList);
export const ZEmployeeRow = z.object({
  employeecode: z.string(),
  employee_name: z.string(),
  employee_name_tamil: z.string(),
  username: z.string(),
  user_role: z.enum(EMPLOYEE_ROLES),
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  device_id: z.string(),
  active: z.boolean(),
});
export type TEmployeeRow = z.infer<typeof ZEmployeeRow>;
export const ZEmployeeListReply = z.object({
  ...flag,
  employee_list: z.array(ZEmployeeRow),
  next_cursor: z.string().nullable(),
});
export type TEmployeeListReply = z.infer<typeof ZEmployeeListReply>;
