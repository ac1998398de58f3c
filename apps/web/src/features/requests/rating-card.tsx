import { Card, Title } from '@mantine/core';
import type { TRating } from '@svc/contract';
import { t } from '../../i18n';
import { RatingShown } from '../ratings';

/** The customer's rating of the request after delivery (decision 058), for the customer and the staff. */
export function RatingCard({ rating }: { rating: TRating }) {
  return (
    <Card withBorder radius="lg" p="lg" data-testid="rating-card">
      <Title order={2} fz="h4" mb="xs">
        {t('ratingCardTitle')}
      </Title>
      <RatingShown rating={rating} />
    </Card>
  );
}
