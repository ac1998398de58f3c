import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ItemStatusService } from './item-status.service';
import type { QuoteService } from './quote.service';

/** Moving items: a status change of one or several, a quote, the withdrawal of a whole request. Services apply ownership. */
export const itemFlowRoutes: FastifyPluginAsync<{ itemStatus: ItemStatusService; quotes: QuoteService }> = async (
  app,
  { itemStatus, quotes },
) => {
  app.endpoint(e.updateItemStatus, ({ caller, body }) => itemStatus.update(caller, body));
  app.endpoint(e.moveItems, ({ caller, body }) => itemStatus.moveMany(caller, body));
  app.endpoint(e.cancelRequest, ({ caller, body }) => itemStatus.cancelRequest(caller, body));
  app.endpoint(e.updateCharges, ({ caller, body }) => quotes.quote(caller, body));
  app.endpoint(e.quoteItems, ({ caller, body }) => quotes.quoteMany(caller, body));
};
