import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { TThreadReply } from '@svc/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { MessageBubble } from './message-bubble';

/**
 * A conversation's messages, oldest first: the newest page as it opens, each earlier page above them when
 * the reader asks for it (decision 086).
 */
export function ThreadMessages({ thread }: { thread: UseInfiniteQueryResult<InfiniteData<TThreadReply>> }) {
  const list = useRef<HTMLDivElement>(null);
  if (!thread.data) {
    return thread.error ? (
      <LoadError error={thread.error} onRetry={() => thread.refetch()} />
    ) : (
      <Skeleton h={80} role="status" aria-label={t('loading')} />
    );
  }
  // The pages come newest first; each is oldest first within.
  const messages = [...thread.data.pages].reverse().flatMap((p) => p.messages);
  if (!messages.length) {
    return (
      <Text size="sm" c="dimmed" data-testid="thread-empty">
        {t('conversationEmpty')}
      </Text>
    );
  }
  const showEarlier = async () => {
    const more = await thread.fetchNextPage();
    // The button goes with the last page: the reader is put at the conversation's start, not on the page's top.
    if (!more.hasNextPage && !more.isFetchNextPageError) list.current?.focus();
  };
  return (
    <Stack gap="sm" ref={list} tabIndex={-1} aria-label={t('conversationTitle')} style={{ outline: 'none' }}>
      {thread.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          mx="auto"
          loading={thread.isFetchingNextPage}
          onClick={showEarlier}
          data-testid="thread-earlier"
        >
          {t('conversationShowEarlier')}
        </Button>
      )}
      {thread.isFetchNextPageError && <Alert color="red" role="alert" title={t('conversationEarlierFailed')} />}
      {messages.map((m) => (
        <MessageBubble key={m.message_id} message={m} mine={m.mine} />
      ))}
    </Stack>
  );
}
