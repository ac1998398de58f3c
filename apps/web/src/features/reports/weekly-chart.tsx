import { Box, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDate, type TReportSummaryReply, type TRequestGroup } from '@svc/contract';
import { t } from '../../i18n';

const WEEKS = 12;
const COLOR: Record<TRequestGroup, string> = {
  pending: 'var(--mantine-color-yellow-6)',
  in_progress: 'var(--mantine-color-blue-7)',
  completed: 'var(--mantine-color-teal-8)',
};

/**
 * Requests per week of one group (the last twelve weeks that have any), as a list of bars: each row names
 * its week (Monday, DD-MM-YYYY) and its count in words a screen reader reads, and the bar shows it at a
 * glance. Rows read the same on a phone as on a desk, so there is no axis to squeeze.
 */
export function WeeklyChart({ weekly, group }: { weekly: TReportSummaryReply['weekly']; group: TRequestGroup }) {
  const weeks = weekly.filter((w) => w.group === group).slice(-WEEKS);
  const max = Math.max(1, ...weeks.map((w) => w.requests));
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
          <Box component="ul" m={0} p={0} aria-labelledby="weekly-chart-title" data-testid="weekly-chart">
            {weeks.map((w) => (
              <Group
                component="li"
                key={w.week}
                wrap="nowrap"
                gap="sm"
                py={3}
                style={{ listStyle: 'none' }}
                data-testid="weekly-chart-week"
              >
                <Text size="sm" w={96} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                  <span aria-hidden="true">{formatDate(`${w.week}T12:00:00+05:30`)}</span>
                  <VisuallyHidden component="span">
                    {t('weekOf', { date: formatDate(`${w.week}T12:00:00+05:30`), count: w.requests })}
                  </VisuallyHidden>
                </Text>
                <Box style={{ flex: 1, minWidth: 0 }} aria-hidden="true">
                  <Box
                    h={14}
                    style={{
                      width: `${Math.max(2, (w.requests / max) * 100)}%`,
                      background: COLOR[group],
                      borderRadius: 4,
                    }}
                  />
                </Box>
                <Text size="sm" fw={600} w={48} ta="right" aria-hidden="true" style={{ flexShrink: 0 }}>
                  {w.requests}
                </Text>
              </Group>
            ))}
          </Box>
        </>
      )}
    </Card>
  );
}
