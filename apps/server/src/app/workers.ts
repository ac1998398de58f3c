import type { FastifyInstance } from 'fastify';
import { publicUrlOf } from '../config/public-url';
import type { Settings } from '../config/settings';
import type { Db } from '../db/client';
import { type ImageStore, startOrphanSweep } from '../features/images';
import { startCounterFold } from '../features/item-flow';
import { startOutboxWorker } from '../features/mail-outbox';
import { startMorningDigest } from '../features/morning-digest';
import { phoneProviders, startPhoneWorker } from '../features/phone-messages';
import { startTurnaroundFold } from '../features/reports';
import { type ShipmentsFeature, startBookingWorker, startTrackingPoll } from '../features/shipments';
import { startWebhookWorker, type WebhookInbox } from '../features/webhooks';
import type { Mailer } from '../mail/mailer';

/**
 * The background workers of this instance: the mail and phone outboxes, the webhook inbox, the courier
 * bookings due again, the polling of quiet boxes, the sweep of
 * orphan photos, the counter fold and the morning digest. Each is stopped by `stop`, before the database closes, so the messages in hand are
 * sent and recorded.
 */
export function startWorkers(
  app: FastifyInstance,
  o: {
    db: Db;
    settings: Settings;
    mailer: Mailer;
    store: ImageStore;
    /** The services' clock: the morning digest reads India's day from it. */
    now: () => Date;
    invoicePdf: Parameters<typeof startOutboxWorker>[0]['invoicePdf'];
    /** The providers' callbacks, kept by the webhook routes. */
    webhooks: WebhookInbox;
    shipments: Pick<ShipmentsFeature, 'pickups' | 'carrier'>;
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
    startWebhookWorker({ inbox: o.webhooks, log, pollMs: settings.OUTBOX_POLL_MS }),
    startBookingWorker({ pickups: o.shipments.pickups, log, pollMs: settings.OUTBOX_POLL_MS }),
    startTrackingPoll({
      db,
      carrier: o.shipments.carrier,
      log,
      everyMs: settings.TRACKING_POLL_MS,
      quietHours: settings.COURIER_QUIET_HOURS,
    }),
    startOrphanSweep({ db, store: o.store, log, olderThanHours: settings.ORPHAN_IMAGE_HOURS }),
    startCounterFold({ db, log, everyMs: settings.COUNTER_FOLD_MS }),
    startTurnaroundFold({ db, log, everyMs: settings.COUNTER_FOLD_MS }),
    startMorningDigest({
      db,
      log,
      publicUrl: publicUrlOf(settings),
      now: o.now,
      everyMs: settings.DIGEST_POLL_MS,
    }),
  ];
  return { stop: () => Promise.all(workers.map((w) => w.stop())) };
}
