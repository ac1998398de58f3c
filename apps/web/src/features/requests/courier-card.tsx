import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type TRequestDetails, ZCourierForm } from '@svc/contract';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { issuesToErrors } from '../../lib/zod-form';
import { requestKeys, updateCourier } from './api';

/** Courier details, editable while the server allows it (customers: until an item is received). */
export function CourierCard({ details }: { details: TRequestDetails }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    initialValues: {
      courier_name: details.courier_name,
      docket_number: details.docket_number,
      narration: details.narration,
    },
    validate: schemaResolver(ZCourierForm, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (v: typeof form.values) => updateCourier({ req_code: details.req_code, ...v }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
      notifications.show({ color: 'green', message: t('courierUpdated'), autoClose: 4000 });
      setEditing(false);
    },
    onError: (err) => {
      if (err instanceof ApiError) form.setErrors(issuesToErrors(err.issues));
    },
  });

  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('courierSection')}
        </Title>
        {details.courier_editable && !editing && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={() => {
              form.setValues({
                courier_name: details.courier_name,
                docket_number: details.docket_number,
                narration: details.narration,
              });
              setEditing(true);
            }}
          >
            {t('edit')}
          </Button>
        )}
      </Group>
      {editing ? (
        <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
          <Stack>
            {save.error && (
              <Alert color="red" role="alert" title={save.error.message}>
                {null}
              </Alert>
            )}
            <TextInput label={t('courierName')} withAsterisk maxLength={80} {...form.getInputProps('courier_name')} />
            <TextInput label={t('docketNumber')} withAsterisk maxLength={40} {...form.getInputProps('docket_number')} />
            <Textarea
              label={t('narration')}
              withAsterisk
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('narration')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0} data-testid="courier-details">
          <Detail label={t('courierName')} value={details.courier_name} />
          <Detail label={t('docketNumber')} value={details.docket_number} />
          <Detail label={t('narration')} value={details.narration} />
        </SimpleGrid>
      )}
      {!details.courier_editable && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('courierLocked')}
        </Text>
      )}
    </Card>
  );
}

export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </Stack>
  );
}
