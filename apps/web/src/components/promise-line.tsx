import { Group, Text } from '@mantine/core';
import { formatDateTime, type TItemPromise, type TItemStatus } from '@svc/contract';
import { t } from '../i18n';

/**
 * The item's promised date while its clock runs (decision 053), and while it is paused, why: the customer
 * reads it on the request (the server's tracking page writes the same line). Staff also read the item's time
 * left beside it (`TimeLeft`, as on the desk's queues), with at risk and late as badges.
 */
export function PromiseLine({ item, mb }: { item: TItemPromise & { status: TItemStatus }; mb?: string }) {
  if (!item.due_at || !item.clock_state) return null;
  const paused = item.clock_state === 'paused';
  return (
    <Group gap="xs" mb={mb} data-testid="promise">
      <Text size="sm" fw={500}>
        {t('promisedBy', { date: formatDateTime(item.due_at) })}
      </Text>
      {paused && (
        <Text size="sm" c="dimmed" w="100%">
          {t(item.status === 'estimated' ? 'promisePausedAnswer' : 'promisePausedParts')}
        </Text>
      )}
    </Group>
  );
}
