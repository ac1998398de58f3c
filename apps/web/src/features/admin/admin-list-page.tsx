import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { ActiveBadge } from './active-badge';
import { AdminHeader, EditButton, type EmptyList, ListSearch, ListState, LoadMore } from './admin-parts';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
  /** Long values (e-mail addresses) may break anywhere rather than widen the table. */
  breakAnywhere?: boolean;
}

/** The active/inactive column every admin list shows. */
export const statusColumn = <R extends { active: boolean }>(): Column<R> => ({
  header: t('colStatus'),
  cell: (r) => <ActiveBadge active={r.active} />,
});

/**
 * One admin list screen: header with its Add button, an optional search or tabs, the loading, failed and
 * empty states, the table with an Edit button per row (and any other row actions), "Load more" and the
 * edit dialog. Items and brands, branches, customers and employees are all this page.
 */
export function AdminListPage<R>(props: {
  title: string;
  subtitle: string;
  addLabel: string;
  onAdd: () => void;
  above?: ReactNode;
  search?: { label: string; placeholder?: string; description?: string; value: string; onChange: (v: string) => void };
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  rows: R[];
  /** What the list says while it has no entry at all. */
  none?: EmptyList;
  testId: string;
  minWidth: number;
  columns: Column<R>[];
  rowKey: (row: R) => string | number;
  rowName: (row: R) => string;
  onEdit: (row: R) => void;
  rowActions?: (row: R) => ReactNode;
  more?: { hasMore: boolean; loading: boolean; onMore: () => void };
  /** On a phone, a card per row (each value under its column's name) rather than a table scrolled sideways. */
  cardsOnPhone?: boolean;
  children?: ReactNode;
}) {
  const { columns, rows } = props;
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const actions = (row: R) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <EditButton name={props.rowName(row)} onClick={() => props.onEdit(row)} />
      {props.rowActions?.(row)}
    </Group>
  );
  return (
    <>
      <AdminHeader title={props.title} subtitle={props.subtitle} addLabel={props.addLabel} onAdd={props.onAdd} />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        {props.above}
        {props.search && <ListSearch {...props.search} />}
        <ListState query={props.query} empty={rows.length === 0} none={props.search?.value ? undefined : props.none}>
          {props.cardsOnPhone && phone ? (
            <Stack gap="sm" data-testid={props.testId}>
              {rows.map((row) => (
                <RowCard key={props.rowKey(row)} row={row} columns={columns} actions={actions(row)} />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={props.minWidth}>
              <Table verticalSpacing="xs" data-testid={props.testId}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.header} ta={c.numeric ? 'right' : undefined}>
                        {c.header}
                      </Table.Th>
                    ))}
                    <Table.Th>
                      <VisuallyHidden>{t('colActions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={props.rowKey(row)}>
                      {columns.map((c) => (
                        <Table.Td
                          key={c.header}
                          ta={c.numeric ? 'right' : undefined}
                          style={c.breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}
                        >
                          {c.cell(row)}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right">{actions(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListState>
        {props.more && <LoadMore {...props.more} />}
      </Card>
      {props.children}
    </>
  );
}

/** A row as a card: its first value as the title, each other under its column's name, then its actions. */
function RowCard<R>({ row, columns, actions }: { row: R; columns: Column<R>[]; actions: ReactNode }) {
  const [first, ...rest] = columns;
  return (
    <Card withBorder radius="md" p="sm" data-testid="admin-row-card">
      {first && (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {first.cell(row)}
        </Text>
      )}
      {rest.map((c) => (
        <div key={c.header}>
          <Text size="xs" c="dimmed" mt={6}>
            {c.header}
          </Text>
          <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
            {c.cell(row)}
          </Text>
        </div>
      ))}
      <Group justify="flex-end" mt="xs">
        {actions}
      </Group>
    </Card>
  );
}
