import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatRupees } from '@svc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../components/form-error';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { AmountRows } from './amount-rows';
import { invoiceKeys, invoicePreviewQuery, issueInvoice } from './api';
import { InvoiceBlocked } from './invoice-blocked';

/**
 * "Issue invoice" asks first: an invoice can never be changed or deleted, so staff see its lines and
 * totals (as the server would issue them now) before they confirm.
 */
export function IssueInvoiceDialog({ reqCode, onClose }: { reqCode: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const preview = useQuery(invoicePreviewQuery(reqCode));
  const issue = useMutation({
    mutationFn: () => issueInvoice(reqCode),
    onSuccess: (reply) => {
      notifications.show({ color: 'green', message: reply.message });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
  const p = preview.data?.preview;
  const ready = !!p && p.lines.length > 0 && p.blocked_by.length === 0;
  return (
    <Modal opened onClose={onClose} title={t('issueInvoiceTitle', { code: reqCode })} size="lg">
      <Stack data-testid="issue-invoice-dialog">
        {preview.isPending && <Skeleton h={120} role="status" aria-label={t('loading')} />}
        {preview.error && <LoadError error={preview.error} onRetry={() => preview.refetch()} />}
        {p && p.lines.length === 0 && <Text>{t('nothingToInvoice')}</Text>}
        {p && p.lines.length > 0 && p.blocked_by.length > 0 && <InvoiceBlocked blocked={p.blocked_by} where="issue" />}
        {ready && (
          <>
            <Table verticalSpacing={4} fz="sm" data-testid="invoice-preview-lines">
              <Table.Tbody>
                {p.lines.map((l) => (
                  <Table.Tr key={l.line_no}>
                    <Table.Td>
                      {l.line_no}. {l.description}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatRupees(l.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <AmountRows
              testId="invoice-preview-totals"
              rows={[
                [t('taxableValue'), p.taxable],
                [t('gstTotal'), p.gst],
                [t('invoiceTotal'), p.total],
              ]}
            />
            <Alert color="gray" variant="light">
              {t('issueInvoiceFinal')}
            </Alert>
          </>
        )}
        <FormError error={issue.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          {ready && (
            <Button loading={issue.isPending} onClick={() => issue.mutate()}>
              {t('issueInvoiceOf', { amount: formatRupees(p.total) })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
