import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatRupees } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { invoiceListQuery } from './api';
import { InvoiceDialogs, InvoiceRow } from './invoices-card';

/** Every invoice the reader may see (a customer's own; staff all, or one customer's), with what is due. */
export function InvoicesReport({ staff, customercode }: { staff: boolean; customercode?: string }) {
  const query = useQuery(invoiceListQuery(customercode ? { customercode } : {}));
  const [dialog, setDialog] = useState<Parameters<typeof InvoiceDialogs>[0]['dialog']>(null);
  const rows = query.data?.invoices ?? [];
  return (
    <Card withBorder radius="lg" p="lg" data-testid="invoices-report">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4">
          {t('invoicesTitle')}
        </Title>
        {query.data && (
          <Text fw={600} data-testid="report-total-due">
            {t('totalDue', { amount: formatRupees(query.data.total_due) })}
          </Text>
        )}
      </Group>
      {query.isPending && <Skeleton h={60} role="status" aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data && rows.length === 0 && <Text c="dimmed">{t('invoicesEmpty')}</Text>}
      <Stack gap="md">
        {rows.map((i) => (
          <Stack key={i.invoice_no} gap={2}>
            <Text size="xs" c="dimmed">
              {staff ? `${i.customer_name} · ${i.req_code}` : i.req_code}
            </Text>
            <InvoiceRow invoice={i} staff={staff} onOpen={setDialog} />
          </Stack>
        ))}
      </Stack>
      <InvoiceDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Card>
  );
}
