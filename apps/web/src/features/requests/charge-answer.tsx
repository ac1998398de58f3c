import type { TRequestItem } from '@svc/contract';
import { t } from '../../i18n';
import { AnswerButtons } from './answer-buttons';
import { answerCharges } from './api';

/** The customer's answer to one item's quoted charges: Approve or Decline, each confirmed first with the amount. */
export function ChargeAnswer({ item, label }: { item: TRequestItem; label: string }) {
  return (
    <AnswerButtons
      send={(decision) => answerCharges(item, decision)}
      approveLabel={t('approveCharges')}
      declineLabel={t('declineCharges')}
      done={(decision) => t(decision === 'approved' ? 'chargesApproved' : 'chargesDeclined')}
      amount={item.charges?.total ?? 0}
      item={label}
      testId="charge-answer"
      mt="sm"
    />
  );
}
