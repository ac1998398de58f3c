import { Group, Text } from '@mantine/core';
import { formatDateTime, formatDay, promisedWithin, type TItemPromise, type TItemStatus } from '@svc/contract';
import { t } from '../i18n';

type PromisedItem = TItemPromise & { status: TItemStatus };

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

/** The promise's sentences: the due, why it is paused while it is, and what was promised at receipt. */
function promiseLines(item: PromisedItem): { due: string; paused: string | null; within: string | null } | null {
  if (!item.due_at || !item.clock_state) return null;
  const paused =
    item.clock_state === 'paused'
      ? t(
          item.if_parts_arrive
            ? 'promiseIfPartsLater'
            : item.status === 'estimated'
              ? 'promisePausedAnswer'
              : 'promisePausedParts',
        )
      : null;
  return { due: promiseText(item), paused, within: item.turnaround ? withinText(item.turnaround) : null };
}

/**
 * The item whose promise every item of a request reads the same (two items or more), else null: the request
 * then says it once above its items rather than on each card (a 20-item box read it 20 times).
 */
export function sharedPromise<T extends PromisedItem>(items: readonly T[]): T | null {
  const [first] = items;
  if (!first || items.length < 2) return null;
  const key = JSON.stringify(promiseLines(first));
  return promiseLines(first) && items.every((i) => JSON.stringify(promiseLines(i)) === key) ? first : null;
}

/**
 * The item's promised date while its clock runs (decision 053), while it is paused, why, and what was
 * promised at receipt, "Promised within 4 working hours of receipt." (decision 092): the customer reads it on
 * the request (the server's tracking page writes the same lines). Staff also read the item's time left beside
 * it (`TimeLeft`, as on the desk's queues), with at risk and late as badges.
 */
export function PromiseLine({ item, mb }: { item: PromisedItem; mb?: string }) {
  const lines = promiseLines(item);
  if (!lines) return null;
  return (
    <Group gap="xs" mb={mb} data-testid="promise">
      <Text size="sm" fw={500}>
        {lines.due}
      </Text>
      {lines.paused && (
        <Text size="sm" c="dimmed" w="100%">
          {lines.paused}
        </Text>
      )}
      {lines.within && (
        <Text size="sm" c="dimmed" w="100%" data-testid="promised-within">
          {lines.within}
        </Text>
      )}
    </Group>
  );
}

const withinText = (turnaround: NonNullable<TItemPromise['turnaround']>) => {
  const { key, values } = promisedWithin(turnaround);
  return t(key, values);
};
