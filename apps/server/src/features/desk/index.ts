import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { deskRoutes } from './desk.routes';
import { createDeskService } from './desk.service';

/** The service desk's own reads (staff). */
export function deskFeature(deps: Pick<Deps, 'db' | 'now'>) {
  const desk = createDeskService(deps);
  return { register: (api: FastifyInstance) => api.register(deskRoutes, { desk }) };
}
