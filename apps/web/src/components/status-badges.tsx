import { Badge } from '@mantine/core';
import { formatDay, STATUS_FACTS, type TItemStatus, type TRequestGroup } from '@svc/contract';
import { t } from '../i18n';

// Filled shades chosen for at least 4.5:1 with their (auto-contrasted) text: the status registry's `badge`.

/**
 * A status is what the customer came to see: its badge wraps onto a second line rather than cut the
 * label short (Mantine's badge keeps one line with an ellipsis), in every language.
 */
/** A badge's label wraps instead of ending in "…" (long Tamil words on a phone). */
export const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3, textAlign: 'center' },
} as const;
const GROUP_COLOR: Record<TRequestGroup, string> = { pending: 'yellow.5', in_progress: 'blue.8', completed: 'teal.9' };

export function GroupBadge({ group }: { group: TRequestGroup }) {
  return (
    <Badge color={GROUP_COLOR[group]} variant="filled" autoContrast styles={WRAPPING_BADGE} data-status-badge>
      {t(`group_${group}`)}
    </Badge>
  );
}

/**
 * A status's explanation in the active language, with the day parts are expected by where it has one
 * ("Waiting for parts", decision 051): the timelines and the item card say it so (the server's tracking page, too).
 */
export const explainStatus = (status: TItemStatus, partsExpectedOn?: string | null) =>
  t(`explain_${status}`, { date: formatDay(partsExpectedOn) });

/** `keepWhole`: beside other content the badge keeps its width; the row wraps it onto a line of its own. */
export function StatusBadge({ status, keepWhole }: { status: TItemStatus; keepWhole?: boolean }) {
  return (
    <Badge
      color={STATUS_FACTS[status].badge ?? 'blue.8'}
      variant="filled"
      autoContrast
      styles={WRAPPING_BADGE}
      style={keepWhole ? { flexShrink: 0 } : undefined}
      data-status-badge
    >
      {t(`status_${status}`)}
    </Badge>
  );
}
