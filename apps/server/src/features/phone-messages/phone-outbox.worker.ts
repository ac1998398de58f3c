import { MESSAGE_PARAMS, type TMessageKind, type TPhoneChannel } from '@svc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { retryDelay, startPollingWorker } from '../../lib/polling-worker';
import { readMessaging, templateOf } from './messaging-settings';
import {
  backToTemplate,
  type ClaimedPhone,
  claimDuePhones,
  failPhone,
  forgetOldCodes,
  isReengagement,
  markPhoneSent,
  retryPhoneLater,
} from './phone-outbox.repository';
import { type PhoneProvider, ProviderError } from './providers/provider';

export interface PhoneWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  maxAttempts: number;
  /** The channels whose credentials this server has. */
  providers: Partial<Record<TPhoneChannel, PhoneProvider>>;
  leaseSeconds?: number;
}

const BATCH = 10;
const FORGET_EVERY_MS = 60_000;

/** Sends the WhatsApp and SMS outbox; a channel that fails for good hands the message to the next one. */
export function startPhoneWorker(o: PhoneWorkerOptions) {
  let lastForget = 0;

  async function sendOne(row: ClaimedPhone, settings: Awaited<ReturnType<typeof readMessaging>>) {
    const provider = o.providers[row.channel];
    const kind = row.kind as TMessageKind;
    const template = templateOf(settings, row.channel, kind, row.language);
    if (!provider) throw new ProviderError(`${row.channel} is not set up on this server`, true);
    if (!template) throw new ProviderError(`no ${row.channel} template for this message`, true);
    const names = MESSAGE_PARAMS[kind];
    return provider.send({
      to: row.to_phone,
      template,
      ...(row.free_text !== null && row.channel === 'whatsapp' ? { text: row.free_text } : {}),
      // Tamil readers get the template's Tamil variant; the others the company's English one.
      language: row.language === 'ta' ? 'ta' : settings.whatsapp.language,
      params: names.map((name, i) => ({ name, value: row.params[i] ?? '' })),
    });
  }

  async function sendBatch(): Promise<number> {
    if (Date.now() - lastForget > FORGET_EVERY_MS) {
      lastForget = Date.now();
      await forgetOldCodes(o.db);
    }
    const batch = await claimDuePhones(o.db, BATCH, o.leaseSeconds ?? 120);
    if (batch.length === 0) return 0;
    const settings = await readMessaging(o.db);
    for (const row of batch) {
      try {
        const receipt = await sendOne(row, settings);
        await markPhoneSent(o.db, row.id, receipt.providerId);
      } catch (err) {
        const reason = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
        const permanent = err instanceof ProviderError && err.permanent;
        const last = permanent || row.attempts >= o.maxAttempts;
        if (row.free_text !== null && isReengagement(reason)) {
          await o.db.transaction((tx) => backToTemplate(tx, row.id, reason));
          continue;
        }
        if (last) await o.db.transaction((tx) => failPhone(tx, row.id, reason));
        else await retryPhoneLater(o.db, row.id, reason, retryDelay(row.attempts));
        o.log.warn({ outboxId: row.id, channel: row.channel, attempts: row.attempts, last }, 'phone message not sent');
      }
    }
    return batch.length;
  }

  return startPollingWorker({
    name: 'phone outbox',
    log: o.log,
    pollMs: o.pollMs,
    batchSize: BATCH,
    runBatch: sendBatch,
  });
}
