import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, MESSAGE_MAX, requestLink, type TAwaitingRow } from '@svc/contract';
import { IconMessageReply, IconSend } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useAppForm } from '../../lib/app-form';
import { issuesToErrors } from '../../lib/zod-form';
import { awaitingKeys, awaitingQuery, cannedQuery, conversationKeys, postMessage } from './api';
import { LinkedText } from './linked-text';

/** A reply written from the queue, with a canned reply in the customer's language to start from. */
function ReplyBox({ row, onSent }: { row: TAwaitingRow; onSent: () => void }) {
  const queryClient = useQueryClient();
  const canned = useQuery(cannedQuery());
  const form = useAppForm({ initialValues: { body: '' } });
  const send = useMutation({
    mutationFn: (body: string) => postMessage({ req_code: row.req_code, body, item_id: null, attachment_ids: [] }),
    onSuccess: (reply) => {
      notifications.show({ color: 'green', message: reply.message });
      onSent();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.issues.length) form.setErrors(issuesToErrors(err.issues));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: awaitingKeys.all });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(row.req_code) });
      void queryClient.invalidateQueries({ queryKey: ['requests'] });
    },
  });
  const replies = canned.data?.replies ?? [];
  const textOf = (id: string) => {
    const r = replies.find((x) => String(x.id) === id);
    if (!r) return '';
    return (row.language === 'ta' ? r.body_ta || r.body_en : r.body_en || r.body_ta) ?? '';
  };
  return (
    <form
      onSubmit={form.onSubmit((v) => {
        if (!v.body.trim()) return form.setErrors({ body: t('messageEmpty') });
        send.mutate(v.body);
      })}
      noValidate
    >
      <Stack gap="xs" mt="sm">
        {replies.length > 0 && (
          <NativeSelect
            label={t(row.language === 'ta' ? 'cannedPickTa' : 'cannedPickEn')}
            data={[
              { value: '', label: t('cannedNone') },
              ...replies.map((r) => ({ value: String(r.id), label: r.title })),
            ]}
            onChange={(e) => e.currentTarget.value && form.setFieldValue('body', textOf(e.currentTarget.value))}
          />
        )}
        <Textarea
          label={t('replyTo', { code: row.req_code })}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MESSAGE_MAX}
          {...form.getInputProps('body')}
        />
        {send.error && !(send.error instanceof ApiError && send.error.issues.length) && (
          <Text c="red.9" size="sm" role="alert">
            {send.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
            {t('sendMessage')}
          </Button>
        </Group>
      </Stack>
    </form>
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
          <Badge color="blue.9" size="sm" style={{ textTransform: 'none' }}>
            {t('unreadMessages', { count: row.waiting_messages })}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {row.customer_name} ({row.customer_code})
      </Text>
      <Text size="sm" c="dimmed">
        {t('waitingSince', { at: formatDateTime(row.awaiting_since) })}
      </Text>
      {row.item_label && (
        <Text size="sm" c="dimmed">
          {t('messageAbout', { item: row.item_label })}
        </Text>
      )}
      <LinkedText text={row.last_message} />
      {open ? (
        <ReplyBox row={row} onSent={() => setOpen(false)} />
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
      {list.isPending && <Skeleton h={160} aria-label={t('loading')} />}
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
