import { routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const accountKeys = { profile: ['profile'] as const };

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile,
  queryFn: () => api(routes.getProfile, {}).then((r) => r.profile),
});

export const setWhatsappOptIn = (optIn: boolean) => api(routes.setWhatsappOptIn, { opt_in: optIn });

/** Saves a language change on the account, so mails and messages follow it. */
export const saveLanguage = (language: 'en' | 'ta') => api(routes.setLanguage, { language });
