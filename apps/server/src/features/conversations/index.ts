import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app/deps';

export { awaitingCount } from './conversations.repository';
export { replyDigestMail, unansweredByBranch } from './reply-digest';

import { conversationsRoutes } from './conversations.routes';
import { type ConversationsNeeds, createConversationsService } from './conversations.service';

/** A conversation on every request, between the customer and the service centre (issue 30, decision 070). */
export function conversationsFeature(deps: Pick<Deps, 'db'>, needs: ConversationsNeeds) {
  const conversations = createConversationsService(deps, needs);
  return {
    conversations,
    register: (api: FastifyInstance) => api.register(conversationsRoutes, { conversations }),
  };
}
