import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { TrackingService } from '../tracking';
import { createPrintService } from './print.service';
import { requestsRoutes } from './requests.routes';
import { createRequestsService, type RequestsNeeds } from './requests.service';

export { findRequest } from './requests.repository';

/** Raising, listing, viewing and printing requests. */
export function requestsFeature(
  deps: Pick<Deps, 'db' | 'cache' | 'settings' | 'now'>,
  needs: RequestsNeeds & { tracking: Pick<TrackingService, 'newLink' | 'linkFor'> },
) {
  const requests = createRequestsService(deps, needs);
  const print = createPrintService(deps, requests, needs.images, needs.tracking);
  return { requests, register: (api: FastifyInstance) => api.register(requestsRoutes, { requests, print }) };
}
