import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { TReportRow } from '@svc/contract';
import { formatAmount, formatDate, formatRupees, requestLink } from '@svc/contract';
import { Link } from 'react-router';
import { RequestCard } from '../../components/request-table';
import { GroupBadge } from '../../components/status-badges';
import { t } from '../../i18n';

export function ReportTable({ rows, showCustomer }: { rows: TReportRow[]; showCustomer: boolean }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="report-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('colRequest')}</Table.Th>
            <Table.Th>{t('colDate')}</Table.Th>
            {showCustomer && <Table.Th>{t('colCustomer')}</Table.Th>}
            <Table.Th ta="right">{t('colItems')}</Table.Th>
            <Table.Th>{t('colStatus')}</Table.Th>
            <Table.Th ta="right">{t('colCharges')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.req_code}>
              <Table.Td>
                <Anchor component={Link} to={requestLink(r.req_code)} fw={600}>
                  {r.req_code}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(r.created_at)}</Table.Td>
              {showCustomer && <Table.Td>{r.customer_name}</Table.Td>}
              <Table.Td ta="right">{r.item_count}</Table.Td>
              <Table.Td>
                <GroupBadge group={r.group} />
              </Table.Td>
              <Table.Td ta="right">{formatAmount(r.charges)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The report as cards on a phone: every column of the table, none cut off. */
export function ReportCards({ rows, showCustomer }: { rows: TReportRow[]; showCustomer: boolean }) {
  return (
    <Stack gap="sm" data-testid="report-cards">
      {rows.map((r) => (
        <RequestCard key={r.req_code} row={r} showCustomer={showCustomer}>
          <Text size="sm" fw={600}>
            {formatRupees(r.charges)}
          </Text>
        </RequestCard>
      ))}
    </Stack>
  );
}
