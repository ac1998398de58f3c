import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ChargeDecision } from '../../components/charge-confirm';
import { lazyPart } from '../../components/lazy-part';
import { requestKeys } from './api';

/** The confirmation's dialog loads when first asked for (decision 075: the request screen's budget). */
const ChargeConfirm = lazyPart(() => import('../../components/charge-confirm').then((m) => m.ChargeConfirm));

/**
 * Approve and Decline of quoted charges, each confirmed first with the amount, then sent (`send`); the
 * request is read again whatever came of it. One item's answer (`ChargeAnswer`) and a box's (`AnswerAll`).
 */
export function AnswerButtons(p: {
  send: (decision: ChargeDecision) => Promise<unknown>;
  approveLabel: string;
  declineLabel: string;
  /** What the customer is told once it went through. */
  done: (decision: ChargeDecision) => string;
  amount: number;
  /** What the confirmation names: the item, or the items' lines. */
  item: string;
  many?: boolean;
  testId: string;
  mt?: string;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ChargeDecision | null>(null);
  const answer = useMutation({
    mutationFn: p.send,
    onSuccess: (_r, decision) => notifications.show({ color: 'green', message: p.done(decision) }),
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
  const button = (decision: ChargeDecision, label: string) => (
    <Button
      {...(decision === 'approved' ? { color: 'teal.9' } : { variant: 'outline', color: 'red.9' })}
      loading={answer.isPending && answer.variables === decision}
      disabled={answer.isPending}
      onClick={() => setAsking(decision)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="sm" mt={p.mt} data-testid={p.testId}>
      {button('approved', p.approveLabel)}
      {button('declined', p.declineLabel)}
      {p.children}
      {asking && (
        <ChargeConfirm
          decision={asking}
          amount={p.amount}
          many={p.many}
          item={p.item}
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
