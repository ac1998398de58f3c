import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { retryDelay, startPollingWorker } from '../../lib/polling-worker';
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
  /** The PDF of an invoice or credit note by its number, made when its mail is sent. */
  invoicePdf?: (number: string) => Promise<{ filename: string; content: Buffer } | null>;
}

const BATCH = 10;

/** Sends what the mail outbox holds; failures are tried again later, the last one is kept as failed. */
export function startOutboxWorker(o: OutboxWorkerOptions) {
  async function sendBatch(): Promise<number> {
    const batch = await claimDue(o.db, BATCH, o.leaseSeconds ?? 120);
    for (const mail of batch) {
      try {
        const pdf = mail.attach_invoice && o.invoicePdf ? await o.invoicePdf(mail.attach_invoice) : null;
        await o.mailer.send({
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body,
          messageId: `<outbox-${mail.id}@service-application>`,
          ...(pdf ? { attachments: [{ ...pdf, contentType: 'application/pdf' }] } : {}),
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
  return startPollingWorker({
    name: 'mail outbox',
    log: o.log,
    pollMs: o.pollMs,
    batchSize: BATCH,
    runBatch: sendBatch,
  });
}
