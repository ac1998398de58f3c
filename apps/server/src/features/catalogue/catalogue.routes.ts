import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogueService } from './catalogue.service';

/** The item and brand lists of the request form (admin edits them through its own calls). */
export const catalogueRoutes: FastifyPluginAsync<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  app.endpoint(e.masterList, () => catalogue.masterLists());
};
