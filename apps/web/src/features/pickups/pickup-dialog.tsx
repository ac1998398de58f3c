import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  formatRupees,
  indiaToday,
  PICKUP_DAYS_AHEAD,
  type TBox,
  type TCourierAddress,
  type TPickupRates,
  ZBookPickup,
} from '@svc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t, useLanguage } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useAppForm } from '../../lib/app-form';
import { issuesToErrors } from '../../lib/zod-form';
import { bookPickup, pickupOptionsQuery, pickupRates } from './api';
import { CourierAddressFields } from './courier-address-fields';
import { fieldsGrid } from './fields-grid';
import { errorText, pickupText } from './pickup-text';

const check = schemaResolver(ZBookPickup.omit({ req_code: true }), { sync: true });

type Values = {
  address: TCourierAddress;
  pickup_on: string;
  box: TBox;
  declared_value: number | '';
  courier_id: number;
};

/** Today and the days a courier may be asked for after it, as India counts days. */
function pickupDays(language: string) {
  const today = indiaToday();
  const format = new Intl.DateTimeFormat(language === 'ta' ? 'ta-IN' : 'en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return Array.from({ length: PICKUP_DAYS_AHEAD + 1 }, (_, i) => {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000);
    const label = format.format(day);
    return { value: day.toISOString().slice(0, 10), label: i === 0 ? t('pickupToday', { day: label }) : label };
  });
}

/**
 * The customer books a courier to collect the parcel (issue 43): the pickup address (the profile's, or
 * another), a day, the box, what it is worth; then the couriers that serve the pincode with their rate and
 * days, the recommended one chosen; then the booking. The rate shown is the carrier's; the server asks it
 * again when it books.
 */
