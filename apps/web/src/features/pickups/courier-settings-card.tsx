import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type TBox, type TCourierSettings, ZCourierSettings } from '@svc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useAppForm } from '../../lib/app-form';
import { issuesToErrors } from '../../lib/zod-form';
import { courierSettingsKey, courierSettingsQuery, saveCourierSettings } from './api';
import { CourierAddressFields } from './courier-address-fields';
import { fieldsGrid } from './fields-grid';
import { errorText, pickupText } from './pickup-text';

const check = schemaResolver(ZCourierSettings, { sync: true });

/** Before the first save: pickups off, the panel's first location, Tamil Nadu, a laptop's box, the centre pays. */
const START: TCourierSettings = {
  enabled: false,
  pickup_location: 'Primary',
  centre: { name: '', address: '', city: '', state: '33', pincode: '', phone: '', email: '' },
  box: { length_cm: 45, breadth_cm: 35, height_cm: 15, weight_kg: 3 },
  payer: 'centre',
};

/**
 * The admin's courier pickups (issue 43): on or off, the pickup location as named in Shiprocket's panel, the
 * centre's address that boxes come to, the box a request starts from, and who pays a customer's pickup.
 * Switching them on where the server has no Shiprocket sign-in is refused, and said so before trying.
 */
export function CourierSettingsCard() {
  const query = useQuery(courierSettingsQuery);
  if (query.isPending) return <Skeleton h={240} role="status" aria-label={t('loading')} />;
  if (query.error) return <Alert color="red" role="alert" title={errorText(query.error)} />;
  return <SettingsForm saved={query.data.settings ?? START} configured={query.data.carrier.configured} />;
}

function SettingsForm({ saved, configured }: { saved: TCourierSettings; configured: boolean }) {
  const queryClient = useQueryClient();
  const form = useAppForm({
    initialValues: saved,
    validate: (values: TCourierSettings) =>
      Object.fromEntries(Object.entries(check(values)).map(([path, m]) => [path, m && pickupText(String(m))])),
  });
  const save = useMutation({
    mutationFn: saveCourierSettings,
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('settingsSaved') });
      form.resetDirty();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.issues.length) form.setErrors(issuesToErrors(err.issues));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: courierSettingsKey }),
  });
  const boxField = (key: keyof TBox, label: string) => (
    <NumberInput
      label={label}
      min={key === 'weight_kg' ? 0.1 : 1}
      max={key === 'weight_kg' ? 50 : 200}
      decimalScale={key === 'weight_kg' ? 1 : 0}
      allowNegative={false}
      {...form.getInputProps(`box.${key}`)}
    />
  );
  return (
    <Card withBorder radius="lg" p="lg" data-testid="courier-settings">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack>
          <Title order={2} fz="h4">
            {t('courierSettingsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('courierSettingsHint')}
          </Text>
          {!configured && <Alert color="yellow" title={t('notConfigured')} />}
          {save.error && !(save.error instanceof ApiError && save.error.issues.length) && (
            <Alert color="red" role="alert" title={errorText(save.error)} />
          )}
          <Switch
            label={t('courierPickupsOn')}
            disabled={!configured && !form.getValues().enabled}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <TextInput
            label={t('pickupLocation')}
            description={t('pickupLocationHint')}
            withAsterisk
            maxLength={60}
            {...form.getInputProps('pickup_location')}
          />
          <Title order={3} fz="h5">
            {t('centreAddress')}
          </Title>
          <CourierAddressFields form={form} path="centre" />
          <Title order={3} fz="h5">
            {t('defaultBox')}
          </Title>
          <Box style={fieldsGrid('9rem')}>
            {boxField('length_cm', t('boxLength'))}
            {boxField('breadth_cm', t('boxBreadth'))}
            {boxField('height_cm', t('boxHeight'))}
            {boxField('weight_kg', t('boxWeight'))}
          </Box>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="pickup-payer">
              {t('pickupPayer')}
            </Text>
            <SegmentedControl
              aria-labelledby="pickup-payer"
              data={[
                { value: 'centre', label: t('payerIsCentre') },
                { value: 'customer', label: t('payerIsCustomer') },
              ]}
              {...form.getInputProps('payer')}
            />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('saveCourierSettings')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
