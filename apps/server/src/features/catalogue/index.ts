import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';

/** The items and brands a request names: read by requests, edited by admin. */
export { cachedActiveMasters, forgetActiveMasters } from './catalogue.repository';
export type { CatalogueService } from './catalogue.service';
export function catalogueFeature(deps: Pick<Deps, 'db' | 'cache'>) {
  const catalogue = createCatalogueService(deps);
  return { catalogue, register: (api: FastifyInstance) => api.register(catalogueRoutes, { catalogue }) };
}
