import { z } from 'zod';
import { customerProfileShape } from '../auth/signup';
import { PASSWORD_RULE, ZUserName } from '../common/fields';
import { gstinStateMismatch } from '../common/gstin';
import { AppMsg, Msg } from '../common/messages';

/**
 * The forms a person fills in to sign in, sign up and change a password: what they type, before the
 * password becomes its digest. The web app validates each with its schema through one resolver.
 */
export const ZIdentifierForm = z.object({ identifier: z.string().trim().min(1, AppMsg.enterIdentifier).max(254) });

const ZNewPassword = z.string().min(1, Msg.enterPassword).regex(PASSWORD_RULE, Msg.passwordRule);

/** The password typed again: an empty one says so, a different one says they differ. */
const ZConfirmPassword = z.string().min(1, Msg.enterConfirmPassword);
const confirmMatches = (v: { password: string; confirmPassword: string }) =>
  !v.confirmPassword || v.confirmPassword === v.password;

export const ZNewPasswordForm = z
  .object({ password: ZNewPassword, confirmPassword: ZConfirmPassword })
  .refine(confirmMatches, {
    path: ['confirmPassword'],
    message: AppMsg.confirmPasswordMismatch,
    when: () => true,
  });

/**
 * The sign-up form: the company/customer form of the specification plus the sign-in details. The GSTIN may
 * be left empty (a person, an unregistered business); a typed one's state and the password confirmation are
 * checked even while other fields still have errors.
 */
export const ZSignupForm = z
  .object({ ...customerProfileShape, username: ZUserName, password: ZNewPassword, confirmPassword: ZConfirmPassword })
  .refine((v) => !gstinStateMismatch(v.gstin.trim().toUpperCase(), v.state), {
    path: ['gstin'],
    message: AppMsg.gstinStateMismatch,
    when: () => true,
  })
  .refine(confirmMatches, {
    path: ['confirmPassword'],
    message: AppMsg.confirmPasswordMismatch,
    when: () => true,
  });

/** The specification's Change Password dialog (section 5): its messages, word for word. */
export const ZChangePasswordForm = z
  .object({
    oldPassword: z.string().min(1, Msg.enterOldPassword),
    newPassword: z.string().min(1, Msg.enterNewPassword).min(6, Msg.passwordMin6),
    confirmPassword: z.string().min(1, Msg.enterConfirmPassword),
  })
  .refine((v) => !v.confirmPassword || v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: Msg.passwordsDoNotMatch,
    when: () => true,
  });
