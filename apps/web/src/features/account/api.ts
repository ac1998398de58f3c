import { routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const accountKeys = { profile: ['profile'] as const };

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile,
  queryFn: () => api(routes.getProfile, {}).then((r) => r.profile),
});