export function PickupDialog({ reqCode, onClose }: { reqCode: string; onClose: () => void }) {
  const options = useQuery(pickupOptionsQuery(reqCode));
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  return (
    <Modal opened onClose={onClose} title={t('pickupTitle')} size="lg" fullScreen={phone}>
      {options.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label={t('loading')} />
        </Group>
      ) : options.error ? (
        <Alert color="red" role="alert" title={errorText(options.error)} />
      ) : options.data.unavailable || !options.data.address || !options.data.box ? (
        <Stack>
          <Alert
            color="yellow"
            title={options.data.unavailable ? pickupText(options.data.unavailable) : t('notOffered')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PickupForm
          reqCode={reqCode}
          start={{ address: options.data.address, box: options.data.box }}
          payer={options.data.payer}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function PickupForm(props: {
  reqCode: string;
  start: { address: TCourierAddress; box: TBox };
  payer: 'centre' | 'customer';
  onClose: () => void;
}) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const days = pickupDays(language);
  const form = useAppForm({
    initialValues: {
      address: props.start.address,
      pickup_on: days[1]?.value ?? '',
      box: props.start.box,
      declared_value: '',
      courier_id: 0,
    } as Values,
    // An empty value is 0 to the rules, so it is told by its own words ("what the items are worth").
    validate: (values: Values) =>
      Object.fromEntries(
        Object.entries(check({ ...values, declared_value: Number(values.declared_value) || 0 })).map(([path, m]) => [
          path,
          m && pickupText(String(m)),
        ]),
      ),
  });
  const [rates, setRates] = useState<(TPickupRates & { pincode: string }) | null>(null);
  const values = form.getValues();
  // Rates belong to the pincode and box they were asked for: a change asks for them again.
  const current = rates && rates.pincode === values.address.pincode ? rates : null;

  const ask = useMutation({
    mutationFn: () => pickupRates({ req_code: props.reqCode, pincode: values.address.pincode, box: values.box }),
    onSuccess: (r) => {
      setRates({ ...r, pincode: values.address.pincode });
      form.setFieldValue('courier_id', r.recommended ?? r.couriers[0]?.id ?? 0);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.issues.length) form.setErrors(issuesToErrors(err.issues));
    },
  });
  const book = useMutation({
    mutationFn: (v: Values) =>
      bookPickup({ req_code: props.reqCode, ...v, declared_value: Number(v.declared_value) || 0 }),
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['requests'] });
      if (r.booking.state === 'failed') return;
      notifications.show({
        color: r.booking.state === 'booked' ? 'green' : 'yellow',
        message: r.booking.state === 'booked' ? t('booked') : t('pending'),
        autoClose: 6000,
      });
      props.onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.issues.length) form.setErrors(issuesToErrors(err.issues));
    },
  });
  const refused = book.data?.booking.state === 'failed' ? book.data : null;
  const chosen = current?.couriers.find((c) => c.id === values.courier_id);
  const boxField = (key: keyof TBox, label: string, step: number) => (
    <NumberInput
      label={label}
      min={key === 'weight_kg' ? 0.1 : 1}
      max={key === 'weight_kg' ? 50 : 200}
      step={step}
      decimalScale={key === 'weight_kg' ? 1 : 0}
      allowNegative={false}
      {...form.getInputProps(`box.${key}`)}
      onChange={(v) => {
        form.setFieldValue(`box.${key}`, typeof v === 'number' ? v : Number(v) || 0);
        setRates(null);
      }}
    />
  );

  return (
    <form onSubmit={form.onSubmit((v) => book.mutate(v))} noValidate>
      <Stack>
        <Text size="sm">{t('pickupIntro')}</Text>
        {(book.error || ask.error) && <Alert color="red" role="alert" title={errorText(book.error ?? ask.error)} />}
        {refused && (
          <Alert color="red" role="alert" title={t('failed')}>
            {refused.booking.error}
          </Alert>
        )}
        <Title order={3} fz="h5">
          {t('pickupAddress')}
        </Title>
        <CourierAddressFields form={form} path="address" />
        <Select
          label={t('pickupDay')}
          withAsterisk
          data={days}
          allowDeselect={false}
          {...form.getInputProps('pickup_on')}
        />
        <Title order={3} fz="h5">
          {t('pickupBox')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('pickupBoxHint')}
        </Text>
        <Box style={fieldsGrid('9rem')}>
          {boxField('length_cm', t('boxLength'), 1)}
          {boxField('breadth_cm', t('boxBreadth'), 1)}
          {boxField('height_cm', t('boxHeight'), 1)}
          {boxField('weight_kg', t('boxWeight'), 0.5)}
        </Box>
        <NumberInput
          label={t('declaredValue')}
          description={t('declaredValueHint')}
          withAsterisk
          min={1}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('declared_value')}
        />
        {!current ? (
          <Button variant="light" loading={ask.isPending} onClick={() => ask.mutate()}>
            {t('showCouriers')}
          </Button>
        ) : current.couriers.length === 0 ? (
          <Alert color="yellow" title={t('noCouriers')} />
        ) : (
          <Radio.Group
            label={t('couriersFor', { pincode: current.pincode })}
            value={String(values.courier_id)}
            onChange={(v) => form.setFieldValue('courier_id', Number(v))}
            error={form.errors.courier_id}
          >
            <Stack gap="xs" mt="xs">
              {current.couriers.map((c) => (
                <Radio.Card key={c.id} value={String(c.id)} radius="md" p="sm" withBorder>
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap="xs" justify="space-between" wrap="wrap">
                        <Text fw={600}>{c.name}</Text>
                        <Text fw={600}>{formatRupees(c.rate)}</Text>
                      </Group>
                      <Group gap="xs">
                        <Text size="sm" c="dimmed">
                          {t('courierDays', { days: c.days })}
                        </Text>
                        {c.id === current.recommended && (
                          <Badge
                            size="sm"
                            variant="filled"
                            color="teal.9"
                            autoContrast
                            style={{ textTransform: 'none' }}
                          >
                            {t('recommended')}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {chosen && (
          <Text size="sm">
            {props.payer === 'customer' ? t('payerCustomer', { rate: formatRupees(chosen.rate) }) : t('payerCentre')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={book.isPending} disabled={!chosen}>
            {t('bookPickup')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
