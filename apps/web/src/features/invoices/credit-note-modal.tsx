import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { formatRupees, type TInvoiceSummary, ZCreditNote } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { AmountRows } from './amount-rows';
import { invoiceKeys, invoiceQuery, issueCreditNote } from './api';
import { FormButtons } from './form-buttons';

/**
 * A credit note cancels the whole invoice (which itself never changes); its items can be invoiced again.
 * It can never be undone either, so after the reason comes a confirmation with the invoice's totals.
 */
export function CreditNoteModal({ invoice, onClose }: { invoice: TInvoiceSummary; onClose: () => void }) {
  const [asked, setAsked] = useState(false);
  const form = useAppForm({
    initialValues: { invoice_no: invoice.invoice_no, reason: '' },
    validate: formResolver(ZCreditNote),
  });
  const save = useSave({
    save: issueCreditNote,
    form,
    invalidate: invoiceKeys.all,
    onDone: onClose,
  });
  // A reason the server refused goes back to its field.
  const confirming = asked && !form.errors.reason;
  const full = useQuery({ ...invoiceQuery(invoice.invoice_no), enabled: confirming });
  const i = full.data?.invoice;
  return (
    <Modal opened onClose={onClose} title={t('creditNoteTitle', { number: invoice.invoice_no })}>
      {!confirming ? (
        <form noValidate onSubmit={form.onSubmit(() => setAsked(true))}>
          <Stack>
            <Text size="sm">{t('creditNoteHint')}</Text>
            <Textarea
              label={t('creditNoteReason')}
              withAsterisk
              autosize
              minRows={2}
              maxLength={300}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <FormButtons onCancel={onClose} saving={false} label={t('continue')} />
          </Stack>
        </form>
      ) : (
        <Stack data-testid="credit-note-confirm">
          <FormError error={save.error} />
          <Text>{t('creditNoteConfirm', { number: invoice.invoice_no, total: formatRupees(invoice.total) })}</Text>
          {full.isPending && <Skeleton h={90} role="status" aria-label={t('loading')} />}
          {full.error && <LoadError error={full.error} onRetry={() => full.refetch()} />}
          {i && (
            <AmountRows
              testId="credit-note-totals"
              rows={[
                [t('taxableValue'), i.taxable],
                [t('gstTotal'), Math.round((i.cgst + i.sgst + i.igst) * 100) / 100],
                // Only an invoice issued before decision 090 has a round-off; it then shows with its total.
                ...(i.round_off ? [[t('roundOff'), i.round_off] as [string, number]] : []),
                [t('invoiceTotal'), i.total],
              ]}
            />
          )}
          {i && i.paid > 0 && <Text size="sm">{t('creditNotePaid', { paid: formatRupees(i.paid) })}</Text>}
          <Text size="sm">{t('creditNoteReasonIs', { reason: form.values.reason.trim() })}</Text>
          <Alert color="gray" variant="light">
            {t('creditNoteFinal')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(false)}>
              {t('back')}
            </Button>
            <Button
              color="red.9"
              loading={save.isPending}
              disabled={!i}
              onClick={() => save.mutate({ invoice_no: invoice.invoice_no, reason: form.values.reason.trim() })}
            >
              {t('issueCreditNote')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
