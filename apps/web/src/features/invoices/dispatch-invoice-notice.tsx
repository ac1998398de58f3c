import { Alert, Skeleton, Text } from '@mantine/core';
import { formatRupees } from '@svc/contract';
import { IconFileInvoice } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { invoicePreviewQuery } from './api';
import { InvoiceBlocked } from './invoice-blocked';

/**
 * In the dispatch dialog, before staff confirm: the invoice this dispatch issues and mails, or why none can
 * be issued yet (the dispatch goes ahead all the same). Nothing when the items are not charged.
 */
export function DispatchInvoiceNotice({ reqCode, itemIds }: { reqCode: string; itemIds: readonly string[] }) {
  const query = useQuery(invoicePreviewQuery(reqCode, itemIds));
  const p = query.data?.preview;
  if (query.isPending) return <Skeleton h={48} role="status" aria-label={t('loading')} />;
  if (!p || p.lines.length === 0) return null;
  if (p.blocked_by.length > 0) return <InvoiceBlocked blocked={p.blocked_by} where="dispatch" />;
  return (
    <Alert color="blue" variant="light" icon={<IconFileInvoice size={18} />} data-testid="dispatch-invoice">
      <Text size="sm">{t('dispatchIssuesInvoice', { count: p.lines.length, amount: formatRupees(p.total) })}</Text>
    </Alert>
  );
}
