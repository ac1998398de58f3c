import { Alert, Button, Grid, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { t } from '../i18n';
import { ApiError } from '../lib/api-error';
import { useAppForm } from '../lib/app-form';
import { lazyResolver } from '../lib/form-resolver';
import { issuesToErrors } from '../lib/zod-form';

type InputProps = (path: 'courier_name' | 'docket_number' | 'narration') => object;

/** The three courier inputs, in any form that holds them (the Add Request form, the forms below). */
export function CourierFields({ form }: { form: { getInputProps: InputProps } }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('courierName')} withAsterisk maxLength={80} {...form.getInputProps('courier_name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('docketNumber')} withAsterisk maxLength={40} {...form.getInputProps('docket_number')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={t('narration')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('narration')}
        />
      </Grid.Col>
    </Grid>
  );
}

export type CourierValues = { courier_name: string; docket_number: string; narration: string };

/**
 * The courier details as a form, with the specification's messages; the server's field messages land on
 * their fields. Used on the request page (the tracking page has its own, decision 056).
 */
export function CourierForm({
  initial,
  onSave,
  saving,
  error,
  onCancel,
}: {
  initial: CourierValues;
  onSave: (v: CourierValues) => Promise<unknown>;
  saving: boolean;
  error: Error | null;
  onCancel?: () => void;
}) {
  const form = useAppForm({
    initialValues: initial,
    validate: lazyResolver(() => import('../lib/form-rules').then((m) => m.ZCourierForm)),
  });
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        onSave(v).catch((err: unknown) => {
          if (err instanceof ApiError) form.setErrors(issuesToErrors(err.issues));
        }),
      )}
      noValidate
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert" title={error.message}>
            {null}
          </Alert>
        )}
        <CourierFields form={form} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
