import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatRupees, requestLink, TO_INVOICE_LIMIT, type TToInvoiceRow } from '@svc/contract';
import { IconFileInvoice } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { toInvoiceQuery } from './api';
import { InvoiceBlocked } from './invoice-blocked';
import { IssueInvoiceDialog } from './issue-invoice-dialog';

/**
 * Dispatches still to invoice (staff): items sent back while no invoice could be issued, or whose invoice a
 * credit note cancelled. Each is issued from here, after its confirmation, once nothing stops it.
 */
export function ToInvoiceList() {
  const query = useQuery(toInvoiceQuery);
  const phone = useMediaQuery('(max-width: 48em)');
  const [issuing, setIssuing] = useState<string | null>(null);
  if (query.isPending) return <Skeleton h={160} role="status" aria-label={t('loading')} />;
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const { requests, blocked_by: blocked, more } = query.data;
  if (requests.length === 0) return <EmptyState title={t('toInvoiceEmpty')} hint={t('toInvoiceEmptyHint')} />;
  const canIssue = blocked.length === 0;
  const issueButton = (r: TToInvoiceRow) =>
    canIssue && (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileInvoice size={14} />}
        onClick={() => setIssuing(r.req_code)}
        aria-label={t('issueInvoiceFor', { code: r.req_code })}
      >
        {t('issueInvoice')}
      </Button>
    );
  const code = (r: TToInvoiceRow) => (
    <Anchor component={Link} to={requestLink(r.req_code)} fw={600}>
      {r.req_code}
    </Anchor>
  );
  return (
    <Stack data-testid="to-invoice">
      {!canIssue && <InvoiceBlocked blocked={blocked} where="list" />}
      {phone ? (
        requests.map((r) => (
          <Card key={r.req_code} withBorder radius="md" p="sm" data-testid="to-invoice-row">
            <Group justify="space-between" gap="xs">
              {code(r)}
              <Text fw={600}>{formatRupees(r.total)}</Text>
            </Group>
            <Text size="sm">{r.customer_name}</Text>
            <Text size="sm" c="dimmed" mb={canIssue ? 'xs' : 0}>
              {t('toInvoiceDetail', { count: r.items, date: formatDate(r.dispatched_at) })}
            </Text>
            {issueButton(r)}
          </Card>
        ))
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" data-testid="to-invoice-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('colRequest')}</Table.Th>
                <Table.Th>{t('colCustomer')}</Table.Th>
                <Table.Th>{t('colDispatched')}</Table.Th>
                <Table.Th ta="right">{t('colItems')}</Table.Th>
                <Table.Th ta="right">{t('colAmount')}</Table.Th>
                {canIssue && <Table.Th>{t('colActions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.map((r) => (
                <Table.Tr key={r.req_code} data-testid="to-invoice-row">
                  <Table.Td>{code(r)}</Table.Td>
                  <Table.Td>{r.customer_name}</Table.Td>
                  <Table.Td>{formatDate(r.dispatched_at)}</Table.Td>
                  <Table.Td ta="right">{r.items}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(r.total)}
                  </Table.Td>
                  {canIssue && <Table.Td>{issueButton(r)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {more && (
        <Text size="sm" c="dimmed">
          {t('toInvoiceMore', { count: TO_INVOICE_LIMIT })}
        </Text>
      )}
      {issuing && <IssueInvoiceDialog reqCode={issuing} onClose={() => setIssuing(null)} />}
    </Stack>
  );
}
