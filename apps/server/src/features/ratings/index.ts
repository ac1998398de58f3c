import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { ratingsRoutes } from './ratings.routes';
import { createRatingsService } from './ratings.service';

// The one writer of a rating is `saveRating(tx, rating, publicUrl)` in ./save-rating (decision 058).
export { ratingMoveEffect } from './move-effect';
export { ratingColumns } from './ratings.repository';
export { ratingReply } from './ratings.service';

/** The customer's rating of a request after delivery (issue 28, decision 058). */
export function ratingsFeature(deps: Pick<Deps, 'db' | 'tracking' | 'settings' | 'now' | 'cache'>) {
  const ratings = createRatingsService(deps);
  return { ratings, register: (api: FastifyInstance) => api.register(ratingsRoutes, { ratings }) };
}
