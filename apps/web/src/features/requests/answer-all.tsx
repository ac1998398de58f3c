import { Text } from '@mantine/core';
import { customerMay, formatAmount, lineRanges, type TRequestItem } from '@svc/contract';
import { t } from '../../i18n';
import { AnswerButtons } from './answer-buttons';
import { moveItems } from './api';

/**
 * A box of quoted items answered at once (issue 42): the customer approves, or declines, every quote waiting
 * for an answer in one step, confirmed first with their total, all or none, one mail. Shown from two quotes
 * up; one quote is answered on its item.
 */
export function AnswerAll({ reqCode, items }: { reqCode: string; items: TRequestItem[] }) {
  const waiting = items.filter((i) => customerMay(i.status, 'approved') && i.charges);
  if (waiting.length < 2) return null;
  const total = waiting.reduce((sum, i) => sum + (i.charges?.total ?? 0), 0);
  const count = String(waiting.length);
  return (
    <AnswerButtons
      send={(status) =>
        moveItems({
          req_code: reqCode,
          items: waiting.map((i) => ({ item_id: i.item_id, version: i.version })),
          status,
        })
      }
      approveLabel={t('approveAllQuotes', { count })}
      declineLabel={t('declineAllQuotes', { count })}
      done={(decision) => t(decision === 'approved' ? 'chargesApproved' : 'chargesDeclinedMany')}
      amount={total}
      item={t('itemLines', { lines: lineRanges(waiting.map((i) => i.line_no)) })}
      many
      testId="answer-all"
    >
      <Text size="sm" c="dimmed">
        {t('quotedAwaitingApproval')}: ₹{formatAmount(total)}
      </Text>
    </AnswerButtons>
  );
}
