import { Box, Button, Card, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatAmount, formatDate, type TStatementEntry, type TStatementReply } from '@svc/contract';
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
  // A phone has no room for five columns: each entry is a box of its own, every figure in view.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
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
      {enabled && query.isPending && <Skeleton h={80} role="status" aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {s && (
        <>
          <Text size="sm" mb="xs">
            {s.customer_name} ({s.customercode}){s.gstin ? ` · GSTIN ${s.gstin}` : ''}
          </Text>
          {phone ? <StatementList statement={s} /> : <StatementTable statement={s} />}
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

type Statement = NonNullable<TStatementReply['statement']>;
const amount = (n: number) => (n ? formatAmount(n) : '');

/** The statement as a ledger, for screens wide enough for its five columns (and for paper). */
function StatementTable({ statement: s }: { statement: Statement }) {
  return (
    // Focusable, so a keyboard can scroll it should a long entry make it wider than the card.
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
            <Table.Tr key={e.id} data-testid="statement-entry">
              <Table.Td>{day(e.date)}</Table.Td>
              <Table.Td>{entryLabel(e)}</Table.Td>
              <Table.Td ta="right" data-figure="debit">
                {amount(e.debit)}
              </Table.Td>
              <Table.Td ta="right" data-figure="credit">
                {amount(e.credit)}
              </Table.Td>
              <Table.Td ta="right" data-figure="balance">
                {formatAmount(e.balance)}
              </Table.Td>
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
  );
}

/**
 * The statement on a phone: the opening balance, each entry in a box with its date and its figures named,
 * then the month's totals and the closing balance. Nothing to scroll sideways, no figure cut by an edge.
 */
function StatementList({ statement: s }: { statement: Statement }) {
  return (
    <Stack gap="xs" data-testid="statement-list">
      <Figure label={t('openingBalance')} value={formatAmount(s.opening_balance)} />
      {s.entries.map((e) => (
        <Paper key={e.id} withBorder radius="md" p="sm" data-testid="statement-entry">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entryLabel(e)}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            {day(e.date)}
          </Text>
          {e.debit > 0 && <Figure label={t('statementDebit')} value={formatAmount(e.debit)} figure="debit" />}
          {e.credit > 0 && <Figure label={t('statementCredit')} value={formatAmount(e.credit)} figure="credit" />}
          <Figure label={t('statementBalance')} value={formatAmount(e.balance)} figure="balance" />
        </Paper>
      ))}
      <Paper withBorder radius="md" p="sm" fw={700}>
        <Figure label={t('statementDebit')} value={formatAmount(s.total_debit)} />
        <Figure label={t('statementCredit')} value={formatAmount(s.total_credit)} />
        <Figure label={t('closingBalance')} value={formatAmount(s.closing_balance)} testId="closing-balance" />
      </Paper>
    </Stack>
  );
}

/** One named figure on a line: its name at the left, the amount at the right. */
function Figure(p: { label: string; value: string; figure?: string; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" fz="sm">
      <Text inherit>{p.label}</Text>
      <Text inherit ta="right" data-figure={p.figure} data-testid={p.testId} style={{ whiteSpace: 'nowrap' }}>
        {p.value}
      </Text>
    </Group>
  );
}
