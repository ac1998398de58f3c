import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { RatingsService } from './ratings.service';

/** The rating link's page: opened and used by anyone holding the signed link, without signing in. */
export const ratingsRoutes: FastifyPluginAsync<{ ratings: RatingsService }> = async (app, { ratings }) => {
  app.endpoint(e.ratingView, ({ body }) => ratings.view(body.k));
  app.endpoint(e.ratingSave, ({ body }) => ratings.save(body.k, body.stars, body.comment));
};
