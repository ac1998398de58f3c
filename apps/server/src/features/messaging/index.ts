export { requestDeliveries } from './deliveries';
export { messagingOf, readMessaging } from './messaging-settings';
export { type NewPhoneRow, phonesFromDoc } from './phone-outbox.repository';
export { startPhoneWorker } from './phone-outbox.worker';
export { availableChannels, phoneProviders } from './providers';
export { phoneMessageRows, queuePhoneMessage } from './queue-phone';
export { webhooksRoutes } from './webhooks.routes';
