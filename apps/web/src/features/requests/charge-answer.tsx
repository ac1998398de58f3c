import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { TRequestItem } from '@svc/contract';
import { formatAmount, routes } from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { requestKeys } from './api';

/** The customer's answer to quoted charges: Approve or Decline, each confirmed first. */
export function ChargeAnswer({ item, label }: { item: TRequestItem; label: string }) {
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (status: 'approved' | 'declined') =>
      api(routes.updateItemStatus, { item_id: item.item_id, version: item.version, status }),
    onSuccess: (_r, status) => {
      notifications.show({ color: 'green', message: t(status === 'approved' ? 'chargesApproved' : 'chargesDeclined') });
    },
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
  const confirm = (status: 'approved' | 'declined') =>
    modals.openConfirmModal({
      title: t(status === 'approved' ? 'confirmApproveTitle' : 'confirmDeclineTitle'),
      children: (
        <Text>
          {status === 'approved'
            ? t('confirmApprove', { amount: formatAmount(item.charges?.total ?? 0), item: label })
            : t('confirmDecline', { item: label })}
        </Text>
      ),
      labels: { confirm: t('yes'), cancel: t('no') },
      confirmProps: { color: status === 'approved' ? 'teal.9' : 'red.9' },
      onConfirm: () => answer.mutate(status),
    });
  return (
    <Group gap="sm" mt="sm" data-testid="charge-answer">
      <Button
        color="teal.9"
        loading={answer.isPending && answer.variables === 'approved'}
        onClick={() => confirm('approved')}
      >
        {t('approveCharges')}
      </Button>
      <Button
        variant="outline"
        color="red.9"
        loading={answer.isPending && answer.variables === 'declined'}
        onClick={() => confirm('declined')}
      >
        {t('declineCharges')}
      </Button>
    </Group>
  );
}
