import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { claimDue, markFailed, markSent } from './outbox.repository';

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  pollMs: number;
  maxAttempts: number;
  /** How long a claimed mail is held before another worker may take it (a worker that died). */
  leaseSeconds?: number;
}

/** Seconds before the next try after `attempts` failures: 10 s, 20 s, 40 s ... at most an hour. */
const retryDelay = (attempts: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends what the outbox holds, one batch at a time. stop() lets the batch in hand finish and be
 * recorded, so a server that is stopped half-way neither loses a mail nor sends one twice.
 */
export function startOutboxWorker(o: OutboxWorkerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function sendBatch(): Promise<number> {
    const batch = await claimDue(o.db, 10, o.leaseSeconds ?? 120);
    for (const mail of batch) {
      try {
        await o.mailer.send({
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body,
          messageId: `<outbox-${mail.id}@service-application>`,
        });
        await markSent(o.db, mail.id);
      } catch (err) {
        const message = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
        const last = mail.attempts >= o.maxAttempts;
        await markFailed(o.db, mail.id, message, last ? null : retryDelay(mail.attempts));
        o.log.warn({ outboxId: mail.id, attempts: mail.attempts, last }, 'mail not sent');
      }
    }
    return batch.length;
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sendBatch()
        .catch((err) => {
          o.log.error({ err }, 'outbox worker failed');
          return 0;
        })
        .then((n) => {
          running = null;
          // A full batch means more may be waiting: go on at once.
          schedule(n >= 10 ? 0 : o.pollMs);
        });
    }, ms);
  }
  schedule(0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
