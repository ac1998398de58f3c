import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { createWebhookInbox, type DeliveryOutcome, type WebhookProviderName } from './webhook-inbox';
import { webhooksRoutes } from './webhooks.routes';

// The bench's floor keeps a delivery with the same statement as the inbox (bench/src/floor-routes.ts).
export { storeDelivery } from './deliveries.repository';
export type { Msg91Report } from './providers/msg91';
export { digestOf } from './providers/provider';
export type { IncomingWhatsapp, WhatsappStatus } from './providers/whatsapp';
export { startWebhookWorker } from './webhook.worker';
export type { DeliveryOutcome, WebhookInbox, WebhookProviderName } from './webhook-inbox';

/**
 * One inbox for every provider callback (decision 098): the routes (rows of the endpoint table) check each
 * provider's proof and keep the delivery once; the features that act on a provider's events register their
 * handlers through `inbox.handle` (phone-messages: the delivery reports; conversations: the customers'
 * WhatsApp messages), and `startWebhookWorker` hands them the deliveries.
 */
export function webhooksFeature(
  deps: Pick<Deps, 'db' | 'log' | 'settings'>,
  count: (provider: WebhookProviderName, outcome: DeliveryOutcome) => void = () => {},
) {
  const inbox = createWebhookInbox({
    db: deps.db,
    log: deps.log,
    maxAttempts: deps.settings.WEBHOOK_MAX_ATTEMPTS,
    count,
  });
  return {
    inbox,
    register: (api: FastifyInstance) => api.register(webhooksRoutes, { settings: deps.settings, inbox }),
  };
}
