import { Button, Group, Stack, Text } from '@mantine/core';
import { type TItemStatus, TRANSITIONS, type TRequestItem } from '@svc/contract';
import { useState } from 'react';
import { t } from '../../i18n';
import { ActionModal } from './action-modal';

/** The moves staff can make on an item from its status: exactly the next steps of the flow. */
export function StaffActions({ item, docket, label }: { item: TRequestItem; docket: string; label: string }) {
  const [action, setAction] = useState<TItemStatus | null>(null);
  const next = [...TRANSITIONS[item.status]];
  // A quote can be corrected until the customer answers it.
  if (item.status === 'estimated') next.unshift('estimated');
  if (next.length === 0) return null;
  return (
    <Stack gap={6} mt="sm" data-testid={`staff-actions-${item.line_no}`}>
      <Text size="sm" fw={500} id={`staff-actions-label-${item.item_id}`}>
        {t('staffActions')}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={`staff-actions-label-${item.item_id}`}>
        {next.map((status) => (
          <Button
            key={status}
            size="xs"
            variant={status === 'cancelled' || status === 'not_repairable' ? 'outline' : 'light'}
            color={status === 'cancelled' ? 'red.9' : undefined}
            onClick={() => setAction(status)}
          >
            {status === 'estimated' && item.status === 'estimated' ? t('requote') : t(`action_${status}`)}
          </Button>
        ))}
      </Group>
      {action && (
        <ActionModal item={item} docket={docket} label={label} status={action} onClose={() => setAction(null)} />
      )}
    </Stack>
  );
}
