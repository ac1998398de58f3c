import { Badge, Button, Modal, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMobile, type TCustomerRow } from '@svc/contract';
import { IconMailForward, IconUsers } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { WRAPPING_BADGE } from '../../components/status-badges';
import { t } from '../../i18n';
import { ColleaguesPanel } from '../account';
import { AdminListPage, type Column, statusColumn } from './admin-list-page';
import { adminKeys, customersPage, sendCustomerReset } from './api';
import { CustomerForm } from './customer-form';
import { useCursorList } from './use-cursor-list';

const columns = (): Column<TCustomerRow>[] => [
  { header: t('colCode'), cell: (c) => c.customercode },
  { header: t('nameOrCompany'), cell: (c) => c.companyname },
  { header: t('colCity'), cell: (c) => c.city },
  {
    header: t('colMobile'),
    cell: (c) => (
      <>
        {formatMobile(c.mobile)}
        {!c.mobile_verified && (
          <Badge ml={6} color="yellow.5" variant="filled" autoContrast radius="sm" size="sm" styles={WRAPPING_BADGE}>
            {t('mobileNotVerifiedBadge')}
          </Badge>
        )}
      </>
    ),
  },
  { header: t('email'), cell: (c) => c.email, breakAnywhere: true },
  { header: t('userName'), cell: (c) => c.username },
  statusColumn(),
];

/** Customer accounts: search, create, edit, deactivate and send a password reset. */
export default function CustomersPage() {
  const [editing, setEditing] = useState<TCustomerRow | 'new' | null>(null);
  const [people, setPeople] = useState<TCustomerRow | null>(null);
  const { search, setSearch, query, rows } = useCursorList(adminKeys.customers, customersPage, (p) => p.customer_list);
  const reset = useMutation({
    mutationFn: sendCustomerReset,
    onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
  });
  return (
    <AdminListPage
      title={t('customersTitle')}
      subtitle={t('customersSubtitle')}
      addLabel={t('addCustomer')}
      onAdd={() => setEditing('new')}
      search={{
        label: t('searchCustomers'),
        placeholder: t('searchCustomersPlaceholder'),
        description: t('searchCustomersHint'),
        value: search,
        onChange: setSearch,
      }}
      query={query}
      rows={rows}
      testId="customer-table"
      minWidth={760}
      columns={columns()}
      rowKey={(c) => c.customercode}
      rowName={(c) => c.companyname}
      onEdit={setEditing}
      rowActions={(c) => (
        <>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconUsers size={14} />}
            aria-label={`${t('colleaguesAction')}: ${c.companyname}`}
            onClick={() => setPeople(c)}
          >
            {t('colleaguesAction')}
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
        </>
      )}
      more={{ hasMore: query.hasNextPage, loading: query.isFetchingNextPage, onMore: () => query.fetchNextPage() }}
    >
      {editing && <CustomerForm customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {people && (
        <Modal
          opened
          onClose={() => setPeople(null)}
          title={t('colleaguesFor', { company: people.companyname })}
          size="lg"
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          <Suspense fallback={<Skeleton h={120} role="status" aria-label={t('loading')} />}>
            <ColleaguesPanel customercode={people.customercode} withTitle={false} />
          </Suspense>
        </Modal>
      )}
    </AdminListPage>
  );
}
