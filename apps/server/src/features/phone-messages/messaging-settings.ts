import {
  DEFAULT_MESSAGING,
  type TLanguage,
  type TMessageKind,
  type TMessagingSettings,
  type TPhoneChannel,
  ZMessagingSettings,
} from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { readCompanySettings } from '../company';

/** The company's messaging settings; a row saved before they existed reads as all channels off. */
export async function readMessaging(db: DbOrTx): Promise<TMessagingSettings> {
  return messagingOf(await readCompanySettings(db));
}

/** The messaging settings kept in the company's settings row. */
export function messagingOf(row: { messaging: unknown } | undefined): TMessagingSettings {
  const parsed = ZMessagingSettings.safeParse(row?.messaging ?? {});
  return parsed.success ? parsed.data : DEFAULT_MESSAGING;
}

/**
 * The template a message takes on a channel, or '' when that channel has none for it. WhatsApp keeps one
 * name with a variant per language; an SMS in Tamil has a DLT template of its own, English where it has not.
 */
export function templateOf(m: TMessagingSettings, channel: TPhoneChannel, kind: TMessageKind, lang: TLanguage = 'en') {
  if (channel === 'whatsapp') return m.whatsapp.templates[kind] ?? '';
  const sms = m.sms.templates[kind];
  return (lang === 'ta' && sms?.template_id_ta) || sms?.template_id || '';
}

/**
 * The channels a message goes through, in the company's order: those switched on, with a template for
 * the message, and WhatsApp only for a customer who agreed to it.
 */
export function channelsFor(m: TMessagingSettings, kind: TMessageKind, whatsappOptedIn: boolean): TPhoneChannel[] {
  return m.order.filter((c) => m[c].enabled && templateOf(m, c, kind) !== '' && (c !== 'whatsapp' || whatsappOptedIn));
}
