import { type BodyInput, endpoints } from '@svc/contract';
import { api } from '../../lib/api-client';
import { passwordDigest } from '../../lib/password-digest';

/** The sign-in and sign-up calls; passwords leave the browser only as their digest. */
export const signIn = async (username: string, password: string) =>
  api(endpoints.authenticate, { username: username.trim(), password: await passwordDigest(password) });

export const requestSignupCode = (body: BodyInput<typeof endpoints.getOtp>) => api(endpoints.getOtp, body);

export const createAccount = async (
  body: Omit<BodyInput<typeof endpoints.insertCustomer>, 'password'>,
  password: string,
) => api(endpoints.insertCustomer, { ...body, password: await passwordDigest(password) });

export const sendResetCode = (identifier: string) => api(endpoints.forgotPassword, { identifier });

export const resetPassword = async (identifier: string, otp: string, password: string) =>
  api(endpoints.resetPassword, { identifier, otp, password: await passwordDigest(password) });
