import { MESSAGE_PARAMS, type TLanguage, type TMessageKind, type TPhoneChannel } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { channelsFor, readMessaging } from './messaging-settings';
import { insertPhoneMessage } from './phone-outbox.repository';

interface PhoneMessage {
  /** Unique for the message (for example the tracking entry's id): it is queued once. */
  key: string;
  kind: TMessageKind;
  /** E.164 */
  to: string;
  whatsappOptedIn: boolean;
  /** The person's language: WhatsApp sends the template's variant in it. */
  language: TLanguage;
  /** The values the kind's templates take (MESSAGE_PARAMS). */
  values: Record<string, string>;
  requestId?: string | null;
  /** A code: its value is forgotten once it has gone. */
  sensitive?: boolean;
  /** Only these channels, whatever the order says (a sign-up code goes by SMS only). */
  only?: TPhoneChannel[];
}

/**
 * Queues a message to a phone in the caller's transaction on the first of its channels; the others wait
 * as its fallback. Answers the channels it will try (none when no channel is on for it).
 */
export async function queuePhoneMessage(tx: DbOrTx, m: PhoneMessage): Promise<TPhoneChannel[]> {
  const settings = await readMessaging(tx);
  const chain = channelsFor(settings, m.kind, m.whatsappOptedIn).filter((c) => !m.only || m.only.includes(c));
  const [first, ...rest] = chain;
  if (!first) return [];
  await insertPhoneMessage(tx, {
    dedupeKey: `${m.key}:${first}`,
    messageKey: m.key,
    kind: m.kind,
    channel: first,
    toPhone: m.to,
    params: MESSAGE_PARAMS[m.kind].map((name) => m.values[name] ?? ''),
    sensitive: m.sensitive ?? false,
    fallback: rest,
    requestId: m.requestId ?? null,
    language: m.language,
  });
  return chain;
}
