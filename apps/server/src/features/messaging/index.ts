export { requestDeliveries } from './deliveries';
export { readMessaging } from './messaging-settings';
export { startPhoneWorker } from './phone-outbox.worker';
export { availableChannels, phoneProviders } from './providers';
export { queuePhoneMessage } from './queue-phone';
export { webhooksRoutes } from './webhooks.routes';
