import { Badge } from '@mantine/core';
import type { TPaymentState } from '@svc/contract';
import { t } from '../../i18n';

const COLOR: Record<TPaymentState, string> = {
  due: 'red.9',
  part_paid: 'orange.9',
  paid: 'teal.9',
  credited: 'gray.7',
};

export function PaymentStateBadge({ state }: { state: TPaymentState }) {
  return (
    <Badge color={COLOR[state]} variant="filled" autoContrast data-testid="payment-state">
      {t(`payment_${state}`)}
    </Badge>
  );
}
