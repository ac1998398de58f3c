import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app/deps';
import { type IncomingWhatsapp, webhooksRoutes } from './webhooks.routes';

export { requestDeliveries } from './deliveries';
export { channelsFor, messagingOf, readMessaging } from './messaging-settings';
export { type NewPhoneRow, phonesFromDoc } from './phone-outbox.repository';
export { startPhoneWorker } from './phone-outbox.worker';
export { availableChannels, phoneProviders } from './providers';
export { phoneMessageRows, queuePhoneMessage } from './queue-phone';

export type { IncomingWhatsapp } from './webhooks.routes';

/**
 * WhatsApp and SMS: the providers' delivery reports come in here, and the customers' WhatsApp messages,
 * handed to `inbound` (the conversations', decision 073).
 */
export function phoneMessagesFeature(
  deps: Pick<Deps, 'db' | 'settings'>,
  inbound?: (m: IncomingWhatsapp) => Promise<void>,
) {
  return { register: (api: FastifyInstance) => api.register(webhooksRoutes, { ...deps, inbound }) };
}
