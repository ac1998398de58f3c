import { Group, Text } from '@mantine/core';
import type { TRating } from '@svc/contract';
import { t } from '../../i18n';

/** Five stars, `stars` of them filled; the picture is for the eye, the words for everyone. */
export function StarRow({ stars, size = 'xl' }: { stars: number; size?: string }) {
  return (
    <Text component="span" fz={size} c="yellow.7" aria-hidden lh={1}>
      {'★'.repeat(stars)}
      <Text component="span" c="dimmed" inherit>
        {'☆'.repeat(5 - stars)}
      </Text>
    </Text>
  );
}

/** A rating as given: the stars, in words too, and the comment. */
export function RatingShown({ rating }: { rating: TRating }) {
  return (
    <div data-testid="rating-shown">
      <Group gap="xs" wrap="wrap">
        <StarRow stars={rating.stars} />
        <Text fw={600}>{t('rateYourRating', { stars: rating.stars })}</Text>
      </Group>
      {rating.comment && (
        <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('rateYourComment', { comment: rating.comment })}
        </Text>
      )}
    </div>
  );
}
