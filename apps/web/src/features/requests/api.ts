import type { TListRequests } from '@svc/contract';
import { type CallBody, routes } from '@svc/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ChargeDecision } from '../../components/charge-confirm';
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

/** Staff move an item on the flow, with what the move needs (docket, return courier, remark). */
export const moveItem = (body: CallBody<'updateItemStatus'>) => api(routes.updateItemStatus, body);

/** Staff move several items of one request at once, with the same facts (decision 099). */
export const moveItems = (body: CallBody<'moveItems'>) => api(routes.moveItems, body);

/** Staff quote an item's charges, or quote them again. */
export const quoteCharges = (body: CallBody<'updateCharges'>) => api(routes.updateCharges, body);
/** The same quote on several items of one request: all or none, one mail (decision 099). */
export const quoteItems = (body: CallBody<'quoteItems'>) => api(routes.quoteItems, body);

/** The customer's answer to quoted charges. */
export const answerCharges = (item: { item_id: string; version: number }, status: ChargeDecision) =>
  api(routes.updateItemStatus, { item_id: item.item_id, version: item.version, status });

/** The customer withdraws one pending item, with an optional reason (the tracking entry's remark). */
export const cancelItem = (item: { item_id: string; version: number }, reason: string) =>
  api(routes.updateItemStatus, { item_id: item.item_id, version: item.version, status: 'cancelled', remark: reason });

/** The customer withdraws a whole request while none of its items has been received. */
export const cancelRequest = (reqCode: string, reason: string) =>
  api(routes.cancelRequest, { req_code: reqCode, reason });

export const trackingLinkQuery = (code: string) =>
  queryOptions({
    queryKey: requestKeys.trackingLink(code),
    queryFn: () => api(routes.trackingLink, { req_code: code }),
  });

/** A new tracking link for the request: the old one stops working. */
export const replaceTrackingLink = (reqCode: string) => api(routes.replaceTrackingLink, { req_code: reqCode });
