import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CallBody, routes, type TInvoiceSummary, ZCreditNote } from '@svc/contract';
import { FormError } from '../../components/form-error';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { invoiceKeys } from './api';
import { FormButtons } from './form-buttons';

/** A credit note cancels the whole invoice (which itself never changes); its items can be invoiced again. */
export function CreditNoteModal({ invoice, onClose }: { invoice: TInvoiceSummary; onClose: () => void }) {
  const form = useForm({
    initialValues: { invoice_no: invoice.invoice_no, reason: '' },
    validate: formResolver(ZCreditNote),
  });
  const save = useSave({
    save: (body: CallBody<'issueCreditNote'>) => api(routes.issueCreditNote, body),
    form,
    invalidate: invoiceKeys.all,
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={t('creditNoteTitle', { number: invoice.invoice_no })}>
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate({ ...v, reason: v.reason.trim() }))}>
        <Stack>
          <FormError error={save.error} />
          <Text size="sm">{t('creditNoteHint')}</Text>
          <Textarea
            label={t('creditNoteReason')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('reason')}
          />
          <FormButtons onCancel={onClose} saving={save.isPending} label={t('issueCreditNote')} />
        </Stack>
      </form>
    </Modal>
  );
}
