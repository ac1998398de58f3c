import { Group, Text } from '@mantine/core';
import { formatDateTime, formatDay, promisedWithin, type TItemPromise, type TItemStatus } from '@svc/contract';
import { t } from '../i18n';

/**
 * The promise as the customer reads it (decision 053): while the item waits for parts with an expected day,
 * the due if they arrive that day (2026-11-28); else the due as it stands.
 */
export function promiseText(p: TItemPromise): string {
  const ifParts = p.if_parts_arrive;
  return ifParts
    ? t('promisedIfParts', { date: formatDateTime(ifParts.due_at), expected: formatDay(ifParts.expected_on) })
    : t('promisedBy', { date: formatDateTime(p.due_at ?? '') });
}

/**
 * The item's promised date while its clock runs (decision 053), while it is paused, why, and what was
 * promised at receipt, "Promised within 4 working hours of receipt." (decision 092): the customer reads it on
 * the request (the server's tracking page writes the same lines). Staff also read the item's time left beside
 * it (`TimeLeft`, as on the desk's queues), with at risk and late as badges.
 */
export function PromiseLine({ item, mb }: { item: TItemPromise & { status: TItemStatus }; mb?: string }) {
  if (!item.due_at || !item.clock_state) return null;
  const paused = item.clock_state === 'paused';
  return (
    <Group gap="xs" mb={mb} data-testid="promise">
      <Text size="sm" fw={500}>
        {promiseText(item)}
      </Text>
      {paused && (
        <Text size="sm" c="dimmed" w="100%">
          {t(
            item.if_parts_arrive
              ? 'promiseIfPartsLater'
              : item.status === 'estimated'
                ? 'promisePausedAnswer'
                : 'promisePausedParts',
          )}
        </Text>
      )}
      {item.turnaround && (
        <Text size="sm" c="dimmed" w="100%" data-testid="promised-within">
          {withinText(item.turnaround)}
        </Text>
      )}
    </Group>
  );
}

const withinText = (turnaround: NonNullable<TItemPromise['turnaround']>) => {
  const { key, values } = promisedWithin(turnaround);
  return t(key, values);
};
