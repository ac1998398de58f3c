import { Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatAmount, formatDate, formatRupees, type TInvoiceSummary } from '@svc/contract';
import { IconDownload, IconFileInvoice, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { downloadInvoice, invoiceListQuery, invoicePreviewQuery } from './api';
import { InvoiceBlocked } from './invoice-blocked';
import { PaymentStateBadge } from './payment-state-badge';

/** Loaded when first opened (decision 075). */
const CreditNoteModal = lazyPart(() => import('./credit-note-modal').then((m) => m.CreditNoteModal));
const IssueInvoiceDialog = lazyPart(() => import('./issue-invoice-dialog').then((m) => m.IssueInvoiceDialog));
const PaymentModal = lazyPart(() => import('./payment-modal').then((m) => m.PaymentModal));
const UpiPayModal = lazyPart(() => import('./upi-pay-modal').then((m) => m.UpiPayModal));

type Dialog = { kind: 'pay' | 'credit' | 'upi'; invoice: TInvoiceSummary } | null;

/** One invoice or credit note: what it is, what is paid and due, and what the reader can do with it. */
export function InvoiceRow(p: { invoice: TInvoiceSummary; staff: boolean; onOpen: (d: Dialog) => void }) {
  const { invoice: i, staff } = p;
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadInvoice(i.invoice_no);
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message });
    } finally {
      setSaving(false);
    }
  };
  const open = i.kind === 'invoice' && i.payment_state !== 'credited';
  return (
    <Stack gap={4} data-testid="invoice-row" data-invoice={i.invoice_no}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{i.invoice_no}</Text>
        <Text size="sm" c="dimmed">
          {i.kind === 'invoice' ? t('taxInvoice') : t('creditNote')} · {formatDate(`${i.issued_on}T12:00:00+05:30`)}
        </Text>
        <PaymentStateBadge state={i.payment_state} />
      </Group>
      <Text size="sm">
        {t('invoiceAmounts', { total: formatRupees(i.total), paid: formatRupees(i.paid), due: formatRupees(i.due) })}
      </Text>
      {i.round_off !== 0 && (
        // Only invoices issued before decision 090 were rounded to the rupee: the round-off shows with the total.
        <Text size="xs" c="dimmed" data-testid="invoice-round-off">
          {t('invoiceRoundOff', { amount: `${i.round_off > 0 ? '+' : ''}${formatAmount(i.round_off)}` })}
        </Text>
      )}
      {i.refers_to && (
        <Text size="xs" c="dimmed">
          {i.kind === 'invoice' ? t('cancelledBy', { number: i.refers_to }) : t('cancels', { number: i.refers_to })}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={saving} onClick={save}>
          {t('downloadPdf')}
        </Button>
        {open && i.due > 0 && !staff && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconQrcode size={14} />}
            onClick={() => p.onOpen({ kind: 'upi', invoice: i })}
          >
            {t('payByUpi')}
          </Button>
        )}
        {open && i.due > 0 && staff && (
          <Button size="xs" onClick={() => p.onOpen({ kind: 'pay', invoice: i })}>
            {t('recordPayment')}
          </Button>
        )}
        {open && staff && (
          <Button size="xs" variant="default" onClick={() => p.onOpen({ kind: 'credit', invoice: i })}>
            {t('issueCreditNote')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The dialogs a row opens. */
export function InvoiceDialogs({ dialog, onClose }: { dialog: Dialog; onClose: () => void }) {
  if (!dialog) return null;
  if (dialog.kind === 'pay') return <PaymentModal invoice={dialog.invoice} onClose={onClose} />;
  if (dialog.kind === 'credit') return <CreditNoteModal invoice={dialog.invoice} onClose={onClose} />;
  return <UpiPayModal invoiceNo={dialog.invoice.invoice_no} onClose={onClose} />;
}

/**
 * The request's tax invoices and credit notes; staff issue (once there is something to invoice and nothing
 * stops it), record payments and cancel here, and read why an invoice was not issued.
 */
export function InvoicesCard({ reqCode, staff }: { reqCode: string; staff: boolean }) {
  const query = useQuery(invoiceListQuery({ req_code: reqCode }));
  const preview = useQuery({ ...invoicePreviewQuery(reqCode), enabled: staff }).data?.preview;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [issuing, setIssuing] = useState(false);
  const rows = query.data?.invoices ?? [];
  const toInvoice = (preview?.lines.length ?? 0) > 0;
  const blocked = preview?.blocked_by ?? [];
  const notIssued = staff && toInvoice && blocked.length > 0;
  return (
    <Card withBorder radius="lg" p="lg" data-testid="invoices-card">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4">
          {t('invoicesTitle')}
        </Title>
        {staff && toInvoice && blocked.length === 0 && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileInvoice size={14} />}
            onClick={() => setIssuing(true)}
          >
            {t('issueInvoice')}
          </Button>
        )}
      </Group>
      {notIssued && (
        <Box mb="sm">
          <InvoiceBlocked blocked={blocked} where={preview?.dispatched_uninvoiced ? 'request' : 'issue'} />
        </Box>
      )}
      {query.isPending && <Skeleton h={60} role="status" aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {/* "Issued at dispatch" would contradict the notice above it. */}
      {query.data && rows.length === 0 && !notIssued && <Text c="dimmed">{t('invoicesEmpty')}</Text>}
      {query.data && query.data.total_due > 0 && (
        <Text fw={600} mb="xs" data-testid="total-due">
          {t('totalDue', { amount: formatRupees(query.data.total_due) })}
        </Text>
      )}
      <Stack gap="md">
        {rows.map((i) => (
          <InvoiceRow key={i.invoice_no} invoice={i} staff={staff} onOpen={setDialog} />
        ))}
      </Stack>
      <InvoiceDialogs dialog={dialog} onClose={() => setDialog(null)} />
      {issuing && <IssueInvoiceDialog reqCode={reqCode} onClose={() => setIssuing(false)} />}
    </Card>
  );
}
