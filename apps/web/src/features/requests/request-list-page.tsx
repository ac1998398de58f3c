import { Button, Card, Center, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { pages } from '@svc/contract';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { RequestCards, RequestTable } from '../../components/request-table';
import { t } from '../../i18n';
import { useSession } from '../../lib/session-store';
import { SetupChecklist } from '../admin';
import { requestListQuery } from './api';
import { type Filters, NO_FILTERS, RequestFilters } from './request-filters';

export default function RequestListPage() {
  const session = useSession();
  const staff = session?.role !== 'customer';
  // Read on the first render: a phone would otherwise render the wide table first, then its cards.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const query = useMemo(
    () => ({
      limit: 20,
      ...(search ? { search } : {}),
      ...(filters.group !== 'all' ? { group: filters.group } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      ...(filters.customer ? { customer_code: filters.customer } : {}),
      ...(filters.needs ? { needs: filters.needs } : {}),
    }),
    [search, filters.group, filters.from, filters.to, filters.customer, filters.needs],
  );
  const list = useInfiniteQuery({ ...requestListQuery(query), placeholderData: keepPreviousData });
  const rows = list.data?.pages.flatMap((p) => p.requestrepair_list) ?? [];
  const filtered = query.search || query.group || query.from || query.to || query.customer_code || query.needs;

  return (
    <>
      <PageHeader
        title={t('requestsTitle')}
        subtitle={t(staff ? 'requestsSubtitleStaff' : 'requestsSubtitle')}
        actions={
          session?.role === 'customer' && (
            <Button component={Link} to={pages.addRequest} leftSection={<IconPlus size={16} />}>
              {t('newRequest')}
            </Button>
          )
        }
      />
      {session?.role === 'admin' && <SetupChecklist />}
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <RequestFilters value={filters} onChange={setFilters} staff={staff} />
        {list.isPending && (
          <Stack gap="xs" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={40} />
            ))}
          </Stack>
        )}
        {list.error && <LoadError error={list.error} onRetry={() => list.refetch()} />}
        {list.isSuccess &&
          rows.length === 0 &&
          (filtered ? (
            <EmptyState title={t('noMatches')} hint={t('noMatchesHint')} />
          ) : (
            <EmptyState
              title={t('requestsEmpty')}
              hint={t(staff ? 'requestsEmptyHintStaff' : 'requestsEmptyHint')}
              action={
                session?.role === 'customer' && (
                  <Button component={Link} to={pages.addRequest} mt="sm">
                    {t('newRequest')}
                  </Button>
                )
              }
            />
          ))}
        {rows.length > 0 &&
          (phone ? (
            <RequestCards rows={rows} showCustomer={staff} />
          ) : (
            <RequestTable rows={rows} showCustomer={staff} />
          ))}
        {list.hasNextPage && (
          <Center mt="md">
            <Button variant="light" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              {t('loadMore')}
            </Button>
          </Center>
        )}
      </Card>
    </>
  );
}
