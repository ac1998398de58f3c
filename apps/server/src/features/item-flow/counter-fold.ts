import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startPollingWorker } from '../../lib/polling-worker';
import { foldCounters } from './request-state.repository';

/**
 * Folds the counters' pending changes into their totals every `everyMs` (decision 027), so the views
 * that read them sum a few hundred rows however many writes came before. Each instance runs one; two at
 * once stay exact.
 */
export function startCounterFold(o: { db: Db; log: FastifyBaseLogger; everyMs: number }) {
  return startPollingWorker({
    name: 'counter fold',
    log: o.log,
    pollMs: o.everyMs,
    batchSize: Number.POSITIVE_INFINITY,
    runBatch: () => foldCounters(o.db),
  });
}
