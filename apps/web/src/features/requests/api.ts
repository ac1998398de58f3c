import type { TListRequests } from '@svc/contract';
import { type CallBody, routes } from '@svc/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const requestKeys = {
  all: ['requests'] as const,
  list: (f: Omit<TListRequests, 'cursor'>) => ['requests', 'list', f] as const,
  view: (code: string) => ['requests', 'view', code] as const,
  item: (id: string) => ['requests', 'item', id] as const,
  print: (code: string) => ['requests', 'print', code] as const,
  audit: (code: string) => ['requests', 'audit', code] as const,
  deliveries: (code: string) => ['requests', 'deliveries', code] as const,
  trackingLink: (code: string) => ['requests', 'tracking-link', code] as const,
  masterLists: ['master-lists'] as const,
};

export const auditQuery = (code: string) =>
  queryOptions({ queryKey: requestKeys.audit(code), queryFn: () => api(routes.auditTrail, { req_code: code }) });

export const deliveriesQuery = (code: string) =>
  queryOptions({
    queryKey: requestKeys.deliveries(code),
    queryFn: () => api(routes.messageDeliveries, { req_code: code }),
    // While a message waits for its provider's report, look again now and then.
    refetchInterval: (q) =>
      q.state.data?.deliveries.some((d) => d.state === 'queued' || d.state === 'sent') ? 5000 : false,
  });

export const masterListQuery = queryOptions({
  queryKey: requestKeys.masterLists,
  queryFn: () => api(routes.masterList, {}),
  staleTime: 5 * 60_000,
});

export const requestListQuery = (filters: Omit<TListRequests, 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: requestKeys.list(filters),
    queryFn: ({ pageParam }) =>
      api(routes.listRequests, {
        ...filters,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const viewRequestQuery = (code: string) =>
  queryOptions({
    queryKey: requestKeys.view(code),
    queryFn: () => api(routes.viewRequest, { req_code: code }),
  });

export const viewItemQuery = (itemId: string) =>
  queryOptions({
    queryKey: requestKeys.item(itemId),
    queryFn: () => api(routes.viewItem, { item_id: itemId }),
  });

export const printQuery = (code: string) =>
  queryOptions({
    queryKey: requestKeys.print(code),
    queryFn: () => api(routes.printRequest, { req_code: code }),
  });

export const createRequest = (body: CallBody<'addRequest'>) => api(routes.addRequest, body);

export const updateCourier = (body: CallBody<'updateCourier'>) => api(routes.updateCourier, body);

export const trackingLinkQuery = (code: string) =>
  queryOptions({
    queryKey: requestKeys.trackingLink(code),
    queryFn: () => api(routes.trackingLink, { req_code: code }),
  });
