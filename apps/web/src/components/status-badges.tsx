import { Badge } from '@mantine/core';
import { GROUP_LABEL, STATUS_TEXT, type TItemStatus, type TRequestGroup } from '@svc/contract';

// Filled shades chosen for at least 4.5:1 with their (auto-contrasted) text.
const GROUP_COLOR: Record<TRequestGroup, string> = { pending: 'yellow.5', in_progress: 'blue.8', completed: 'teal.9' };

export function GroupBadge({ group }: { group: TRequestGroup }) {
  return (
    <Badge color={GROUP_COLOR[group]} variant="filled" autoContrast>
      {GROUP_LABEL[group]}
    </Badge>
  );
}

const STATUS_COLOR: Partial<Record<TItemStatus, string>> = {
  pending: 'yellow.5',
  estimated: 'grape.8',
  declined: 'red.9',
  not_repairable: 'red.9',
  cancelled: 'gray.7',
  delivered: 'teal.9',
  repaired: 'cyan.9',
};

export function StatusBadge({ status }: { status: TItemStatus }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'blue.8'} variant="filled" autoContrast>
      {STATUS_TEXT[status].label}
    </Badge>
  );
}
