import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TRequestItem } from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChargeDecision } from '../../components/charge-confirm';
import { lazyPart } from '../../components/lazy-part';
import { t } from '../../i18n';
import { answerCharges, requestKeys } from './api';

/** The confirmation's dialog loads when first asked for (decision 075: the request screen's budget). */
const ChargeConfirm = lazyPart(() => import('../../components/charge-confirm').then((m) => m.ChargeConfirm));

/** The customer's answer to quoted charges: Approve or Decline, each confirmed first with the amount. */
export function ChargeAnswer({ item, label }: { item: TRequestItem; label: string }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ChargeDecision | null>(null);
  const answer = useMutation({
    mutationFn: (status: ChargeDecision) => answerCharges(item, status),
    onSuccess: (_r, status) => {
      notifications.show({ color: 'green', message: t(status === 'approved' ? 'chargesApproved' : 'chargesDeclined') });
    },
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
  return (
    <Group gap="sm" mt="sm" data-testid="charge-answer">
      <Button
        color="teal.9"
        loading={answer.isPending && answer.variables === 'approved'}
        disabled={answer.isPending}
        onClick={() => setAsking('approved')}
      >
        {t('approveCharges')}
      </Button>
      <Button
        variant="outline"
        color="red.9"
        loading={answer.isPending && answer.variables === 'declined'}
        disabled={answer.isPending}
        onClick={() => setAsking('declined')}
      >
        {t('declineCharges')}
      </Button>
      {asking && (
        <ChargeConfirm
          decision={asking}
          amount={item.charges?.total ?? 0}
          item={label}
          onClose={() => setAsking(null)}
          onConfirm={(decision) => {
            setAsking(null);
            answer.mutate(decision);
          }}
        />
      )}
    </Group>
  );
}
