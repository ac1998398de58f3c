import type { FastifyBaseLogger } from 'fastify';
import { startPollingWorker } from '../../lib/polling-worker';
import type { PickupService } from './pickup.service';

const BATCH = 10;

/** Tries the bookings due again (a carrier that answered 429 or 5xx, or did not answer), every `pollMs`. */
export function startBookingWorker(o: {
  pickups: Pick<PickupService, 'attemptDue'>;
  log: FastifyBaseLogger;
  pollMs: number;
}) {
  return startPollingWorker({
    name: 'courier bookings',
    log: o.log,
    pollMs: o.pollMs,
    batchSize: BATCH,
    runBatch: () => o.pickups.attemptDue(BATCH),
  });
}
