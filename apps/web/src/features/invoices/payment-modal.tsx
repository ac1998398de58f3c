import { Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CallBody,
  formatRupees,
  indiaToday,
  PAYMENT_METHODS,
  routes,
  type TInvoiceSummary,
  ZRecordPayment,
} from '@svc/contract';
import { z } from 'zod';
import { DateField } from '../../components/date-field';
import { FormError } from '../../components/form-error';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { invoiceKeys } from './api';
import { FormButtons } from './form-buttons';

/** Staff record money received against an invoice: UPI, cash or bank transfer, all or part of what is due. */
export function PaymentModal({ invoice, onClose }: { invoice: TInvoiceSummary; onClose: () => void }) {
  const toBody = (v: typeof initial) => ({
    invoice_no: invoice.invoice_no,
    amount: v.amount === '' ? Number.NaN : Number(v.amount),
    method: v.method as (typeof PAYMENT_METHODS)[number],
    reference: v.method === 'cash' ? '' : v.reference.trim(),
    ...(v.received_on ? { received_on: v.received_on } : {}),
  });
  const initial = { amount: invoice.due as number | string, method: 'upi', reference: '', received_on: indiaToday() };
  const form = useForm({ initialValues: initial, validate: formResolver(z.preprocess(toBody, ZRecordPayment)) });
  const save = useSave({
    save: (body: CallBody<'recordPayment'>) => api(routes.recordPayment, body),
    form,
    invalidate: invoiceKeys.all,
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={t('recordPaymentTitle', { number: invoice.invoice_no })}>
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate(toBody(v)))}>
        <Stack>
          <FormError error={save.error} />
          <NumberInput
            label={t('paymentAmount')}
            description={t('paymentDue', { amount: formatRupees(invoice.due) })}
            withAsterisk
            min={0.01}
            max={invoice.due}
            decimalScale={2}
            prefix="₹"
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            {...form.getInputProps('amount')}
          />
          <Select
            label={t('paymentMethod')}
            withAsterisk
            allowDeselect={false}
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
            {...form.getInputProps('method')}
          />
          {form.values.method !== 'cash' && (
            <TextInput
              label={t('paymentReference')}
              description={t('paymentReferenceHint')}
              withAsterisk
              maxLength={40}
              autoCapitalize="characters"
              {...form.getInputProps('reference')}
            />
          )}
          <DateField
            label={t('paymentDate')}
            value={form.values.received_on}
            onChange={(v) => form.setFieldValue('received_on', v)}
            maxDate={indiaToday()}
          />
          <FormButtons onCancel={onClose} saving={save.isPending} label={t('recordPayment')} />
        </Stack>
      </form>
    </Modal>
  );
}
