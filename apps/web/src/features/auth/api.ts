import { type CallBody, routes } from '@svc/contract';
import { api } from '../../lib/api-client';
import { passwordDigest } from '../../lib/password-digest';

/** The sign-in and sign-up calls; passwords leave the browser only as their digest. */
export const signIn = async (username: string, password: string) =>
  api(routes.authenticate, { username: username.trim(), password: await passwordDigest(password) });

export const requestSignupCode = (body: CallBody<'getOtp'>) => api(routes.getOtp, body);

export const createAccount = async (body: Omit<CallBody<'insertCustomer'>, 'password'>, password: string) =>
  api(routes.insertCustomer, { ...body, password: await passwordDigest(password) });

export const sendResetCode = (identifier: string) => api(routes.forgotPassword, { identifier });

export const resetPassword = async (identifier: string, otp: string, password: string) =>
  api(routes.resetPassword, { identifier, otp, password: await passwordDigest(password) });

/** A customer the desk created sets a password from the welcome mail's link. */
export const setPasswordFromLink = async (key: string, password: string) =>
  api(routes.setPassword, { key, password: await passwordDigest(password) });

/** Whether the welcome link still sets a password (asked when its page opens). */
export const checkWelcomeLink = (key: string) => api(routes.checkWelcomeLink, { key });

/** The language saved on the signed-in person's account. */
export const accountLanguage = () => api(routes.getProfile, {}).then((r) => r.profile.language);
