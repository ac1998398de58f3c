import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  NativeSelect,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX, PDF_TYPE, PHOTO_TYPES } from '@svc/contract';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { t } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useAppForm } from '../../lib/app-form';
import { shrinkPhoto } from '../../lib/shrink-photo';
import { uploadPhoto } from '../../lib/upload-photo';
import { uuid } from '../../lib/uuid';
import { issuesToErrors } from '../../lib/zod-form';
import { conversationKeys, postMessage, threadQuery } from './api';
import { CannedPicker } from './canned-picker';
import { replyChannelsText } from './reply-channels';
import { ThreadMessages } from './thread-messages';

const TYPES: readonly string[] = [...PHOTO_TYPES, PDF_TYPE];
const MAX_BYTES = 10 * 1024 * 1024;
/** A camera's photo may be larger than the limit: it is scaled down on the phone first. */
const MAX_CHOSEN_BYTES = 40 * 1024 * 1024;

interface Attachment {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  id?: string;
  error?: string;
}

/** The files of a message being written, each uploading as soon as it is chosen. */
function useAttachments() {
  const [files, setFiles] = useState<Attachment[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const patch = (key: string, change: Partial<Attachment>) =>
    setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));
  const add = (chosen: File[]): string[] => {
    const problems: string[] = [];
    const accepted: { a: Attachment; file: File }[] = [];
    for (const file of chosen) {
      if (!TYPES.includes(file.type)) problems.push(t('attachmentWrongType', { name: file.name }));
      else if (file.size > (file.type === PDF_TYPE ? MAX_BYTES : MAX_CHOSEN_BYTES))
        problems.push(t('attachmentTooLarge', { name: file.name }));
      else if (files.length + accepted.length >= MESSAGE_ATTACHMENTS_MAX) {
        problems.push(t('tooManyAttachments'));
        break;
      } else accepted.push({ a: { key: uuid(), name: file.name, status: 'uploading', progress: 0 }, file });
    }
    setFiles((all) => [...all, ...accepted.map((x) => x.a)]);
    for (const { a, file } of accepted) {
      const controller = new AbortController();
      controllers.current.set(a.key, controller);
      (file.type === PDF_TYPE ? Promise.resolve(file) : shrinkPhoto(file))
        .then((small) => {
          if (small.size > MAX_BYTES) throw new Error(t('attachmentTooLarge', { name: file.name }));
          return uploadPhoto(small, (progress) => patch(a.key, { progress }), controller.signal, 'message');
        })
        .then((id) => patch(a.key, { status: 'done', id, progress: 1 }))
        .catch((err: Error) => {
          if (err.name !== 'AbortError') patch(a.key, { status: 'error', error: err.message });
        });
    }
    return problems;
  };
  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    setFiles((all) => all.filter((f) => f.key !== key));
  };
  return { files, add, remove, clear: () => setFiles([]) };
}

/**
 * A request's conversation between its customer and the service centre (issue 30, decision 070): the
 * messages, oldest first, and a box to write one, about the whole request or one item, with photos or PDFs.
 */
export function ConversationCard({
  reqCode,
  staff,
  items,
}: {
  reqCode: string;
  staff: boolean;
  items: { item_id: string; label: string }[];
}) {
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery(threadQuery(reqCode));
  const attachments = useAttachments();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useAppForm({ initialValues: { body: '', item_id: '' } });
  const uploading = attachments.files.some((f) => f.status === 'uploading');
  const send = useMutation({
    mutationFn: (v: { body: string; item_id: string }) =>
      postMessage({
        req_code: reqCode,
        body: v.body,
        item_id: v.item_id || null,
        attachment_ids: attachments.files.flatMap((f) => (f.status === 'done' && f.id ? [f.id] : [])),
      }),
    onSuccess: (reply) => {
      notifications.show({ color: 'green', message: reply.message });
      form.reset();
      attachments.clear();
      setProblems([]);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.issues.length) form.setErrors(issuesToErrors(err.issues));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(reqCode) });
      void queryClient.invalidateQueries({ queryKey: ['requests', 'list'] });
    },
  });

  return (
    <Card
      withBorder
      radius="lg"
      p="lg"
      data-testid="conversation-card"
      component="section"
      aria-labelledby="thread-title"
    >
      <Title order={2} fz="h4" mb={4} id="thread-title">
        {t('conversationTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" data-testid="conversation-hint">
        {staff
          ? [t('conversationHintStaff'), replyChannelsText(thread.data?.pages[0]?.reply_channels)]
              .filter(Boolean)
              .join(' ')
          : t('conversationHint')}
      </Text>
      <Stack gap="sm" mb="md" aria-live="polite">
        <ThreadMessages thread={thread} />
      </Stack>
      <form
        onSubmit={form.onSubmit((v) => {
          if (!v.body.trim() && !attachments.files.some((f) => f.status === 'done'))
            return form.setErrors({ body: t('messageEmpty') });
          // Said, not cut: a pasted text longer than the limit stays whole for the writer to shorten.
          if (v.body.trim().length > MESSAGE_MAX) return form.setErrors({ body: t('messageTooLong') });
          send.mutate(v);
        })}
        noValidate
      >
        <Stack gap="xs">
          {items.length > 1 && (
            <NativeSelect
              label={t('messageAboutLabel')}
              data={[
                { value: '', label: t('messageAboutRequest') },
                ...items.map((i) => ({ value: i.item_id, label: i.label })),
              ]}
              {...form.getInputProps('item_id')}
            />
          )}
          {staff && thread.data?.pages[0]?.language && (
            <CannedPicker
              language={thread.data.pages[0].language}
              onPick={(text) => form.setFieldValue('body', text)}
            />
          )}
          <Textarea
            label={t('messageLabel')}
            autosize
            minRows={2}
            maxRows={8}
            description={
              <Text span size="xs" c={form.values.body.trim().length > MESSAGE_MAX ? 'red.9' : undefined}>
                {t('messageLength', { n: String(form.values.body.length), max: String(MESSAGE_MAX) })}
              </Text>
            }
            {...form.getInputProps('body')}
          />
          {attachments.files.map((f) => (
            <Group key={f.key} gap="xs" wrap="nowrap" data-testid="attachment-chip">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} flex={1}>
                {f.name}
              </Text>
              {f.status === 'uploading' && (
                <Progress value={f.progress * 100} w={80} aria-label={t('uploading', { name: f.name })} />
              )}
              {f.status === 'done' && (
                <Text size="xs" c="green.9">
                  {t('attachmentReady')}
                </Text>
              )}
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('removeAttachment', { name: f.name })}
                onClick={() => attachments.remove(f.key)}
              >
                <IconX size={16} />
              </ActionIcon>
              {f.error && (
                <Text size="xs" c="red.9" role="alert">
                  {f.error}
                </Text>
              )}
            </Group>
          ))}
          {problems.map((p) => (
            <Text key={p} size="sm" c="red.9" role="alert">
              {p}
            </Text>
          ))}
          {send.error && !(send.error instanceof ApiError && send.error.issues.length) && (
            <Alert color="red" role="alert" title={send.error.message} />
          )}
          <Group justify="space-between" gap="xs">
            <FileButton onChange={(chosen) => setProblems(attachments.add(chosen))} accept={TYPES.join(',')} multiple>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />}>
                  {t('attachFile')}
                </Button>
              )}
            </FileButton>
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending} disabled={uploading}>
              {t('sendMessage')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
