import { type CallBody, routes } from '@svc/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const conversationKeys = {
  all: ['conversations'] as const,
  thread: (code: string) => ['conversations', 'thread', code] as const,
};

/**
 * A request's conversation: the newest page, then each earlier one as the reader asks (decision 086);
 * looked at again every half minute while it is on the screen.
 */
export const threadQuery = (code: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.thread(code),
    queryFn: ({ pageParam }) => api(routes.threadView, { req_code: code, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.before,
    refetchInterval: 30_000,
  });

export const postMessage = (body: CallBody<'postMessage'>) => api(routes.postMessage, body);

export const awaitingKeys = {
  all: ['conversations', 'awaiting'] as const,
  cannedAll: ['conversations', 'canned'] as const,
  canned: (all: boolean) => ['conversations', 'canned', all] as const,
};

/** The desk's "awaiting our reply" queue, a page at a time, the longest wait first. */
export const awaitingQuery = () =>
  infiniteQueryOptions({
    queryKey: awaitingKeys.all,
    queryFn: ({ pageParam }) => api(routes.awaitingReplies, { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** The canned replies: the active ones, or (the admin's page) every one. */
export const cannedQuery = (all = false) =>
  queryOptions({
    queryKey: awaitingKeys.canned(all),
    queryFn: () => api(routes.cannedReplies, { all }),
    staleTime: 60_000,
  });

export const saveCannedReply = (body: CallBody<'saveCannedReply'>) => api(routes.saveCannedReply, body);
