import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { deskRoutes } from './desk.routes';
import { createDeskService } from './desk.service';

/** The service desk's own reads (staff). */
// The bench's floor runs the same statements as the app (bench/src/floor-routes.ts): they are read through here.
export * as deskQueries from './desk.repository';
export function deskFeature(deps: Pick<Deps, 'db' | 'now' | 'settings'>) {
  const desk = createDeskService(deps);
  return { register: (api: FastifyInstance) => api.register(deskRoutes, { desk }) };
}
