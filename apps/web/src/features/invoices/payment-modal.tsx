import { Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { formatRupees, indiaToday, PAYMENT_METHODS, type TInvoiceSummary, ZRecordPayment } from '@svc/contract';
import { useRef } from 'react';
import { z } from 'zod';
import { DateField } from '../../components/date-field';
import { FormError } from '../../components/form-error';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { uuid } from '../../lib/uuid';
import { invoiceKeys, recordPayment } from './api';
import { FormButtons } from './form-buttons';

/** Staff record money received against an invoice: UPI, cash or bank transfer, all or part of what is due. */
export function PaymentModal({ invoice, onClose }: { invoice: TInvoiceSummary; onClose: () => void }) {
  // One key for this payment, sent again by every retry and second click: the server records it once.
  const idempotencyKey = useRef(uuid());
  const toBody = (v: typeof initial) => ({
    invoice_no: invoice.invoice_no,
    amount: v.amount === '' ? Number.NaN : Number(v.amount),
    method: v.method as (typeof PAYMENT_METHODS)[number],
    reference: v.method === 'cash' ? '' : v.reference.trim(),
    ...(v.received_on ? { received_on: v.received_on } : {}),
    idempotency_key: idempotencyKey.current,
  });
  // The due to the paisa as it is written (₹4,719.40, not ₹4,719.4): invoices are not rounded to the rupee.
  const due = invoice.due.toFixed(2) as number | string;
  const initial = { amount: due, method: 'upi', reference: '', received_on: indiaToday() };
  const rules = formResolver(z.preprocess(toBody, ZRecordPayment));
  // Never more than is due: refused on the field, naming the due, before anything is sent (the server
  // refuses it too, should the due have changed meanwhile).
  const validate = (v: typeof initial) => {
    const errors = rules(v);
    if (!errors.amount && toBody(v).amount > invoice.due) {
      errors.amount = t('moreThanDue', { due: formatRupees(invoice.due) });
    }
    return errors;
  };
  const form = useAppForm({ initialValues: initial, validate });
  const save = useSave({
    save: recordPayment,
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
            clampBehavior="none"
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
