import { routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** Staff look a customer up by part of their name, code, GSTIN, email or city (the customer filters). */
export const customerSearchQuery = (typed: string) =>
  queryOptions({
    queryKey: ['customers', 'pick', typed] as const,
    queryFn: () => api(routes.customerList, { search: typed || undefined, limit: 20 }),
    staleTime: 30_000,
  });
