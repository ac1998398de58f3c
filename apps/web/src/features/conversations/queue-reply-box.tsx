import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_MAX, type TAwaitingRow } from '@svc/contract';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useAppForm } from '../../lib/app-form';
import { issuesToErrors } from '../../lib/zod-form';
import { awaitingKeys, conversationKeys, postMessage } from './api';
import { CannedPicker } from './canned-picker';
import { replyChannelsText } from './reply-channels';

/** The items the waiting messages are about, the latest's first: those a reply from the queue may be about. */
function itemsOf(row: TAwaitingRow) {
  const items = new Map<string, string>();
  if (row.item_id) items.set(row.item_id, row.item_label ?? '');
  for (const m of [...row.waiting].reverse()) if (m.item_id) items.set(m.item_id, m.item_label ?? '');
  return [...items].map(([value, label]) => ({ value, label }));
}

/**
 * A reply written from the queue, with a canned reply in the customer's language to start from; about the
 * item the customer's latest message is about (another of theirs, or the whole request, when chosen).
 */
export function QueueReplyBox({ row, onSent }: { row: TAwaitingRow; onSent: () => void }) {
  const queryClient = useQueryClient();
  const form = useAppForm({ initialValues: { body: '', item_id: row.item_id ?? '' } });
  const items = itemsOf(row);
  const send = useMutation({
    mutationFn: (v: { body: string; item_id: string }) =>
      postMessage({ req_code: row.req_code, body: v.body, item_id: v.item_id || null, attachment_ids: [] }),
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
  return (
    <form
      onSubmit={form.onSubmit((v) => {
        if (!v.body.trim()) return form.setErrors({ body: t('messageEmpty') });
        send.mutate(v);
      })}
      noValidate
    >
      <Stack gap="xs" mt="sm">
        {items.length > 0 && (
          <NativeSelect
            label={t('messageAboutLabel')}
            data={[{ value: '', label: t('messageAboutRequest') }, ...items]}
            {...form.getInputProps('item_id')}
          />
        )}
        <CannedPicker language={row.language} onPick={(text) => form.setFieldValue('body', text)} />
        <Textarea
          label={t('replyTo', { code: row.req_code })}
          description={replyChannelsText(row.reply_channels)}
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
