import { routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A rating link's request and the rating given, if any; a bad link answers an error, never retried. */
export const ratingQuery = (key: string) =>
  queryOptions({ queryKey: ['rating', key], queryFn: () => api(routes.ratingView, { k: key }), retry: false });

export const saveRating = (key: string, stars: number, comment: string) =>
  api(routes.ratingSave, { k: key, stars, comment });
