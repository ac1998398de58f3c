import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useAppForm } from '../../lib/app-form';
import { onFields } from '../../lib/use-save';
import { issuesToErrors } from '../../lib/zod-form';
import { requestKeys } from './api';

const MAX_REASON = 500;

/**
 * Asks before withdrawing an item or a whole request (it cannot be undone), with an optional reason that
 * the service centre reads beside the cancellation.
 */
export function CancelDialog(props: {
  title: string;
  question: string;
  confirmLabel: string;
  cancel: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useAppForm({ initialValues: { reason: '' } });
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (reason: string) => props.cancel(reason.trim()),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('cancelDone') });
      props.onClose();
    },
    // A reason the server refuses is shown on the field, and the person is taken to it.
    onError: (err) => {
      if (err instanceof ApiError && err.issues.length) form.setErrors(issuesToErrors(err.issues));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
  return (
    <Modal opened onClose={props.onClose} title={props.title}>
      <form onSubmit={form.onSubmit((v) => run.mutate(v.reason))} noValidate>
        <Stack>
          <Text>{props.question}</Text>
          {run.error && !onFields(run.error) && <Alert color="red" role="alert" title={run.error.message} />}
          <Textarea
            label={t('cancelReason')}
            description={t('cancelReasonHint')}
            maxLength={MAX_REASON}
            autosize
            minRows={2}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancelKeep')}
            </Button>
            <Button type="submit" color="red.9" loading={run.isPending}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
