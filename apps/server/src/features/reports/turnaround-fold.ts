import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startPollingWorker } from '../../lib/polling-worker';
import { foldTurnaround } from './turnaround-counters.repository';

/**
 * Folds the turnaround report's pending changes into its totals every `everyMs` (decision 061, the
 * counters' pattern of decision 027); each instance runs one, two at once stay exact.
 */
export function startTurnaroundFold(o: { db: Db; log: FastifyBaseLogger; everyMs: number }) {
  return startPollingWorker({
    name: 'turnaround fold',
    log: o.log,
    pollMs: o.everyMs,
    batchSize: Number.POSITIVE_INFINITY,
    runBatch: () => foldTurnaround(o.db),
  });
}
