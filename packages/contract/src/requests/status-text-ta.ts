import type { TRequestGroup } from './statuses';

/** The request groups in Tamil, beside GROUP_LABEL (the statuses' own words are in status-registry/). */
export const GROUP_LABEL_TA: Record<TRequestGroup, string> = {
  pending: 'நிலுவை',
  in_progress: 'நடப்பில்',
  completed: 'முடிந்தவை',
};
