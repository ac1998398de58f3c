import { AppMsg, customerProfileShape, gstinStateMismatch, Msg, PASSWORD_RULE, ZOtp, ZUserName } from '@svc/contract';
import { z } from 'zod';

const ZNewPassword = z.string().min(1, Msg.enterPassword).regex(PASSWORD_RULE, Msg.passwordRule);

/** The sign-up form: the company/customer form of the specification plus the sign-in details. */
export const ZSignupForm = z
  .object({ ...customerProfileShape, username: ZUserName, password: ZNewPassword, confirmPassword: z.string() })
  .check((ctx) => {
    const v = ctx.value;
    if (v.confirmPassword !== v.password) {
      ctx.issues.push({ code: 'custom', path: ['confirmPassword'], message: AppMsg.confirmPasswordMismatch, input: v });
    }
  });

/** Cross-field checks that must show even while other fields still have errors. */
export function signupCrossErrors(v: { gstin: string; state: string; password: string; confirmPassword: string }) {
  const errors: Record<string, string> = {};
  if (gstinStateMismatch(v.gstin.trim().toUpperCase(), v.state)) errors.gstin = AppMsg.gstinStateMismatch;
  if (v.confirmPassword !== v.password) errors.confirmPassword = AppMsg.confirmPasswordMismatch;
  return errors;
}

export const ZOtpForm = z.object({ otp: ZOtp });

export const ZResetForm = z.object({ otp: ZOtp, password: ZNewPassword, confirmPassword: z.string() });
