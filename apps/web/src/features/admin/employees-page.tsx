import { Button, Card, Center, Skeleton, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TEmployeeListReply, TEmployeeRow } from '@svc/contract';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { ActiveBadge } from './active-badge';
import { EmployeeForm } from './employee-form';

/** Staff and admin accounts. */
export default function EmployeesPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<TEmployeeRow | 'new' | null>(null);
  const list = useInfiniteQuery({
    queryKey: ['admin', 'employees', debounced],
    queryFn: ({ pageParam }) =>
      api<TEmployeeListReply>('/admin/getEmployeeList', {
        limit: 20,
        ...(debounced ? { search: debounced } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.pages.flatMap((p) => p.employee_list) ?? [];
  return (
    <>
      <PageHeader
        title={t('employeesTitle')}
        subtitle={t('employeesSubtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('addEmployee')}
          </Button>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <TextInput
          label={t('searchEmployees')}
          leftSection={<IconSearch size={16} />}
          type="search"
          maxLength={60}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          mb="md"
          maw={420}
        />
        {list.isPending && <Skeleton h={200} aria-label={t('loading')} />}
        {list.error && <LoadError error={list.error} onRetry={() => list.refetch()} />}
        {list.isSuccess && rows.length === 0 && <EmptyState title={t('noMatches')} />}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" data-testid="employee-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('colCode')}</Table.Th>
                  <Table.Th>{t('employeeName')}</Table.Th>
                  <Table.Th>{t('userName')}</Table.Th>
                  <Table.Th>{t('colRole')}</Table.Th>
                  <Table.Th>{t('colBranch')}</Table.Th>
                  <Table.Th>{t('colStatus')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('colActions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => (
                  <Table.Tr key={e.employeecode}>
                    <Table.Td>{e.employeecode}</Table.Td>
                    <Table.Td>
                      {e.employee_name}
                      {e.employee_name_tamil && (
                        <span lang="ta" style={{ display: 'block', fontSize: 'var(--mantine-font-size-sm)' }}>
                          {e.employee_name_tamil}
                        </span>
                      )}
                    </Table.Td>
                    <Table.Td>{e.username}</Table.Td>
                    <Table.Td>{e.user_role === 'admin' ? t('roleAdmin') : t('roleStaff')}</Table.Td>
                    <Table.Td>{e.branch_name ?? '–'}</Table.Td>
                    <Table.Td>
                      <ActiveBadge active={e.active} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconPencil size={14} />}
                        aria-label={`${t('edit')} ${e.employee_name}`}
                        onClick={() => setEditing(e)}
                      >
                        {t('edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.hasNextPage && (
          <Center mt="md">
            <Button variant="light" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              {t('loadMore')}
            </Button>
          </Center>
        )}
      </Card>
      {editing && <EmployeeForm employee={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
