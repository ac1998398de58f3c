import { Card, Text, Title } from '@mantine/core';
import { formatDate, type TReportSummaryReply, type TRequestGroup } from '@svc/contract';
import { t, tCount } from '../../i18n';
import { BarList } from './bar-list';

const WEEKS = 12;
const COLOR: Record<TRequestGroup, string> = {
  pending: 'var(--mantine-color-yellow-6)',
  in_progress: 'var(--mantine-color-blue-7)',
  completed: 'var(--mantine-color-teal-8)',
};

/** Requests per week of one group (the last twelve weeks that have any), each week (Monday, DD-MM-YYYY) a bar. */
export function WeeklyChart({ weekly, group }: { weekly: TReportSummaryReply['weekly']; group: TRequestGroup }) {
  const weeks = weekly.filter((w) => w.group === group).slice(-WEEKS);
  const total = weeks.reduce((sum, w) => sum + w.requests, 0);
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} fz="h5" mb={4} id="weekly-chart-title">
        {t('weeklyChart')}
      </Title>
      {weeks.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('weeklyChartEmpty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('weeklyChartSummary', { weeks: weeks.length, total })}
          </Text>
          <BarList
            labelledBy="weekly-chart-title"
            testId="weekly-chart"
            rowTestId="weekly-chart-week"
            color={COLOR[group]}
            bars={weeks.map((w) => {
              const date = formatDate(`${w.week}T12:00:00+05:30`);
              return { key: w.week, label: date, spoken: tCount('weekOf', w.requests, { date }), value: w.requests };
            })}
          />
        </>
      )}
    </Card>
  );
}
