import { Button, Group, Modal, Text } from '@mantine/core';
import { formatAmount } from '@svc/contract';
import { t } from '../i18n';

export type ChargeDecision = 'approved' | 'declined';

/**
 * The question before a customer answers quoted charges, with the amount: the same from the account and
 * from the tracking link. Nothing is sent until "Yes".
 */
export function ChargeConfirm(props: {
  decision: ChargeDecision | null;
  amount: number;
  item: string;
  /** Several items answered at once: the decline says they all come back. */
  many?: boolean;
  onConfirm: (decision: ChargeDecision) => void;
  onClose: () => void;
}) {
  const { decision } = props;
  const values = { amount: formatAmount(props.amount), item: props.item };
  return (
    <Modal
      opened={decision !== null}
      onClose={props.onClose}
      title={t(decision === 'declined' ? 'confirmDeclineTitle' : 'confirmApproveTitle')}
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      <Text>
        {decision === 'declined'
          ? t(props.many ? 'confirmDeclineMany' : 'confirmDecline', values)
          : t('confirmApprove', values)}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {t('no')}
        </Button>
        <Button
          color={decision === 'declined' ? 'red.9' : 'teal.9'}
          onClick={() => decision && props.onConfirm(decision)}
          data-autofocus
        >
          {t('yes')}
        </Button>
      </Group>
    </Modal>
  );
}
