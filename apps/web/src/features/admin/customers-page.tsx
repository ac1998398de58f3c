import { Button, Card, Group, Table, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TCustomerRow } from '@svc/contract';
import { endpoints } from '@svc/contract';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { ActiveBadge } from './active-badge';
import { AdminHeader, EditButton, ListSearch, ListState, LoadMore } from './admin-parts';
import { adminKeys, customersPage } from './api';
import { CustomerForm } from './customer-form';
import { useCursorList } from './use-cursor-list';

/** Customer accounts: search, create, edit, deactivate and send a password reset. */
export default function CustomersPage() {
  const [editing, setEditing] = useState<TCustomerRow | 'new' | null>(null);
  const {
    search,
    setSearch,
    query: list,
    rows,
  } = useCursorList(adminKeys.customers, customersPage, (p) => p.customer_list);
  const reset = useMutation({
    mutationFn: (code: string) => api(endpoints.sendCustomerReset, { customercode: code }),
    onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
  });
  return (
    <>
      <AdminHeader
        title={t('customersTitle')}
        subtitle={t('customersSubtitle')}
        addLabel={t('addCustomer')}
        onAdd={() => setEditing('new')}
      />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <ListSearch
          label={t('searchCustomers')}
          placeholder={t('searchCustomersPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <ListState query={list} empty={rows.length === 0}>
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
                        <EditButton name={c.companyname} onClick={() => setEditing(c)} />
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
        </ListState>
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => list.fetchNextPage()} />
      </Card>
      {editing && <CustomerForm customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
