import { z } from 'zod';
import { LANGUAGES } from '../common/constants';
import { ZEmail, ZUserName } from '../common/fields';
import {
  ACCOUNT_ROLES,
  COLLEAGUE_ROLES,
  ColleagueMsg,
  INVITATIONS_PER_HOUR,
  MAX_COLLEAGUES,
  mayApproveCharges,
  type TAccountRole,
  type TColleagueRole,
} from './colleague-messages';

export type { TAccountRole, TColleagueRole };
export { ACCOUNT_ROLES, COLLEAGUE_ROLES, ColleagueMsg, INVITATIONS_PER_HOUR, MAX_COLLEAGUES, mayApproveCharges };

const ZColleagueName = z
  .string()
  .trim()
  .min(1, ColleagueMsg.enterColleagueName)
  .max(80, ColleagueMsg.enterColleagueName)
  .regex(/^[\p{L}\p{M}0-9 .'_-]+$/u, ColleagueMsg.enterColleagueName);
const ZColleagueRole = z.enum(COLLEAGUE_ROLES, { error: ColleagueMsg.selectAccountRole });
/** Staff name the account by its customer code; a customer's own account needs none (any other is refused). */
const ZAccountCode = z.string().trim().min(1).max(20).optional();
const ZUserId = z.uuid();

export const ZColleagueList = z.strictObject({ customercode: ZAccountCode });
export const ZInviteColleague = z.strictObject({
  customercode: ZAccountCode,
  name: ZColleagueName,
  email: ZEmail,
  username: ZUserName,
  role: ZColleagueRole,
  /** The invitation mail's language, and the colleague's screens until they change it. */
  language: z.enum(LANGUAGES).default('en'),
});
export type TInviteColleagueInput = z.input<typeof ZInviteColleague>;
export type TInviteColleague = z.output<typeof ZInviteColleague>;
export const ZColleagueRoleChange = z.strictObject({
  customercode: ZAccountCode,
  user_id: ZUserId,
  role: ZColleagueRole,
});
export const ZColleagueRef = z.strictObject({ customercode: ZAccountCode, user_id: ZUserId });

export const ZColleague = z.object({
  user_id: z.uuid(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  /** `invited`: the invitation's link has not been used yet (no password set). */
  state: z.enum(['active', 'invited']),
  /** The last sign-in, ISO; null before the first. */
  last_login: z.string().nullable(),
  added_at: z.string(),
});
export type TColleague = z.infer<typeof ZColleague>;

const flag = { statusFlag: z.number().int(), message: z.string() };
export const ZColleagueListReply = z.object({
  ...flag,
  customercode: z.string(),
  company_name: z.string(),
  /** The caller's role on this account (null for staff). */
  your_role: z.enum(ACCOUNT_ROLES).nullable(),
  /** Whether the caller may invite, change roles and remove (the account admin, or staff). */
  can_manage: z.boolean(),
  colleagues: z.array(ZColleague),
});
export type TColleagueListReply = z.infer<typeof ZColleagueListReply>;
export const ZColleagueReply = z.object(flag);
