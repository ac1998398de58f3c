import {
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TRequestGroup } from '@svc/contract';
import { formatAmount } from '@svc/contract';
import { IconDownload, IconPrinter, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { DateField } from '../../components/date-field';
import { EmptyState } from '../../components/empty-state';
import { lazyPart } from '../../components/lazy-part';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { type MessageKey, t } from '../../i18n';
import { useSession } from '../../lib/session-store';
import { Gstr1Card, InvoicesReport, StatementCard, useMayApprove } from '../invoices';
import { exportReport, type ReportFilters, reportListQuery, reportSummaryQuery } from './api';
import { ReportCards, ReportTable } from './report-table';
import { WeeklyChart } from './weekly-chart';

/** Staff's parts of the reports, loaded for staff only (decision 075). */
const Breakdowns = lazyPart(() => import('./breakdowns').then((m) => m.Breakdowns));
const TurnaroundReport = lazyPart(() => import('./turnaround-report').then((m) => m.TurnaroundReport));

const TABS: [TRequestGroup, MessageKey][] = [
  ['completed', 'tabCompleted'],
  ['in_progress', 'tabInProgress'],
  ['pending', 'tabPending'],
];

/** The tab the page opens on: the first, in the tabs' order, that has requests (else the first). */
function openingGroup(groups: Record<TRequestGroup, { requests: number }>): TRequestGroup {
  return TABS.find(([g]) => groups[g].requests > 0)?.[0] ?? 'completed';
}

export default function ReportsPage() {
  const session = useSession();
  // Read at once, not after the first paint: a phone's first render is then the cards, not a table that a
  // second render replaces (as on the requests' list).
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const staff = session?.role !== 'customer';
  // A colleague who may only raise requests sees no invoices (decision 067).
  const seesInvoices = useMayApprove();
  // Until the person picks a tab, the page shows the first group that has requests.
  const [chosen, setChosen] = useState<TRequestGroup | null>(null);
  const [raw, setRaw] = useState<RawFilters>({ search: '', from: '', to: '', customer_code: '' });
  const [debounced] = useDebouncedValue(raw, 300);
  const filters: ReportFilters = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(debounced).filter(([k, v]) => v.trim() && (staff || k !== 'customer_code')),
      ) as ReportFilters,
    [debounced, staff],
  );
  const summary = useQuery({ ...reportSummaryQuery(filters), placeholderData: keepPreviousData });
  const group = chosen ?? (summary.data ? openingGroup(summary.data.groups) : summary.error ? 'completed' : null);
  const list = useInfiniteQuery({
    ...reportListQuery(group ?? 'completed', filters),
    enabled: group !== null,
    placeholderData: keepPreviousData,
  });
  // A reply renders at once and whole when it arrives (react-query's store updates are urgent): the list's
  // cards, the chart and the invoices were each one task of 100-300 ms on a phone, the blocking time
  // Lighthouse counts. Shown through deferred values, they render in a later pass React slices and yields
  // between; the invoices mount likewise after the first paint (decision 085).
  const shownList = useDeferredValue(list.data);
  const shownSummary = useDeferredValue(summary.data);
  const later = useDeferredValue(true, false);
  // The list's reply has come but is not rendered yet: still loading to the reader (no empty state between).
  const listPending = list.isPending || shownList !== list.data;
  const filtered = Object.keys(filters).length > 0;
  const failed = list.error ?? summary.error;
  const rows = useMemo(() => shownList?.pages.flatMap((p) => p.rows) ?? [], [shownList]);
  const totals = shownList?.pages[0]?.totals;
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportReport(group ?? 'completed', filters);
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message || t('downloadFailed') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('reportsTitle')}
        subtitle={t('reportsSubtitle')}
        actions={
          <Group className="no-print">
            <Button variant="light" leftSection={<IconDownload size={16} />} loading={exporting} onClick={exportCsv}>
              {t('exportCsv')}
            </Button>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('printReport')}
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <ReportFilterCard raw={raw} setRaw={setRaw} staff={staff} />
        <Tabs value={group} onChange={(v) => v && setChosen(v as TRequestGroup)} keepMounted={false}>
          <Tabs.List>
            {TABS.map(([g, label]) => (
              <Tabs.Tab
                key={g}
                value={g}
                rightSection={
                  <Badge variant="filled" color="gray.7" size="sm">
                    {summary.data?.groups[g]?.requests ?? '…'}
                  </Badge>
                }
              >
                {t(label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {/* The totals' place is kept while they load, and the chart comes after the list: what loads later
            no longer moves what the reader is looking at (Lighthouse's layout shift, decision 076). */}
        {totals ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="report-totals">
            <Total label={t('totalRequests')} value={String(totals.requests)} />
            <Total label={t('totalItems')} value={String(totals.items)} />
            <Total label={t('totalCharges')} value={`₹${formatAmount(totals.charges)}`} />
          </SimpleGrid>
        ) : (
          !failed && (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-hidden="true">
              <Total label={t('totalRequests')} value="…" />
              <Total label={t('totalItems')} value="…" />
              <Total label={t('totalCharges')} value="…" />
            </SimpleGrid>
          )
        )}
        <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          {listPending && rows.length === 0 && !failed && <Skeleton h={160} role="status" aria-label={t('loading')} />}
          {failed && <LoadError error={failed} onRetry={() => list.refetch()} />}
          {list.isSuccess && !listPending && group && rows.length === 0 && (
            <EmptyState
              title={t(`reportsEmpty_${group}`)}
              hint={t(filtered ? 'noMatchesHint' : `reportsEmptyHint_${group}`)}
            />
          )}
          {rows.length > 0 &&
            (phone ? (
              <ReportCards rows={rows} showCustomer={staff} />
            ) : (
              <ReportTable rows={rows} showCustomer={staff} />
            ))}
          {list.hasNextPage && (
            <Center mt="md" className="no-print">
              <Button variant="light" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            </Center>
          )}
        </Card>
        {shownSummary && group && <WeeklyChart weekly={shownSummary.weekly} group={group} />}
        {staff && group && <Breakdowns group={group} filters={filters} />}
        {seesInvoices && later && (
          <>
            <InvoicesReport staff={staff} customercode={staff ? filters.customer_code : undefined} />
            <StatementCard staff={staff} customercode={staff ? filters.customer_code : undefined} />
          </>
        )}
        {staff && <Gstr1Card />}
        {staff && <TurnaroundReport />}
      </Stack>
    </>
  );
}

type RawFilters = { search: string; from: string; to: string; customer_code: string };

/**
 * The filters' card, rendered again only when the filters change: each reply that arrives renders the page
 * anew at once, and the card's date fields were the largest part of it (decision 085).
 */
const ReportFilterCard = memo(function ReportFilterCard({
  raw,
  setRaw,
  staff,
}: {
  raw: RawFilters;
  setRaw: (raw: RawFilters) => void;
  staff: boolean;
}) {
  return (
    <Card withBorder radius="lg" p="lg" className="no-print">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, md: staff ? 4 : 6 }}>
          <TextInput
            label={t('searchRequests')}
            placeholder={t('searchRequestsPlaceholder')}
            description={t('searchRequestsHint')}
            type="search"
            leftSection={<IconSearch size={16} />}
            value={raw.search}
            maxLength={60}
            onChange={(e) => setRaw({ ...raw, search: e.currentTarget.value })}
          />
        </Grid.Col>
        {staff && (
          <Grid.Col span={{ base: 12, md: 2 }}>
            <TextInput
              label={t('customerCodeFilter')}
              placeholder={t('customerCodePlaceholder')}
              value={raw.customer_code}
              maxLength={20}
              onChange={(e) => setRaw({ ...raw, customer_code: e.currentTarget.value.toUpperCase() })}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <DateField
            label={t('fromDate')}
            value={raw.from}
            maxDate={raw.to}
            onChange={(from) => setRaw({ ...raw, from })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <DateField label={t('toDate')} value={raw.to} minDate={raw.from} onChange={(to) => setRaw({ ...raw, to })} />
        </Grid.Col>
      </Grid>
    </Card>
  );
});

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-figure>
        {value}
      </Text>
    </Card>
  );
}
