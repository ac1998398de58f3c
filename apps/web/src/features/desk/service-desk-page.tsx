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
import { ToInvoiceList, toInvoiceQuery } from '../invoices';
import { requestListQuery } from '../requests';
import { actionCountsQuery } from './api';

/** The tab of the dispatches still to invoice, beside the queues of the flow. */
const TO_INVOICE = 'invoice';

/**
 * Staff's queues: requests with an item waiting for receipt, charges, repair, dispatch or delivery, and
 * the dispatches still to invoice.
 */
export default function ServiceDeskPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('needs') ?? '';
  const tab = asked === TO_INVOICE || (NEEDS as readonly string[]).includes(asked) ? asked : 'receipt';
  const counts = useQuery({
    ...actionCountsQuery,
    refetchInterval: 60_000,
  });
  const uninvoiced = useQuery(toInvoiceQuery).data;
  const [customer, setCustomer] = useState('');
  const badge = (testId: string, value: string | number | undefined) => (
    <Badge variant="filled" color="gray.7" size="sm" data-testid={testId}>
      {value ?? '…'}
    </Badge>
  );

  return (
    <>
      <PageHeader title={t('deskTitle')} subtitle={t('deskSubtitle')} />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack>
          {/* On a phone the queues wrap onto more rows: every queue and its count stays in sight. */}
          <Tabs value={tab} onChange={(v) => v && setParams({ needs: v }, { replace: true })}>
            <Tabs.List>
              {NEEDS.map((n) => (
                <Tabs.Tab key={n} value={n} rightSection={badge(`needs-count-${n}`, counts.data?.counts[n])}>
                  {t(`needs_${n}`)}
                </Tabs.Tab>
              ))}
              <Tabs.Tab
                value={TO_INVOICE}
                rightSection={badge(
                  'needs-count-invoice',
                  uninvoiced && `${uninvoiced.requests.length}${uninvoiced.more ? '+' : ''}`,
                )}
              >
                {t('needs_invoice')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {tab === TO_INVOICE ? (
            <ToInvoiceList />
          ) : (
            <Queue needs={tab as TNeeds} customer={customer} onCustomer={setCustomer} />
          )}
        </Stack>
      </Card>
    </>
  );
}

/** One queue's requests, newest first, for one customer or all (the choice stays from queue to queue). */
function Queue({ needs, customer, onCustomer }: { needs: TNeeds; customer: string; onCustomer: (c: string) => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const list = useInfiniteQuery({
    ...requestListQuery({ limit: 20, needs, ...(customer ? { customer_code: customer } : {}) }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.pages.flatMap((p) => p.requestrepair_list) ?? [];
  return (
    <>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CustomerPicker value={customer} onChange={onCustomer} />
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
    </>
  );
}
