import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { customerMay, formatAmount, lineRanges, type TRequestItem } from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChargeDecision } from '../../components/charge-confirm';
import { lazyPart } from '../../components/lazy-part';
import { t } from '../../i18n';
import { moveItems, requestKeys } from './api';

/** The confirmation's dialog loads when first asked for (decision 075: the request screen's budget). */
const ChargeConfirm = lazyPart(() => import('../../components/charge-confirm').then((m) => m.ChargeConfirm));

/**
 * A box of quoted items answered at once (issue 42): the customer approves, or declines, every quote waiting
 * for an answer in one step, confirmed first with their total, all or none, one mail. Shown from two quotes
 * up; one quote is answered on its item.
 */
export function AnswerAll({ reqCode, items }: { reqCode: string; items: TRequestItem[] }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ChargeDecision | null>(null);
  const waiting = items.filter((i) => customerMay(i.status, 'approved') && i.charges);
  const total = waiting.reduce((sum, i) => sum + (i.charges?.total ?? 0), 0);
  const answer = useMutation({
    mutationFn: (status: ChargeDecision) =>
      moveItems({
        req_code: reqCode,
        items: waiting.map((i) => ({ item_id: i.item_id, version: i.version })),
        status,
      }),
    onSuccess: (_r, status) =>
      notifications.show({
        color: 'green',
        message: t(status === 'approved' ? 'chargesApproved' : 'chargesDeclinedMany'),
      }),
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
  if (waiting.length < 2) return null;
  const count = String(waiting.length);
  return (
    <Group gap="sm" data-testid="answer-all">
      <Button
        color="teal.9"
        loading={answer.isPending && answer.variables === 'approved'}
        disabled={answer.isPending}
        onClick={() => setAsking('approved')}
      >
        {t('approveAllQuotes', { count })}
      </Button>
      <Button
        variant="outline"
        color="red.9"
        loading={answer.isPending && answer.variables === 'declined'}
        disabled={answer.isPending}
        onClick={() => setAsking('declined')}
      >
        {t('declineAllQuotes', { count })}
      </Button>
      <Text size="sm" c="dimmed">
        ₹{formatAmount(total)}
      </Text>
      {asking && (
        <ChargeConfirm
          decision={asking}
          amount={total}
          many
          item={t('itemLines', { lines: lineRanges(waiting.map((i) => i.line_no)) })}
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
