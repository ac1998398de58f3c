import { Card, Text, Title } from '@mantine/core';
import type { TReportSummaryReply, TRequestGroup } from '@svc/contract';
import { formatDate } from '@svc/contract';
import { t } from '../../i18n';

const WEEKS = 12;
const COLOR: Record<TRequestGroup, string> = {
  pending: 'var(--mantine-color-yellow-6)',
  in_progress: 'var(--mantine-color-blue-7)',
  completed: 'var(--mantine-color-teal-8)',
};

/** Requests per week of one group, as plain SVG bars (the last twelve weeks that have any). */
export function WeeklyChart({ weekly, group }: { weekly: TReportSummaryReply['weekly']; group: TRequestGroup }) {
  const weeks = weekly.filter((w) => w.group === group).slice(-WEEKS);
  const max = Math.max(1, ...weeks.map((w) => w.requests));
  const barW = 100 / WEEKS;
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} fz="h5" mb="sm">
        {t('weeklyChart')}
      </Title>
      {weeks.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('weeklyChartEmpty')}
        </Text>
      ) : (
        <svg
          viewBox="0 0 100 40"
          width="100%"
          height="140"
          role="img"
          aria-label={t('weeklyChart')}
          preserveAspectRatio="none"
          data-testid="weekly-chart"
        >
          {weeks.map((w, i) => {
            const h = (w.requests / max) * 36;
            return (
              <rect
                key={w.week}
                x={i * barW + barW * 0.15}
                y={40 - h}
                width={barW * 0.7}
                height={h}
                fill={COLOR[group]}
                rx="0.6"
              >
                <title>{t('weekOf', { date: formatDate(`${w.week}T12:00:00+05:30`), count: w.requests })}</title>
              </rect>
            );
          })}
        </svg>
      )}
    </Card>
  );
}
