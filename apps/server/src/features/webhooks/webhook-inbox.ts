import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { errorText } from '../../lib/log-safety';
import { retryDelay } from '../../lib/polling-worker';
import {
  type ClaimedDelivery,
  claimDeliveries,
  forgetProcessed,
  giveUp,
  markProcessed,
  retryLater,
  storeDelivery,
} from './deliveries.repository';
import { type Msg91Event, msg91Webhook } from './providers/msg91';
import type { WebhookProvider } from './providers/provider';
import { type ShiprocketTracking, shiprocketWebhook } from './providers/shiprocket';
import { type WhatsappEvent, whatsappWebhook } from './providers/whatsapp';

/** What each provider's deliveries carry, as its handlers get it. */
interface Events {
  whatsapp: WhatsappEvent;
  msg91: Msg91Event;
  shiprocket: ShiprocketTracking;
}
export type WebhookProviderName = keyof Events;
export type WebhookHandler<P extends WebhookProviderName> = (event: Events[P]) => Promise<void>;

const PROVIDERS: { [P in WebhookProviderName]: WebhookProvider<Events[P]> } = {
  whatsapp: whatsappWebhook,
  msg91: msg91Webhook,
  shiprocket: shiprocketWebhook,
};

/**
 * What the metrics count: a delivery kept, a redelivery (kept once, so not again), one processed, an attempt
 * that failed, a delivery given up after its last attempt.
 */
export type DeliveryOutcome = 'received' | 'repeated' | 'processed' | 'failed' | 'given_up';

const BATCH = 10;
/** Long enough for a batch whose messages fetch photos from Meta. */
const LEASE_SECONDS = 120;
/** Processed deliveries are kept this long, then forgotten (Meta retries for up to 7 days). */
const KEEP_DAYS = 30;
const FORGET_EVERY_MS = 3_600_000;

/**
 * The one inbox of the providers' callbacks (decision 098). A route stores a proved delivery once and answers;
 * `processDue` (the worker's batch) hands each stored delivery, in order of receipt, to the handlers the
 * features registered for its provider, and records it processed, to be tried again later (its error kept),
 * or given up after `maxAttempts`. Handlers must be idempotent: a delivery may reach them more than once
 * (a retry after a failure half-way, a lease that ran out), and a provider may send one event in two
 * deliveries.
 */
export function createWebhookInbox(o: {
  db: Db;
  log: FastifyBaseLogger;
  maxAttempts: number;
  count: (provider: WebhookProviderName, outcome: DeliveryOutcome) => void;
}) {
  const handlers: { [P in WebhookProviderName]: WebhookHandler<P>[] } = { whatsapp: [], msg91: [], shiprocket: [] };
  const stored = new Set<() => void>();
  let lastForget = 0;

  const isProvider = (name: string): name is WebhookProviderName => Object.hasOwn(PROVIDERS, name);

  async function handOver<P extends WebhookProviderName>(provider: P, d: ClaimedDelivery) {
    const event = PROVIDERS[provider].read(d.body, d.headers);
    if (!event) throw new Error(`not a ${provider} body`);
    for (const handler of handlers[provider]) await handler(event);
  }

  return {
    /** A feature's handler of a provider's deliveries, registered through the feature's index.ts. */
    handle<P extends WebhookProviderName>(provider: P, handler: WebhookHandler<P>) {
      handlers[provider].push(handler);
    },

    /**
     * Keeps a delivery whose proof the route has checked: 'unreadable' (nothing kept) when the body is none
     * of the provider's, 'repeated' when it was kept before. Only the provider's `keptHeaders` are kept.
     */
    async store<P extends WebhookProviderName>(
      provider: P,
      body: Buffer,
      headers: Readonly<Record<string, string | string[] | undefined>>,
    ): Promise<'stored' | 'repeated' | 'unreadable'> {
      const p: WebhookProvider<Events[P]> = PROVIDERS[provider];
      const kept: Record<string, string> = {};
      for (const name of p.keptHeaders) {
        const v = headers[name];
        if (typeof v === 'string') kept[name] = v;
      }
      const event = p.read(body, kept);
      if (!event) return 'unreadable';
      const isNew = await storeDelivery(o.db, {
        provider,
        deliveryId: p.deliveryId(body, event),
        body,
        headers: kept,
      });
      o.count(provider, isNew ? 'received' : 'repeated');
      if (isNew) for (const fn of stored) fn();
      return isNew ? 'stored' : 'repeated';
    },

    /** Tells `fn` each time a new delivery is kept (the worker wakes); answers how to stop telling it. */
    onStored(fn: () => void) {
      stored.add(fn);
      return () => void stored.delete(fn);
    },

    /** Processes a batch of the deliveries due; answers how many it took (a full batch: more may wait). */
    async processDue(): Promise<number> {
      if (Date.now() - lastForget > FORGET_EVERY_MS) {
        lastForget = Date.now();
        await forgetProcessed(o.db, KEEP_DAYS);
      }
      const batch = await claimDeliveries(o.db, BATCH, LEASE_SECONDS);
      for (const d of batch) {
        const provider = d.provider;
        try {
          if (!isProvider(provider)) throw new Error(`no provider ${provider}`);
          await handOver(provider, d);
          await markProcessed(o.db, d.id);
          o.count(provider, 'processed');
        } catch (err) {
          const error = errorText(err);
          const last = d.attempts >= o.maxAttempts;
          if (last) await giveUp(o.db, d.id, error);
          else await retryLater(o.db, d.id, error, retryDelay(d.attempts));
          if (isProvider(provider)) {
            o.count(provider, 'failed');
            if (last) o.count(provider, 'given_up');
          }
          o.log[last ? 'error' : 'warn'](
            { err, delivery: d.id, provider, attempts: d.attempts, last },
            'webhook delivery not processed',
          );
        }
      }
      return batch.length;
    },
    batchSize: BATCH,
  };
}
export type WebhookInbox = ReturnType<typeof createWebhookInbox>;
