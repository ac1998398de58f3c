import type { FastifyBaseLogger } from 'fastify';
import { startPollingWorker } from '../../lib/polling-worker';
import type { WebhookInbox } from './webhook-inbox';

/**
 * Processes the inbox's deliveries: every `pollMs`, and at once when this instance has just kept one (another
 * instance's are found by the poll). stop() lets the delivery in hand finish and be recorded.
 */
export function startWebhookWorker(o: { inbox: WebhookInbox; log: FastifyBaseLogger; pollMs: number }) {
  const worker = startPollingWorker({
    name: 'webhook inbox',
    log: o.log,
    pollMs: o.pollMs,
    batchSize: o.inbox.batchSize,
    runBatch: o.inbox.processDue,
  });
  const quiet = o.inbox.onStored(worker.wake);
  return {
    async stop() {
      quiet();
      await worker.stop();
    },
  };
}
