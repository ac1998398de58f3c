import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config/settings';
import type { Db } from '../db/client';
import { type ImageStore, startOrphanSweep } from '../features/images';
import { startCounterFold } from '../features/item-flow';
import { startOutboxWorker } from '../features/mail-outbox';
import { phoneProviders, startPhoneWorker } from '../features/phone-messages';
import type { Mailer } from '../mail/mailer';

/**
 * The background workers of this instance: the mail and phone outboxes, the sweep of orphan photos and
 * the counter fold. Each is stopped by `stop`, before the database closes, so the messages in hand are
 * sent and recorded.
 */
export function startWorkers(
  app: FastifyInstance,
  o: {
    db: Db;
    settings: Settings;
    mailer: Mailer;
    store: ImageStore;
    invoicePdf: Parameters<typeof startOutboxWorker>[0]['invoicePdf'];
  },
) {
  const { db, settings, log } = { ...o, log: app.log };
  const workers = [
    startOutboxWorker({
      db,
      mailer: o.mailer,
      log,
      pollMs: settings.OUTBOX_POLL_MS,
      maxAttempts: settings.MAIL_MAX_ATTEMPTS,
      invoicePdf: o.invoicePdf,
    }),
    startPhoneWorker({
      db,
      log,
      pollMs: settings.OUTBOX_POLL_MS,
      maxAttempts: settings.PHONE_MAX_ATTEMPTS,
      providers: phoneProviders(settings),
    }),
    startOrphanSweep({ db, store: o.store, log, olderThanHours: settings.ORPHAN_IMAGE_HOURS }),
    startCounterFold({ db, log, everyMs: settings.COUNTER_FOLD_MS }),
  ];
  return { stop: () => Promise.all(workers.map((w) => w.stop())) };
}
