import { Anchor, Badge, Button, Card, Center, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime, requestLink, type TAwaitingRow, type TThreadMessage } from '@svc/contract';
import { IconMessageReply } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { WRAPPING_BADGE } from '../../components/status-badges';
import { t } from '../../i18n';
import { awaitingQuery } from './api';
import { LinkedText } from './linked-text';
import { MessageFiles } from './message-files';
import { QueueReplyBox } from './queue-reply-box';

/** One of the customer's messages waiting for an answer: when, about which item, its words and files. */
function WaitingMessage({ message }: { message: TThreadMessage }) {
  return (
    <Paper withBorder radius="md" p="xs" data-testid="awaiting-message">
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          {formatDateTime(message.at)}
        </Text>
        {message.channel === 'whatsapp' && (
          <Text size="xs" c="dimmed">
            {t('messageByWhatsapp')}
          </Text>
        )}
      </Group>
      {message.item_label && (
        <Badge variant="light" size="sm" mt={4} styles={WRAPPING_BADGE} style={{ textTransform: 'none' }}>
          {t('messageAbout', { item: message.item_label })}
        </Badge>
      )}
      {message.body && <LinkedText text={message.body} />}
      <MessageFiles message={message} />
    </Paper>
  );
}

function AwaitingCard({ row }: { row: TAwaitingRow }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="md" p="md" data-testid="awaiting-row">
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={requestLink(row.req_code)} fw={700}>
          {row.req_code}
        </Anchor>
        {row.waiting_messages > 1 && (
          <Badge color="blue.9" size="sm" styles={WRAPPING_BADGE} style={{ textTransform: 'none' }}>
            {t('unreadMessages', { count: row.waiting_messages })}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {row.customer_name} ({row.customer_code})
      </Text>
      {!row.customer_active && (
        <Stack gap={2} mt={4} data-testid="awaiting-deactivated">
          <Badge color="red.9" size="sm" styles={WRAPPING_BADGE} style={{ textTransform: 'none' }}>
            {t('awaitingDeactivated')}
          </Badge>
          <Text size="xs">{t('awaitingDeactivatedHint')}</Text>
        </Stack>
      )}
      <Text size="sm" c="dimmed">
        {t('waitingSince', { at: formatDateTime(row.awaiting_since) })}
      </Text>
      {row.waiting_messages > row.waiting.length && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('awaitingEarlier', { count: row.waiting_messages - row.waiting.length })}
        </Text>
      )}
      <Stack gap="xs" mt="xs">
        {row.waiting.length ? (
          row.waiting.map((m) => <WaitingMessage key={m.message_id} message={m} />)
        ) : (
          <LinkedText text={row.last_message} />
        )}
      </Stack>
      {open ? (
        <QueueReplyBox row={row} onSent={() => setOpen(false)} />
      ) : (
        <Group mt="xs">
          <Button size="xs" variant="light" leftSection={<IconMessageReply size={16} />} onClick={() => setOpen(true)}>
            {t('replyButton')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** The desk's "awaiting our reply" queue (issue 30, decision 072): the longest wait first, a reply in place. */
export function AwaitingQueue() {
  const list = useInfiniteQuery(awaitingQuery());
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('awaitingHint')}
      </Text>
      {list.isPending && <Skeleton h={160} role="status" aria-label={t('loading')} />}
      {list.error && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.isSuccess && rows.length === 0 && <EmptyState title={t('awaitingEmpty')} hint={t('awaitingEmptyHint')} />}
      {rows.map((r) => (
        <AwaitingCard key={r.req_code} row={r} />
      ))}
      {list.hasNextPage && (
        <Center>
          <Button variant="light" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
