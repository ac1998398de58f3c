import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { itemFlowRoutes } from './item-flow.routes';
import { createItemStatusService, type LinkFor, type TurnaroundFor } from './item-status.service';
import type { MoveEffect, MoveEffects } from './move-effects';
import { createQuoteService } from './quote.service';
import { settleRequestState } from './request-state';

export { backfillAtRisk } from './at-risk-backfill';
export { startCounterFold } from './counter-fold';
export { chargesOf } from './item-charges';
export type { ItemStatusService, LinkFor } from './item-status.service';
export type { MoveEffects } from './move-effects';
export { promiseAfterMove } from './promise-move';
export {
  type NewRequestFlowDoc,
  newRequestFlow,
  newRequestFlowFromDoc,
  rebuildAllStates,
  settleRequestState,
} from './request-state';

/** The request's derived state, settled after its items moved: the item flow's own effect of a move. */
const requestStateEffect: MoveEffect = {
  async once(done) {
    done.settled = await settleRequestState(done.tx, done.request.requestId);
  },
};

/**
 * Moving items and what a move sets off: `linkFor` is the tracking link its mails carry, `turnaroundFor` the
 * turnaround (working hours or days) an item is promised at receipt, `effects` the other features' handlers
 * of the effects the flow table names (decision 103).
 */
export function itemFlowFeature(
  deps: Pick<Deps, 'db' | 'settings' | 'now' | 'tracking' | 'cache'>,
  linkFor: LinkFor,
  turnaroundFor: TurnaroundFor,
  effects: Omit<MoveEffects, 'request_state'>,
) {
  const itemStatus = createItemStatusService(deps, turnaroundFor, { ...effects, request_state: requestStateEffect });
  const quotes = createQuoteService(deps, linkFor);
  return { itemStatus, register: (api: FastifyInstance) => api.register(itemFlowRoutes, { itemStatus, quotes }) };
}
