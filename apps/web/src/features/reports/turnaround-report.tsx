import { Button, Card, Chip, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  TIMED_STATUSES,
  type TTurnaroundGrouping,
  type TTurnaroundRow,
  TURNAROUND_GROUPINGS,
  turnaroundOfKey,
} from '@svc/contract';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { exportTurnaround, turnaroundQuery } from './api';
import { BarList } from './bar-list';

/**
 * What a row is called: a month as MM-YYYY (the app's dates are DD-MM-YYYY), a promise as "4 working hours"
 * (decision 092) and none in the reader's language.
 */
function nameOf(by: TTurnaroundGrouping, r: TTurnaroundRow): string {
  if (r.key === null) return t(`turnaroundNone_${by}`);
  if (by === 'month') return `${r.key.slice(5)}-${r.key.slice(0, 4)}`;
  const promised = by === 'promise' ? turnaroundOfKey(r.key) : null;
  if (promised)
    return t(promised.unit === 'hours' ? 'workingHoursCount' : 'workingDaysCount', { count: promised.amount });
  return r.name ?? r.key;
}
const none = () => t('turnaroundNoFigure');
const share = (r: TTurnaroundRow) => (r.on_time_percent === null ? none() : `${r.on_time_percent} %`);
const rating = (r: TTurnaroundRow) =>
  r.average_rating === null ? none() : t('turnaroundRatingValue', { rating: r.average_rating, count: r.ratings });

/**
 * For staff: the company's turnaround achieved, grouped by month, branch, item type or technician: the share
 * delivered on time as a chart, each group's figures, the hours in each status, the average rating, and
 * the same figures as CSV (decision 061).
 */
