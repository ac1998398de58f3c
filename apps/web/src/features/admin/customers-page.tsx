import { Button, Card, Center, Group, Skeleton, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TCustomerListReply, TCustomerRow } from '@svc/contract';
import { IconMailForward, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { ActiveBadge } from './active-badge';
import { CustomerForm } from './customer-form';

/** Customer accounts: search, create, edit, deactivate and send a password reset. */
export default function CustomersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<TCustomerRow | 'new' | null>(null);
  const list = useInfiniteQuery({
    queryKey: ['admin', 'customers', debounced],
    queryFn: ({ pageParam }) =>
      api<TCustomerListReply>('/admin/getCustomerList', {
        limit: 20,
        ...(debounced ? { search: debounced } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
  const reset = useMutation({
    mutationFn: (code: string) => api<{ message: string }>('/admin/sendCustomerReset', { customercode: code }),
    onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
  });
  const rows = list.data?.pages.flatMap((p) => p.customer_list) ?? [];
  return (
    <>
      <PageHeader
        title={t('customersTitle')}
        subtitle={t('customersSubtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('addCustomer')}
          </Button>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <TextInput
          label={t('searchCustomers')}
          placeholder={t('searchCustomersPlaceholder')}
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
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" data-testid="customer-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('colCode')}</Table.Th>
                  <Table.Th>{t('companyName')}</Table.Th>
                  <Table.Th>{t('colCity')}</Table.Th>
                  <Table.Th>{t('email')}</Table.Th>
                  <Table.Th>{t('userName')}</Table.Th>
                  <Table.Th>{t('colStatus')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('colActions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.customercode}>
                    <Table.Td>{c.customercode}</Table.Td>
                    <Table.Td>{c.companyname}</Table.Td>
                    <Table.Td>{c.city}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.email}</Table.Td>
                    <Table.Td>{c.username}</Table.Td>
                    <Table.Td>
                      <ActiveBadge active={c.active} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconPencil size={14} />}
                          aria-label={`${t('edit')} ${c.companyname}`}
                          onClick={() => setEditing(c)}
                        >
                          {t('edit')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconMailForward size={14} />}
                          disabled={!c.active}
                          loading={reset.isPending && reset.variables === c.customercode}
                          aria-label={`${t('sendReset')}: ${c.companyname}`}
                          onClick={() => reset.mutate(c.customercode)}
                        >
                          {t('sendReset')}
                        </Button>
                      </Group>
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
      {editing && <CustomerForm customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
