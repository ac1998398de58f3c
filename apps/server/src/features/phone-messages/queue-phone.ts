import {
  MESSAGE_PARAMS,
  type TLanguage,
  type TMessageKind,
  type TMessagingSettings,
  type TPhoneChannel,
} from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import type { Gather } from '../../db/sql/gather';
import { channelsFor, readMessaging } from './messaging-settings';
import { gatherPhoneRow, insertPhoneMessage, type NewPhoneRow } from './phone-outbox.repository';

export interface PhoneMessage {
  /** Unique for the message (for example the tracking entry's id): it is queued once. */
  key: string;
  kind: TMessageKind;
  /** E.164; null when the person has no confirmed number (decision 089): nothing is queued then. */
  to: string | null;
  whatsappOptedIn: boolean;
  /** The person's language: WhatsApp sends the template's variant in it. */
  language: TLanguage;
  /** The values the kind's templates take (MESSAGE_PARAMS). */
  values: Record<string, string>;
  requestId?: string | null;
  /** A code: its value is forgotten once it has gone. */
  sensitive?: boolean;
  /**
   * Only these channels, in this order, whatever the company's order says (a sign-up code goes by SMS only; a
   * mobile's code by SMS first for a customer who has not taken WhatsApp).
   */
  only?: TPhoneChannel[];
  /** Not sent before this time (the rating link a day after delivery); now if unset. */
  notBefore?: Date;
  /**
   * Free-form words for WhatsApp while the customer's 24-hour window is open (a staff reply, decision 073);
   * the template goes instead if Meta refuses them, and on any other channel.
   */
  freeText?: string;
}

/**
 * Queues a message to a phone in the caller's transaction on the first of its channels; the others wait
 * as its fallback. Answers the channels it will try (none when no channel is on for it). `settings`: the
 * messaging settings where the caller has read them already; read here otherwise.
 */
export async function queuePhoneMessage(
  tx: DbOrTx,
  m: PhoneMessage,
  settings?: TMessagingSettings,
): Promise<TPhoneChannel[]> {
  const { chain, row } = phoneMessage(settings ?? (await readMessaging(tx)), m);
  if (row) await insertPhoneMessage(tx, row);
  return chain;
}

/**
 * A message that waits `g.windowSeconds` for others of the same key and goes as one (decision 101): its
 * values are `valuesOf` the document gathered so far. No window: `queuePhoneMessage`.
 */
export async function gatherPhoneMessage<D>(
  tx: DbOrTx,
  m: Omit<PhoneMessage, 'values'>,
  settings: TMessagingSettings,
  g: Gather<D>,
  valuesOf: (doc: D) => Record<string, string>,
): Promise<void> {
  const { row } = phoneMessage(settings, { ...m, values: valuesOf(g.doc) });
  if (!row) return;
  if (g.windowSeconds === 0) {
    await insertPhoneMessage(tx, row);
    return;
  }
  const paramsOf = (doc: D) => paramsIn(m.kind, valuesOf(doc));
  await gatherPhoneRow(tx, row, g, paramsOf);
}

/**
 * The same message's outbox row for a write's document (`phonesFromDoc`), with the settings the caller has
 * read; none when no channel is on for it.
 */
export function phoneMessageRows(settings: TMessagingSettings, m: PhoneMessage): NewPhoneRow[] {
  const { row } = phoneMessage(settings, m);
  return row ? [row] : [];
}

/** The channels a message will try, and the outbox row of the first. */
function phoneMessage(settings: TMessagingSettings, m: PhoneMessage): { chain: TPhoneChannel[]; row?: NewPhoneRow } {
  if (!m.to) return { chain: [] };
  const allowed = channelsFor(settings, m.kind, m.whatsappOptedIn);
  const chain = m.only ? m.only.filter((c) => allowed.includes(c)) : allowed;
  const [first, ...rest] = chain;
  if (!first) return { chain };
  return {
    chain,
    row: {
      dedupeKey: `${m.key}:${first}`,
      messageKey: m.key,
      kind: m.kind,
      channel: first,
      toPhone: m.to,
      params: paramsIn(m.kind, m.values),
      sensitive: m.sensitive ?? false,
      fallback: rest,
      requestId: m.requestId ?? null,
      language: m.language,
      ...(m.notBefore ? { nextAttemptAt: m.notBefore } : {}),
      ...(m.freeText && first === 'whatsapp' ? { freeText: m.freeText } : {}),
    },
  };
}

/** The template's values in its order. */
const paramsIn = (kind: TMessageKind, values: Record<string, string>) =>
  MESSAGE_PARAMS[kind].map((name) => values[name] ?? '');
