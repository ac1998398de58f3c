import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  formatAmount,
  GST_RATES,
  ItemStatusMsg,
  itemCharges,
  roundPaise,
  routes,
  type TItemStatus,
  type TRequestItem,
  ZAmount,
  ZStaffMoveForm,
} from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { formResolver } from '../../lib/form-resolver';
import { issuesToErrors } from '../../lib/zod-form';
import { requestKeys } from './api';

/** An amount in rupees as staff type it: paise, Indian grouping, within the contract's bounds. */
const RUPEES = {
  withAsterisk: true,
  min: 0,
  max: 10_000_000,
  decimalScale: 2,
  prefix: '₹',
  thousandSeparator: ',',
  thousandsGroupStyle: 'lakh',
} as const;
const needsRemark = (s: TItemStatus) => s === 'repaired' || s === 'not_repairable';
const amountOf = (v: number | string) => (v === '' ? Number.NaN : Number(v));

/** The dialog's rules: the contract's staff-move rule, and for a quote the contract's amounts. */
const ZActionForm = ZStaffMoveForm.and(
  z.object({ service_charge: z.union([z.number(), z.string()]), parts_charge: z.union([z.number(), z.string()]) }),
).superRefine((v, ctx) => {
  if (v.status !== 'estimated') return;
  for (const key of ['service_charge', 'parts_charge'] as const) {
    const parsed = ZAmount.safeParse(amountOf(v[key]));
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: [key], message: ItemStatusMsg.enterAmount });
  }
});

/** One staff move with what it needs: the parcel's docket, the charges, the return, or a remark. */
export function ActionModal(props: {
  item: TRequestItem;
  docket: string;
  label: string;
  status: TItemStatus;
  onClose: () => void;
}) {
  const { item, status, onClose } = props;
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      status,
      parcel_docket: props.docket,
      docket_number: '',
      return_courier: '',
      return_docket: '',
      remark: '',
      service_charge: (item.charges?.service_charge ?? '') as number | string,
      parts_charge: (item.charges?.parts_charge ?? 0) as number | string,
      gst_percent: String(item.charges?.gst_percent ?? 18),
    },
    validate: formResolver(ZActionForm),
  });
  const v = form.values;
  const { total } = itemCharges({
    service: Number(v.service_charge || 0),
    parts: Number(v.parts_charge || 0),
    gstPercent: Number(v.gst_percent),
  });

  const save = useMutation({
    mutationFn: (values: typeof form.values) => {
      const base = { item_id: item.item_id, version: item.version, remark: values.remark.trim() };
      if (status === 'estimated') {
        return api(routes.updateCharges, {
          ...base,
          service_charge: roundPaise(Number(values.service_charge)),
          parts_charge: roundPaise(Number(values.parts_charge)),
          gst_percent: GST_RATES.find((r) => String(r) === values.gst_percent) ?? 18,
        });
      }
      return api(routes.updateItemStatus, {
        ...base,
        status,
        ...(status === 'received' ? { docket_number: values.docket_number.trim() } : {}),
        ...(status === 'dispatched'
          ? { return_courier: values.return_courier.trim(), return_docket: values.return_docket.trim() }
          : {}),
      });
    },
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('actionSaved') });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        notifications.show({ color: 'yellow', message: t('changedMeanwhile') });
        onClose();
      } else if (err instanceof ApiError) form.setErrors(issuesToErrors(err.issues));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
  const action = status === 'estimated' && item.status === 'estimated' ? t('requote') : t(`action_${status}`);

  return (
    <Modal opened onClose={onClose} title={t('actionTitle', { action, item: props.label })} size="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          {save.error && !(save.error instanceof ApiError && save.error.issues.length) && (
            <Alert color="red" role="alert" title={save.error.message}>
              {null}
            </Alert>
          )}
          {status === 'received' && (
            <TextInput
              label={t('parcelDocket')}
              description={t('parcelDocketHint', { docket: props.docket })}
              withAsterisk
              maxLength={40}
              data-autofocus
              {...form.getInputProps('docket_number')}
            />
          )}
          {status === 'estimated' && (
            <>
              <Group grow align="flex-start">
                <NumberInput label={t('serviceCharge')} {...RUPEES} {...form.getInputProps('service_charge')} />
                <NumberInput label={t('partsCharge')} {...RUPEES} {...form.getInputProps('parts_charge')} />
              </Group>
              <Select
                label={t('gstRate')}
                data={GST_RATES.map((r) => ({ value: String(r), label: `${r}%` }))}
                allowDeselect={false}
                {...form.getInputProps('gst_percent')}
              />
              <Text fw={600} aria-live="polite">
                {t('totalWithGst', { amount: formatAmount(total) })}
              </Text>
            </>
          )}
          {status === 'dispatched' && (
            <Group grow align="flex-start">
              <TextInput
                label={t('returnCourier')}
                withAsterisk
                maxLength={80}
                data-autofocus
                {...form.getInputProps('return_courier')}
              />
              <TextInput
                label={t('returnDocket')}
                withAsterisk
                maxLength={40}
                {...form.getInputProps('return_docket')}
              />
            </Group>
          )}
          <Textarea
            label={t('remark')}
            description={t('remarkHint')}
            withAsterisk={needsRemark(status)}
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('remark')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('confirmAction')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