export function TurnaroundReport() {
  const [by, setBy] = useState<TTurnaroundGrouping>('month');
  const phone = useMediaQuery('(max-width: 48em)');
  const q = useQuery({ ...turnaroundQuery(by), placeholderData: keepPreviousData });
  const [exporting, setExporting] = useState(false);
  const save = async () => {
    setExporting(true);
    try {
      await exportTurnaround(by);
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message || t('downloadFailed') });
    } finally {
      setExporting(false);
    }
  };
  const rows = q.data?.rows ?? [];
  const shownBy = q.data?.by ?? by;
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="turnaround-report">
      <Group justify="space-between" align="flex-start" mb={4}>
        <Title order={2} fz="h4" id="turnaround-title">
          {t('turnaroundReportTitle')}
        </Title>
        <Button
          size="xs"
          variant="light"
          className="no-print"
          leftSection={<IconDownload size={14} />}
          loading={exporting}
          onClick={save}
        >
          {t('turnaroundExport')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('turnaroundReportHint')}
      </Text>
      <Chip.Group multiple={false} value={by} onChange={(v) => setBy(v as TTurnaroundGrouping)}>
        <Group gap="xs" mb="md" role="radiogroup" aria-label={t('turnaroundBy')} className="no-print">
          {TURNAROUND_GROUPINGS.map((g) => (
            <Chip key={g} value={g} size="sm" type="radio">
              {t(`turnaroundBy_${g}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {q.isPending && <Skeleton h={160} role="status" aria-label={t('loading')} />}
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && rows.length === 0 && <EmptyState title={t('turnaroundEmpty')} hint={t('turnaroundEmptyHint')} />}
      {q.data && rows.length > 0 && (
        <Stack gap="md">
          {/* The reply says how its rows are grouped (while the next grouping loads, the last one shows). */}
          <Totals total={q.data.total} />
          <div>
            <Title order={3} fz="h6" mb="xs" id="turnaround-chart-title">
              {t('turnaroundChart')}
            </Title>
            <BarList
              labelledBy="turnaround-chart-title"
              testId="turnaround-chart"
              rowTestId="turnaround-chart-bar"
              color="var(--mantine-color-teal-8)"
              max={100}
              labelWidth={112}
              figureWidth={64}
              bars={rows.map((r) => {
                const name = nameOf(shownBy, r);
                const due = r.on_time + r.late;
                return {
                  key: r.key ?? '',
                  label: name,
                  value: r.on_time_percent,
                  shown: share(r),
                  spoken:
                    r.on_time_percent === null
                      ? t('turnaroundBarNoDue', { name })
                      : t('turnaroundBar', { name, share: r.on_time_percent, onTime: r.on_time, due }),
                };
              })}
            />
          </div>
          {phone ? (
            <RowCards by={shownBy} rows={rows} />
          ) : (
            <>
              <RowTable by={shownBy} rows={rows} />
              <HoursTable by={shownBy} rows={rows} />
            </>
          )}
          <Hours total={q.data.total} />
        </Stack>
      )}
    </Card>
  );
}

function Totals({ total }: { total: TTurnaroundRow }) {
  const cells: [string, string][] = [
    [t('turnaroundDelivered'), String(total.delivered)],
    [t('turnaroundOnTimeShare'), share(total)],
    [t('turnaroundRating'), rating(total)],
  ];
  return (
    <Group gap="lg" data-testid="turnaround-totals">
      {cells.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg" data-figure>
            {value}
          </Text>
        </div>
      ))}
    </Group>
  );
}

const COLUMNS = [
  ['turnaroundDelivered', (r: TTurnaroundRow) => String(r.delivered)],
  ['turnaroundOnTime', (r: TTurnaroundRow) => String(r.on_time)],
  ['turnaroundLate', (r: TTurnaroundRow) => String(r.late)],
  ['turnaroundNoDue', (r: TTurnaroundRow) => String(r.no_due)],
  ['turnaroundOnTimeShare', share],
  ['turnaroundRating', rating],
] as const;

function RowTable({ by, rows }: { by: TTurnaroundGrouping; rows: TTurnaroundRow[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table fz="sm" verticalSpacing={6} data-testid="turnaround-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`turnaroundBy_${by}`)}</Table.Th>
            {COLUMNS.map(([label]) => (
              <Table.Th key={label} ta="right">
                {t(label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key ?? ''}>
              <Table.Td>{nameOf(by, r)}</Table.Td>
              {COLUMNS.map(([label, value]) => (
                <Table.Td key={label} ta="right">
                  {value(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Each group's average hours in each status a delivered item of it passed through. */
function HoursTable({ by, rows }: { by: TTurnaroundGrouping; rows: TTurnaroundRow[] }) {
  const statuses = TIMED_STATUSES.filter((s) => rows.some((r) => r.statuses.some((x) => x.status === s)));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table fz="sm" verticalSpacing={6} data-testid="turnaround-hours-table">
        <Table.Caption>{t('turnaroundHoursTitle')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`turnaroundBy_${by}`)}</Table.Th>
            {statuses.map((s) => (
              <Table.Th key={s} ta="right">
                {t(`status_${s}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key ?? ''}>
              <Table.Td>{nameOf(by, r)}</Table.Td>
              {statuses.map((s) => {
                const hours = r.statuses.find((x) => x.status === s)?.average_hours;
                return (
                  <Table.Td key={s} ta="right">
                    {hours === undefined ? none() : t('turnaroundHours', { hours })}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone each group is a card with every figure of the table, none cut off. */
function RowCards({ by, rows }: { by: TTurnaroundGrouping; rows: TTurnaroundRow[] }) {
  return (
    <Stack gap="xs" data-testid="turnaround-cards">
      {rows.map((r) => (
        <Card key={r.key ?? ''} withBorder radius="md" p="sm">
          <Text fw={600} mb={4} style={{ overflowWrap: 'anywhere' }}>
            {nameOf(by, r)}
          </Text>
          {COLUMNS.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t(label)}
              </Text>
              <Text size="sm" ta="right">
                {value(r)}
              </Text>
            </Group>
          ))}
          {r.statuses.map((st) => (
            <Group key={st.status} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t(`status_${st.status}`)}
              </Text>
              <Text size="sm" ta="right">
                {t('turnaroundHours', { hours: st.average_hours })}
              </Text>
            </Group>
          ))}
        </Card>
      ))}
    </Stack>
  );
}

/** The company's average hours in each status over the months shown, as bars. */
function Hours({ total }: { total: TTurnaroundRow }) {
  return (
    <div>
      <Title order={3} fz="h6" mb="xs" id="turnaround-hours-title">
        {t('turnaroundHoursTitle')}
      </Title>
      <BarList
        labelledBy="turnaround-hours-title"
        testId="turnaround-hours"
        rowTestId="turnaround-hours-bar"
        color="var(--mantine-color-blue-7)"
        labelWidth={112}
        figureWidth={80}
        bars={total.statuses.map((s) => {
          const status = t(`status_${s.status}`);
          return {
            key: s.status,
            label: status,
            value: s.average_hours,
            shown: t('turnaroundHours', { hours: s.average_hours }),
            spoken: t('turnaroundHoursBar', { status, hours: s.average_hours, items: s.items }),
          };
        })}
      />
    </div>
  );
}
