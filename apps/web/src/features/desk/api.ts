import { routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { requestKeys } from '../requests';

/** The queue counts live under the requests' keys, so every item move refreshes them too. */
const deskKeys = { counts: [...requestKeys.all, 'needs-counts'] as const };

export const actionCountsQuery = queryOptions({
  queryKey: deskKeys.counts,
  queryFn: () => api(routes.actionCounts, {}),
});
