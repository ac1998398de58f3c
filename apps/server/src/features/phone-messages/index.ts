import type { Deps } from '../../deps';
import type { WebhookInbox } from '../webhooks';
import { handleDeliveryReports } from './delivery-reports';

export { requestDeliveries } from './deliveries';
export { channelsFor, messagingOf, readMessaging } from './messaging-settings';
export { type NewPhoneRow, phonesFromDoc } from './phone-outbox.repository';
export { startPhoneWorker } from './phone-outbox.worker';
export { availableChannels, phoneProviders } from './providers';
export { gatherPhoneMessage, phoneMessageRows, queuePhoneMessage } from './queue-phone';

/**
 * WhatsApp and SMS: the outbox's messages go out through the worker; the providers' delivery reports come in
 * through the webhook inbox, whose handler this registers (decision 098).
 */
export function phoneMessagesFeature(deps: Pick<Deps, 'db'>, inbox: Pick<WebhookInbox, 'handle'>) {
  handleDeliveryReports(deps.db, inbox);
}
