import type {
  TAddRequestRepair,
  TListRequests,
  TMasterListReply,
  TPrintReply,
  TRequestListReply,
  TViewItemReply,
  TViewRequestReply,
} from '@svc/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const requestKeys = {
  all: ['requests'] as const,
  list: (f: Omit<TListRequests, 'cursor'>) => ['requests', 'list', f] as const,
  view: (code: string) => ['requests', 'view', code] as const,
  item: (id: string) => ['requests', 'item', id] as const,
  print: (code: string) => ['requests', 'print', code] as const,
};

export const masterListQuery = queryOptions({
  queryKey: ['master-lists'],
  queryFn: () => api<TMasterListReply>('/requestrepair/getmasterList', {}),
  staleTime: 5 * 60_000,
});

export const requestListQuery = (filters: Omit<TListRequests, 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: requestKeys.list(filters),
    queryFn: ({ pageParam }) =>
      api<TRequestListReply>('/requestrepair/getrequestrepairList', {
        ...filters,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const viewRequestQuery = (code: string) =>
  queryOptions({
    queryKey: requestKeys.view(code),
    queryFn: () => api<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code: code }),
  });

export const viewItemQuery = (itemId: string) =>
  queryOptions({
    queryKey: requestKeys.item(itemId),
    queryFn: () => api<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: itemId }),
  });

export const printQuery = (code: string) =>
  queryOptions({
    queryKey: requestKeys.print(code),
    queryFn: () => api<TPrintReply>('/requestrepair/printRRItemdetails', { req_code: code }),
  });

export const createRequest = (body: TAddRequestRepair) =>
  api<{ req_code: string; message: string }>('/requestrepair/addrequestrepair', body);

export const updateCourier = (body: {
  req_code: string;
  courier_name: string;
  docket_number: string;
  narration: string;
}) => api<{ message: string }>('/requestrepair/updatecourierdetails', body);
