import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { warrantyRoutes } from './warranty.routes';
import { createWarrantyService } from './warranty.service';

export { serialKeyOf } from './sales-file';
export { takeLookup, warrantiesOf } from './warranty.repository';

/** Warranty known at intake (issue 29): the company's sales records and what they say of a serial number. */
export function warrantyFeature(deps: Pick<Deps, 'db' | 'now' | 'settings'>) {
  const warranty = createWarrantyService(deps);
  return { warranty, register: (api: FastifyInstance) => api.register(warrantyRoutes, { warranty }) };
}
