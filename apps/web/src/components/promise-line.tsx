import { Group, Text } from '@mantine/core';
import { promiseReading, type TItemPromise, type TItemStatus } from '@svc/contract';
import { t } from '../i18n';

/**
 * The promise as the customer reads it: while the item waits for parts with an expected day, the due if they
 * arrive that day; else the due as it stands (the contract's `promiseReading`, as the tracking page says it).
 */
export function promiseText(p: TItemPromise): string {
  const reading = promiseReading(p);
  return reading ? t(reading.due.key, reading.due.values) : '';
}

/**
 * The item's promised date while its clock runs (decision 053), while it is paused, why, and what was
 * promised at receipt, "Promised within 4 working hours of receipt." (decision 092): the customer reads it on
 * the request (the server's tracking page writes the same lines). Staff also read the item's time left beside
 * it (`TimeLeft`, as on the desk's queues), with at risk and late as badges.
 */
export function PromiseLine({ item, mb }: { item: TItemPromise & { status: TItemStatus }; mb?: string }) {
  const reading = promiseReading(item);
  if (!reading) return null;
  return (
    <Group gap="xs" mb={mb} data-testid="promise">
      <Text size="sm" fw={500}>
        {t(reading.due.key, reading.due.values)}
      </Text>
      {reading.paused && (
        <Text size="sm" c="dimmed" w="100%">
          {t(reading.paused.key)}
        </Text>
      )}
      {reading.within && (
        <Text size="sm" c="dimmed" w="100%" data-testid="promised-within">
          {t(reading.within.key, reading.within.values)}
        </Text>
      )}
    </Group>
  );
}
