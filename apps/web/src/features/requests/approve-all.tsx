import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { customerMay, formatAmount, type TRequestItem } from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { t } from '../../i18n';
import { moveItems, requestKeys } from './api';

/** The confirmation's dialog loads when first asked for (decision 075: the request screen's budget). */
const ChargeConfirm = lazyPart(() => import('../../components/charge-confirm').then((m) => m.ChargeConfirm));

/**
 * A box of quoted items answered at once (issue 42): the customer approves every quote waiting for an
 * answer in one step, confirmed first with their total, all or none, one mail. Shown from two quotes up;
 * one quote is answered on its item.
 */
export function ApproveAll({ reqCode, items }: { reqCode: string; items: TRequestItem[] }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const waiting = items.filter((i) => customerMay(i.status, 'approved') && i.charges);
  const total = waiting.reduce((sum, i) => sum + (i.charges?.total ?? 0), 0);
  const approve = useMutation({
    mutationFn: () =>
      moveItems({
        req_code: reqCode,
        items: waiting.map((i) => ({ item_id: i.item_id, version: i.version })),
        status: 'approved',
      }),
    onSuccess: () => notifications.show({ color: 'green', message: t('chargesApproved') }),
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
  if (waiting.length < 2) return null;
  return (
    <Group gap="sm" data-testid="approve-all">
      <Button color="teal.9" loading={approve.isPending} onClick={() => setAsking(true)}>
        {t('approveAllQuotes', { count: String(waiting.length) })}
      </Button>
      <Text size="sm" c="dimmed">
        ₹{formatAmount(total)}
      </Text>
      {asking && (
        <ChargeConfirm
          decision="approved"
          amount={total}
          item={t('itemLines', { lines: waiting.map((i) => i.line_no).join(', ') })}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            approve.mutate();
          }}
        />
      )}
    </Group>
  );
}
