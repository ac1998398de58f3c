import { z } from 'zod';
import { ZPasswordHash } from '../common/fields';
import { ZUserDetails } from './session';

export const ZAuthenticateRequest = z.strictObject({
  username: z.string().trim().min(1).max(254),
  password: ZPasswordHash,
});
export type TAuthenticateRequest = z.infer<typeof ZAuthenticateRequest>;

export const ZAuthenticateResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  userDetails: ZUserDetails.optional(),
});
export type TAuthenticateResponse = z.infer<typeof ZAuthenticateResponse>;

export const ZRefreshTokenRequest = z.strictObject({ refreshToken: z.string().min(1).max(512) });
export const ZRefreshTokenResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  /** Field name as the specification spells it. */
  tokenReult: z.object({ accessToken: z.string(), refreshToken: z.string(), status: z.number().int() }).optional(),
});
export type TRefreshTokenResponse = z.infer<typeof ZRefreshTokenResponse>;

export const ZLogoutRequest = z.strictObject({ refreshToken: z.string().min(1).max(512) });

export const ZOldPasswordCheckRequest = z.strictObject({
  customercode: z.string().min(1).max(40),
  oldpassword: ZPasswordHash,
});
/** statusFlag 0 means the old password is correct. */
export const ZOldPasswordCheckResponse = z.object({ statusFlag: z.number().int(), message: z.string() });

export const ZChangePasswordRequest = z.strictObject({
  customercode: z.string().min(1).max(40),
  oldpassword: ZPasswordHash,
  password: ZPasswordHash,
});
/** status true means success (specification section 7). */
export const ZChangePasswordResponse = z.object({ status: z.boolean(), message: z.string() });
