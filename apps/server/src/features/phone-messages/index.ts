import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app/deps';
import { webhooksRoutes } from './webhooks.routes';

export { requestDeliveries } from './deliveries';
export { messagingOf, readMessaging } from './messaging-settings';
export { type NewPhoneRow, phonesFromDoc } from './phone-outbox.repository';
export { startPhoneWorker } from './phone-outbox.worker';
export { availableChannels, phoneProviders } from './providers';
export { phoneMessageRows, queuePhoneMessage } from './queue-phone';

/** WhatsApp and SMS: the providers' delivery reports come in here. */
export function phoneMessagesFeature(deps: Pick<Deps, 'db' | 'settings'>) {
  return { register: (api: FastifyInstance) => api.register(webhooksRoutes, deps) };
}
