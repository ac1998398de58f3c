import { type CallBody, routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const conversationKeys = {
  all: ['conversations'] as const,
  thread: (code: string) => ['conversations', 'thread', code] as const,
};

/** A request's conversation; looked at again every half minute while it is on the screen. */
export const threadQuery = (code: string) =>
  queryOptions({
    queryKey: conversationKeys.thread(code),
    queryFn: () => api(routes.threadView, { req_code: code }),
    refetchInterval: 30_000,
  });

export const postMessage = (body: CallBody<'postMessage'>) => api(routes.postMessage, body);
