import { Card, SimpleGrid, Skeleton, Table, Title } from '@mantine/core';
import type { TRequestGroup } from '@svc/contract';
import { formatAmount } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { breakdownQuery, type ReportFilters } from './api';

const BY = [
  ['customer', 'byCustomer'],
  ['item', 'byItem'],
  ['brand', 'byBrand'],
] as const;

/** For staff: the group split by customer, by item and by brand. */
export function Breakdowns({ group, filters }: { group: TRequestGroup; filters: ReportFilters }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} data-testid="breakdowns">
      {BY.map(([by, label]) => (
        <Breakdown key={by} group={group} by={by} title={t(label)} filters={filters} />
      ))}
    </SimpleGrid>
  );
}

function Breakdown(props: {
  group: TRequestGroup;
  by: 'customer' | 'item' | 'brand';
  title: string;
  filters: ReportFilters;
}) {
  const q = useQuery(breakdownQuery(props.group, props.by, props.filters));
  return (
    <Card withBorder radius="lg" p="md">
      <Title order={2} fz="h6" mb="xs">
        {props.title}
      </Title>
      {q.isPending && <Skeleton h={100} />}
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && (
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('breakdownName')}</Table.Th>
              <Table.Th ta="right">{t('totalRequests')}</Table.Th>
              <Table.Th ta="right">{t('colCharges')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data.rows.map((r) => (
              <Table.Tr key={r.name}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ta="right">{r.requests}</Table.Td>
                <Table.Td ta="right">{formatAmount(r.charges)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
