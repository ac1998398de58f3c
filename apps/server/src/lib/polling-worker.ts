import type { FastifyBaseLogger } from 'fastify';

export interface PollingWorkerOptions {
  name: string;
  log: FastifyBaseLogger;
  pollMs: number;
  /** Sends one batch and answers how many it took; a full batch means more may wait. */
  runBatch: () => Promise<number>;
  batchSize: number;
}

/** Seconds before the next try after `attempts` failures: 10 s, 20 s, 40 s ... at most an hour. */
export const retryDelay = (attempts: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));

/**
 * Runs an outbox: one batch at a time, at once again after a full batch, else after `pollMs`. stop() lets
 * the batch in hand finish and be recorded, so a server that is stopped half-way neither loses a message
 * nor sends one twice. wake() runs the next batch at once (after the one in hand), for work this instance
 * has just stored.
 */
export function startPollingWorker(o: PollingWorkerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let woken = false;

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      woken = false;
      running = o
        .runBatch()
        .catch((err) => {
          o.log.error({ err }, `${o.name} worker failed`);
          return 0;
        })
        .then((n) => {
          running = null;
          schedule(n >= o.batchSize || woken ? 0 : o.pollMs);
        });
    }, ms);
  }
  schedule(0);

  return {
    wake() {
      if (stopped) return;
      if (running) {
        woken = true;
        return;
      }
      if (timer) clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
