import { routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const trackKeys = { view: (token: string) => ['track', token] as const };

/** A tracking link's request; a wrong or replaced link answers an error, never retried. */
export const trackQuery = (token: string) =>
  queryOptions({ queryKey: trackKeys.view(token), queryFn: () => api(routes.trackView, { k: token }), retry: false });
