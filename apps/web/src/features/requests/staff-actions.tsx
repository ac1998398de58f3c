import { Button, Group, Stack, Text } from '@mantine/core';
import { movesFrom, STATUS_FACTS, type TItemStatus, type TRequestItem } from '@svc/contract';
import { useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { t } from '../../i18n';

/** Loaded when first opened (decision 075). */
const ActionModal = lazyPart(() => import('./action-modal').then((m) => m.ActionModal));

/** The moves staff can make on an item from its status, as the flow table lists them (a quote included). */
export function StaffActions(props: {
  item: TRequestItem;
  docket: string;
  label: string;
  reqCode: string;
  intraState: boolean;
}) {
  const { item } = props;
  const [action, setAction] = useState<TItemStatus | null>(null);
  const next = movesFrom(item.status, 'staff').map((m) => m.to);
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
            variant={STATUS_FACTS[status].aside ? 'outline' : 'light'}
            color={status === 'cancelled' ? 'red.9' : undefined}
            onClick={() => setAction(status)}
          >
            {status === 'estimated' && item.status === 'estimated' ? t('requote') : t(`action_${status}`)}
          </Button>
        ))}
      </Group>
      {action && <ActionModal {...props} status={action} onClose={() => setAction(null)} />}
    </Stack>
  );
}
