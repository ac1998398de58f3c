import { indiaToday } from '@svc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startPollingWorker } from '../../lib/polling-worker';
import { queueMorningDigest } from './morning-digest';

/**
 * Each instance looks every `everyMs` whether today's digest is due and queues it once the day has opened
 * (decision 060). It remembers the India day it has dealt with, so it reads the items once a day; another
 * instance doing the same queues nothing more (the outbox's keys), and an instance that restarts mid-day
 * looks once again, to the same effect.
 */
export function startMorningDigest(o: {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
  now: () => Date;
  everyMs: number;
}) {
  let dealtWith: string | null = null;
  return startPollingWorker({
    name: 'morning digest',
    log: o.log,
    pollMs: o.everyMs,
    batchSize: 1,
    runBatch: async () => {
      const now = o.now();
      if (indiaToday(now) === dealtWith) return 0;
      const run = await queueMorningDigest({ db: o.db, publicUrl: o.publicUrl, now });
      if (run.outcome === 'early') return 0;
      dealtWith = run.date;
      if (run.outcome === 'closed') o.log.info({ day: run.date }, 'no morning digest: the calendar has the day closed');
      else o.log.info({ day: run.date, queued: run.queued }, 'morning digest queued');
      return 0;
    },
  });
}
