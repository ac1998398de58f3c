import { Badge, Group, Text } from '@mantine/core';
import type { TItemPromise } from '@svc/contract';
import { t } from '../i18n';

/** Working minutes as the desk reads them: "2 d 3 h" from a day on, "3 h 20 min" below, "40 min" below an hour. */
function workingTime(minutes: number, dayMinutes: number): string {
  const m = Math.abs(minutes);
  const days = Math.floor(m / dayMinutes);
  const hours = Math.floor((m % dayMinutes) / 60);
  const mins = m % 60;
  if (days) return [t('spanDays', { n: days }), hours ? t('spanHours', { n: hours }) : ''].filter(Boolean).join(' ');
  if (hours) return [t('spanHours', { n: hours }), mins ? t('spanMinutes', { n: mins }) : ''].filter(Boolean).join(' ');
  return t('spanMinutes', { n: mins });
}

/**
 * A request's time left on the service desk (decision 059): its most urgent item's working time to its
 * promised date, "Late by…" past it, "Paused" while it waits on the customer or on parts; at risk and late
 * also as a badge, so the mark is not carried by colour alone.
 */
export function TimeLeft({ promise, dayMinutes }: { promise: TItemPromise | null; dayMinutes: number }) {
  if (!promise?.clock_state || promise.minutes_left === null) return null;
  const state = promise.clock_state;
  const text =
    state === 'paused'
      ? t('clock_paused')
      : state === 'late'
        ? t('lateBy', { time: workingTime(promise.minutes_left, dayMinutes) })
        : t('timeLeft', { time: workingTime(promise.minutes_left, dayMinutes) });
  return (
    <Group gap={6} wrap="wrap" data-testid="time-left" data-state={state}>
      {(state === 'at_risk' || state === 'late') && (
        <Badge color={state === 'late' ? 'red.9' : 'yellow.5'} variant="filled" autoContrast size="sm">
          {t(`clock_${state}`)}
        </Badge>
      )}
      <Text size="sm" c={state === 'paused' ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Group>
  );
}
