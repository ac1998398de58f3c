import { Box, Button, Card, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { formatAmount, formatDate, type TStatementEntry } from '@svc/contract';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { statementQuery } from './api';
import { MonthSelect, thisMonth } from './month-select';

const day = (iso: string) => formatDate(`${iso}T12:00:00+05:30`);

function entryLabel(e: TStatementEntry) {
  if (e.kind === 'payment') {
    const how = [e.method ? t(`method_${e.method}`) : '', e.reference].filter(Boolean).join(' ');
    return `${t('statementPayment', { number: e.invoice_no })} · ${how}`;
  }
  return `${e.kind === 'invoice' ? t('taxInvoice') : t('creditNote')} ${e.invoice_no}`;
}

/** A customer's month: what was invoiced, credited and paid, and the balance carried over. */
export function StatementCard({ staff, customercode }: { staff: boolean; customercode?: string }) {
  const [month, setMonth] = useState(thisMonth());
  const enabled = !staff || !!customercode;
  const query = useQuery({ ...statementQuery({ month, ...(staff ? { customercode } : {}) }), enabled });
  const s = query.data?.statement;
  const amount = (n: number) => (n ? formatAmount(n) : '');
  return (
    <Card withBorder radius="lg" p="lg" data-testid="statement-card">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Title order={2} fz="h4">
          {t('statementTitle')}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <MonthSelect label={t('statementMonth')} value={month} onChange={setMonth} />
          <Button
            variant="light"
            className="no-print"
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
            disabled={!s}
          >
            {t('print')}
          </Button>
        </Group>
      </Group>
      {!enabled && <Text c="dimmed">{t('statementPickCustomer')}</Text>}
      {enabled && query.isPending && <Skeleton h={80} aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {s && (
        <>
          <Text size="sm" mb="xs">
            {s.customer_name} ({s.customercode}){s.gstin ? ` · GSTIN ${s.gstin}` : ''}
          </Text>
          {/* Scrolls sideways on a phone; focusable, so the keyboard can scroll it too. */}
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('statementTitle')}>
            <Table striped miw={560} data-testid="statement-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statementDate')}</Table.Th>
                  <Table.Th>{t('statementEntry')}</Table.Th>
                  <Table.Th ta="right">{t('statementDebit')}</Table.Th>
                  <Table.Th ta="right">{t('statementCredit')}</Table.Th>
                  <Table.Th ta="right">{t('statementBalance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td colSpan={4}>{t('openingBalance')}</Table.Td>
                  <Table.Td ta="right">{formatAmount(s.opening_balance)}</Table.Td>
                </Table.Tr>
                {s.entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{day(e.date)}</Table.Td>
                    <Table.Td>{entryLabel(e)}</Table.Td>
                    <Table.Td ta="right">{amount(e.debit)}</Table.Td>
                    <Table.Td ta="right">{amount(e.credit)}</Table.Td>
                    <Table.Td ta="right">{formatAmount(e.balance)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={700}>
                  <Table.Td colSpan={2}>{t('closingBalance')}</Table.Td>
                  <Table.Td ta="right">{formatAmount(s.total_debit)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(s.total_credit)}</Table.Td>
                  <Table.Td ta="right" data-testid="closing-balance">
                    {formatAmount(s.closing_balance)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Box>
          {s.entries.length === 0 && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('statementEmpty')}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
