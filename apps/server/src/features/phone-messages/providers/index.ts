import type { TPhoneChannel } from '@svc/contract';
import type { Settings } from '../../../config/settings';
import { msg91 } from './msg91';
import type { PhoneProvider } from './provider';
import { whatsappCloud } from './whatsapp-cloud';

/** The SMS adapters by SMS_PROVIDER; another provider is one more entry here. */
const SMS_ADAPTERS: Record<Settings['SMS_PROVIDER'], (s: Settings) => PhoneProvider | null> = {
  msg91: (s) =>
    s.MSG91_AUTH_KEY && s.MSG91_SENDER_ID
      ? msg91({ apiUrl: s.MSG91_API_URL, authKey: s.MSG91_AUTH_KEY, senderId: s.MSG91_SENDER_ID })
      : null,
};

/** The phone channels this server has credentials for (settings checked at start: all of a channel's, or none). */
export function phoneProviders(s: Settings): Partial<Record<TPhoneChannel, PhoneProvider>> {
  const providers: Partial<Record<TPhoneChannel, PhoneProvider>> = {};
  if (s.WHATSAPP_PHONE_NUMBER_ID && s.WHATSAPP_ACCESS_TOKEN) {
    providers.whatsapp = whatsappCloud({
      apiUrl: s.WHATSAPP_API_URL,
      phoneNumberId: s.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: s.WHATSAPP_ACCESS_TOKEN,
    });
  }
  const sms = SMS_ADAPTERS[s.SMS_PROVIDER](s);
  if (sms) providers.sms = sms;
  return providers;
}

export function availableChannels(s: Settings): Record<TPhoneChannel, boolean> {
  const p = phoneProviders(s);
  return { whatsapp: Boolean(p.whatsapp), sms: Boolean(p.sms) };
}
