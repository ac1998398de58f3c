import { type CallBody, routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { passwordDigest } from '../../lib/password-digest';

export const accountKeys = {
  profile: ['profile'] as const,
  colleagues: (customercode?: string) => ['colleagues', customercode ?? 'own'] as const,
};

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile,
  queryFn: () => api(routes.getProfile, {}).then((r) => r.profile),
});

/** The people on an account: the caller's own, or (staff) the customer's of this code (decision 067). */
export const colleaguesQuery = (customercode?: string) =>
  queryOptions({
    queryKey: accountKeys.colleagues(customercode),
    queryFn: () => api(routes.colleagueList, customercode ? { customercode } : {}),
  });

export const inviteColleague = (body: CallBody<'inviteColleague'>) => api(routes.inviteColleague, body);
export const resendInvitation = (body: CallBody<'resendInvitation'>) => api(routes.resendInvitation, body);
export const setColleagueRole = (body: CallBody<'setColleagueRole'>) => api(routes.setColleagueRole, body);
export const removeColleague = (body: CallBody<'removeColleague'>) => api(routes.removeColleague, body);

export const setWhatsappOptIn = (optIn: boolean) => api(routes.setWhatsappOptIn, { opt_in: optIn });

/** Saves a language change on the account, so mails and messages follow it. */
export const saveLanguage = (language: 'en' | 'ta') => api(routes.setLanguage, { language });

export const updateProfile = (body: CallBody<'updateProfile'>) => api(routes.updateProfile, body);

/** A code to the account's mobile by SMS or WhatsApp, and the code typed back (decision 089). */
export const sendMobileCode = () => api(routes.sendMobileCode, {});
export const verifyMobile = (otp: string) => api(routes.verifyMobile, { otp });

/** Ends the session on the server: its refresh token stops working. */
export const logout = (refreshToken: string) => api(routes.logout, { refreshToken });

// The specification's Change Password calls; passwords leave the browser only as their digest.
export const checkOldPassword = async (customercode: string, oldPassword: string) =>
  api(routes.oldPasswordCheck, { customercode, oldpassword: await passwordDigest(oldPassword) });

export const changePassword = async (customercode: string, oldPassword: string, newPassword: string) =>
  api(routes.changePassword, {
    customercode,
    oldpassword: await passwordDigest(oldPassword),
    password: await passwordDigest(newPassword),
  });
