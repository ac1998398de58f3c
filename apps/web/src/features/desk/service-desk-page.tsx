import { Badge, Button, Card, Center, Grid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CLOCK_COUNT_SHOWN, NEEDS, REQUEST_CLOCKS, type TNeeds, type TRequestClock } from '@svc/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CustomerPicker } from '../../components/customer-picker';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { RequestCards, RequestTable } from '../../components/request-table';
import { t } from '../../i18n';
import { AwaitingQueue } from '../conversations';
import { ToInvoiceList, toInvoiceQuery } from '../invoices';
import { CourierQueues } from '../pickups';
import { requestListQuery } from '../requests';
import { actionCountsQuery } from './api';

const WRAPPING_TABS = {
  tab: { whiteSpace: 'normal', maxWidth: '100%', lineHeight: 1.3 },
  tabLabel: { minWidth: 0 },
  tabSection: { flexShrink: 0 },
} as const;

/** The tab of the dispatches still to invoice, beside the queues of the flow. */
const TO_INVOICE = 'invoice';
/** The tab of the conversations whose customer waits for an answer (issue 30). */
const TO_REPLY = 'reply';
/** The tab of the courier queues: arrived, a problem, gone quiet (issue 43). */
const COURIERS = 'courier';
const isClock = (tab: string): tab is TRequestClock => (REQUEST_CLOCKS as readonly string[]).includes(tab);

/** A clock queue's count as its badge shows it: the server counts no further than one past CLOCK_COUNT_SHOWN. */
const shownCount = (n: number | undefined) => (n !== undefined && n > CLOCK_COUNT_SHOWN ? `${CLOCK_COUNT_SHOWN}+` : n);

/**
 * Staff's queues: requests with an item waiting for receipt, charges, repair, dispatch or delivery, the
 * dispatches still to invoice, the clock's (decision 059): requests late and at risk, with each
 * request's time left, the conversations awaiting our reply (decision 072), and the courier queues (issue 43).
 */
export default function ServiceDeskPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('needs') ?? '';
  const tab =
    asked === TO_INVOICE ||
    asked === TO_REPLY ||
    asked === COURIERS ||
    isClock(asked) ||
    (NEEDS as readonly string[]).includes(asked)
      ? asked
      : 'receipt';
  const counts = useQuery({
    ...actionCountsQuery,
    refetchInterval: 60_000,
  });
  const uninvoiced = useQuery(toInvoiceQuery).data;
  const [customer, setCustomer] = useState('');
  const c = counts.data?.courier_counts;
  const courierTotal = c && c.arrived + c.exception + c.quiet;
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
          {/* On a phone the queues wrap onto more rows, and a name wider than the screen (Tamil's "awaiting our
              reply") onto a second line: every queue and its count stays in sight. */}
          <Tabs value={tab} onChange={(v) => v && setParams({ needs: v }, { replace: true })} styles={WRAPPING_TABS}>
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
              {REQUEST_CLOCKS.map((c) => (
                <Tabs.Tab
                  key={c}
                  value={c}
                  rightSection={badge(`clock-count-${c}`, shownCount(counts.data?.clock_counts[c]))}
                >
                  {t(`clock_${c}`)}
                </Tabs.Tab>
              ))}
              <Tabs.Tab value={TO_REPLY} rightSection={badge('awaiting-count', counts.data?.awaiting_reply)}>
                {t('needs_reply')}
              </Tabs.Tab>
              <Tabs.Tab value={COURIERS} rightSection={badge('courier-count', courierTotal)}>
                {t('needs_courier')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {tab === TO_INVOICE ? (
            <ToInvoiceList />
          ) : tab === TO_REPLY ? (
            <AwaitingQueue />
          ) : tab === COURIERS ? (
            <CourierQueues counts={counts.data?.courier_counts} />
          ) : (
            <Queue
              filter={isClock(tab) ? { clock: tab } : { needs: tab as TNeeds }}
              customer={customer}
              onCustomer={setCustomer}
            />
          )}
        </Stack>
      </Card>
    </>
  );
}

/**
 * One queue's requests for one customer or all (the choice stays from queue to queue): a step's newest first,
 * a clock queue's most urgent first; each with its time left.
 */
function Queue({
  filter,
  customer,
  onCustomer,
}: {
  filter: { needs: TNeeds } | { clock: TRequestClock };
  customer: string;
  onCustomer: (c: string) => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const list = useInfiniteQuery({
    ...requestListQuery({ limit: 20, ...filter, ...(customer ? { customer_code: customer } : {}) }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.pages.flatMap((p) => p.requestrepair_list) ?? [];
  const dayMinutes = list.data?.pages[0]?.working_day_minutes;
  const clock = 'clock' in filter ? filter.clock : null;
  return (
    <>
      {clock && (
        <Text size="sm" c="dimmed" data-testid="clock-hint">
          {t(`clockHint_${clock}`)}
        </Text>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CustomerPicker value={customer} onChange={onCustomer} />
        </Grid.Col>
      </Grid>
      {list.isPending && <Skeleton h={160} role="status" aria-label={t('loading')} />}
      {list.error && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.isSuccess &&
        rows.length === 0 &&
        (clock ? (
          <EmptyState title={t(`clockEmpty_${clock}`)} hint={t('clockEmptyHint')} />
        ) : (
          <EmptyState title={t('needsEmpty')} hint={t('needsEmptyHint')} />
        ))}
      {rows.length > 0 &&
        (phone ? (
          <RequestCards rows={rows} showCustomer dayMinutes={dayMinutes} />
        ) : (
          <RequestTable rows={rows} showCustomer dayMinutes={dayMinutes} />
        ))}
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
