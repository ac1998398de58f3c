import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app/deps';
import { itemFlowRoutes } from './item-flow.routes';
import { createItemStatusService, type LinkFor, type TurnaroundFor } from './item-status.service';
import { createQuoteService } from './quote.service';

export { backfillAtRisk } from './at-risk-backfill';
export { startCounterFold } from './counter-fold';
export { chargesOf } from './item-charges';
export type { ItemStatusService } from './item-status.service';
export { promiseAfterMove } from './promise-move';
export {
  type NewRequestFlowDoc,
  newRequestFlow,
  newRequestFlowFromDoc,
  rebuildAllStates,
  settleRequestState,
} from './request-state';

/**
 * Moving items and what a move sets off; `linkFor` is the tracking link its mails carry, `turnaroundFor` the
 * turnaround (working hours or days) an item is promised at receipt.
 */
export function itemFlowFeature(
  deps: Pick<Deps, 'db' | 'settings' | 'now' | 'tracking' | 'cache'>,
  linkFor: LinkFor,
  turnaroundFor: TurnaroundFor,
) {
  const itemStatus = createItemStatusService(deps, linkFor, turnaroundFor);
  const quotes = createQuoteService(deps, linkFor);
  return { itemStatus, register: (api: FastifyInstance) => api.register(itemFlowRoutes, { itemStatus, quotes }) };
}
