import { Badge, Button, Card, Center, Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NEEDS, type TNeeds } from '@svc/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CustomerPicker } from '../../components/customer-picker';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { RequestCards, RequestTable } from '../../components/request-table';
import { t } from '../../i18n';
import { requestListQuery } from '../requests';
import { actionCountsQuery } from './api';

/** Staff's queues: requests with an item waiting for receipt, charges, repair, dispatch or delivery. */
export default function ServiceDeskPage() {
  const [params, setParams] = useSearchParams();
  const needs = (NEEDS as readonly string[]).includes(params.get('needs') ?? '')
    ? (params.get('needs') as TNeeds)
    : 'receipt';
  const [customer, setCustomer] = useState('');
  const phone = useMediaQuery('(max-width: 48em)');
  const counts = useQuery({
    ...actionCountsQuery,
    refetchInterval: 60_000,
  });
  const list = useInfiniteQuery({
    ...requestListQuery({ limit: 20, needs, ...(customer ? { customer_code: customer } : {}) }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.pages.flatMap((p) => p.requestrepair_list) ?? [];

  return (
    <>
      <PageHeader title={t('deskTitle')} subtitle={t('deskSubtitle')} />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack>
          {/* On a phone the five queues wrap onto more rows: every queue and its count stays in sight. */}
          <Tabs value={needs} onChange={(v) => v && setParams({ needs: v }, { replace: true })}>
            <Tabs.List>
              {NEEDS.map((n) => (
                <Tabs.Tab
                  key={n}
                  value={n}
                  rightSection={
                    <Badge variant="filled" color="gray.7" size="sm" data-testid={`needs-count-${n}`}>
                      {counts.data?.counts[n] ?? '…'}
                    </Badge>
                  }
                >
                  {t(`needs_${n}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Grid>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <CustomerPicker value={customer} onChange={setCustomer} />
            </Grid.Col>
          </Grid>
          {list.isPending && <Skeleton h={160} aria-label={t('loading')} />}
          {list.error && <LoadError error={list.error} onRetry={() => list.refetch()} />}
          {list.isSuccess && rows.length === 0 && <EmptyState title={t('needsEmpty')} hint={t('needsEmptyHint')} />}
          {rows.length > 0 &&
            (phone ? <RequestCards rows={rows} showCustomer /> : <RequestTable rows={rows} showCustomer />)}
          {list.hasNextPage && (
            <Center>
              <Button variant="light" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            </Center>
          )}
        </Stack>
      </Card>
    </>
  );
}
