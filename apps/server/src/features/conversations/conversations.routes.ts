import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ConversationsService } from './conversations.service';

/** A request's conversation: read by its customer or staff, written by either. */
export const conversationsRoutes: FastifyPluginAsync<{ conversations: ConversationsService }> = async (
  app,
  { conversations },
) => {
  app.endpoint(e.threadView, ({ caller, body }) => conversations.view(caller, body.req_code, body.before));
  app.endpoint(e.postMessage, ({ caller, body }) => conversations.post(caller, body));
  app.endpoint(e.awaitingReplies, ({ caller, body }) => conversations.awaiting(caller, body));
  app.endpoint(e.cannedReplies, ({ caller, body }) => conversations.canned(caller, body.all));
  app.endpoint(e.saveCannedReply, ({ body }) => conversations.saveCanned(body));
};
