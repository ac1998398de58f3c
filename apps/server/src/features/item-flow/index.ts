import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app/deps';
import { itemFlowRoutes } from './item-flow.routes';
import { createItemStatusService, type LinkFor } from './item-status.service';

export { startCounterFold } from './counter-fold';
export { chargesOf } from './item-charges';
export type { ItemStatusService } from './item-status.service';
export { type NewRequestFlowDoc, newRequestFlow, newRequestFlowFromDoc, rebuildAllStates } from './request-state';

/** Moving items and what a move sets off; `linkFor` is the tracking link its mails carry. */
export function itemFlowFeature(deps: Pick<Deps, 'db' | 'settings' | 'now'>, linkFor: LinkFor) {
  const itemStatus = createItemStatusService(deps, linkFor);
  return { itemStatus, register: (api: FastifyInstance) => api.register(itemFlowRoutes, { itemStatus }) };
}
