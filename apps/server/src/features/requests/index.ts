import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { TrackingService } from '../tracking';
import { createPrintService } from './print.service';
import { requestsRoutes } from './requests.routes';
import { createRequestsService, type RequestsNeeds } from './requests.service';

/** Raising, listing, viewing and printing requests. */
// The bench's floor runs the same statements as the app (bench/src/floor-routes.ts): they are read through here.
export { writeNewRequest } from './new-request.repository';
export * as requestQueries from './requests.repository';
export { findRequest } from './requests.repository';
export function requestsFeature(
  deps: Pick<Deps, 'db' | 'cache' | 'settings' | 'now'>,
  needs: RequestsNeeds & { tracking: Pick<TrackingService, 'newLink' | 'linkFor'> },
) {
  const requests = createRequestsService(deps, needs);
  const print = createPrintService(deps, requests, needs.images, needs.tracking);
  return { requests, register: (api: FastifyInstance) => api.register(requestsRoutes, { requests, print }) };
}
