import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

export { awaitingCountSql } from './conversations.repository';
export { replyDigestMail, unansweredByBranch } from './reply-digest';

import type { ImagesService } from '../images';
import { phoneProviders } from '../phone-messages';
import type { WebhookInbox } from '../webhooks';
import { conversationsRoutes } from './conversations.routes';
import { type ConversationsNeeds, createConversationsService } from './conversations.service';
import { createWhatsappInbound } from './whatsapp-inbound';

/**
 * A conversation on every request, between the customer and the service centre (issue 30, decision 070),
 * and what a customer's WhatsApp message does (decision 073): the webhook inbox hands each message of Meta's
 * deliveries to it, in the order they came (decision 098).
 */
// The bench's floor runs the same statements as the app (bench/src/floor-routes.ts): they are read through here.
export * as conversationQueries from './conversations.repository';
export function conversationsFeature(
  deps: Pick<Deps, 'db' | 'log' | 'settings'>,
  needs: ConversationsNeeds & { images: Pick<ImagesService, 'keep'>; webhooks: Pick<WebhookInbox, 'handle'> },
) {
  const conversations = createConversationsService(deps, needs);
  const whatsapp = phoneProviders(deps.settings).whatsapp;
  const inbound = createWhatsappInbound(deps, {
    images: needs.images,
    tracking: needs.tracking,
    fetchMedia: whatsapp?.fetchMedia ?? null,
  });
  needs.webhooks.handle('whatsapp', async ({ messages }) => {
    for (const m of messages) await inbound.receive(m);
  });
  return {
    conversations,
    register: (api: FastifyInstance) => api.register(conversationsRoutes, { conversations }),
  };
}
