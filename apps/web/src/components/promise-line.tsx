import { Badge, Group, Text } from '@mantine/core';
import { formatDateTime, type TItemPromise, type TItemStatus } from '@svc/contract';
import { t } from '../i18n';

/**
 * The item's promised date while its clock runs (decision 053), and while it is paused, why: the customer
 * reads it on the request (the server's tracking page writes the same line). Staff (`flags`) also see at risk and late as badges.
 */
export function PromiseLine({
  item,
  flags,
  mb,
}: {
  item: TItemPromise & { status: TItemStatus };
  flags?: boolean;
  mb?: string;
}) {
  if (!item.due_at || !item.clock_state) return null;
  const paused = item.clock_state === 'paused';
  const flag = flags && (item.clock_state === 'at_risk' || item.clock_state === 'late') ? item.clock_state : null;
  return (
    <Group gap="xs" mb={mb} data-testid="promise">
      <Text size="sm" fw={500}>
        {t('promisedBy', { date: formatDateTime(item.due_at) })}
      </Text>
      {flag && (
        <Badge color={flag === 'late' ? 'red.9' : 'yellow.5'} variant="filled" autoContrast data-testid="clock-flag">
          {t(`clock_${flag}`)}
        </Badge>
      )}
      {paused && (
        <Text size="sm" c="dimmed" w="100%">
          {t(item.status === 'estimated' ? 'promisePausedAnswer' : 'promisePausedParts')}
        </Text>
      )}
    </Group>
  );
}
