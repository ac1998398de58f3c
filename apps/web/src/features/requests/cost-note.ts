import type { TRequestItem } from '@svc/contract';
import type { MessageKey } from '../../i18n';

/**
 * Why a quoted item costs less than its quote, by the server's `cost` (the contract's `itemCost`): still
 * waiting for the customer's answer, or not charged at all (declined, not repairable, cancelled). Null when
 * the item costs its quote or has none.
 */
export function costNote(
  item: Pick<TRequestItem, 'status' | 'charges' | 'cost'>,
  length: 'long' | 'short' = 'long',
): MessageKey | null {
  if (!item.charges || item.cost === item.charges.total) return null;
  if (item.status === 'estimated') return length === 'long' ? 'costAwaiting' : 'costAwaitingShort';
  return length === 'long' ? 'notCharged' : 'notChargedShort';
}
