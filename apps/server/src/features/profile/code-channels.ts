import type { TMessagingSettings, TPhoneChannel } from '@svc/contract';
import { channelsFor } from '../phone-messages';

/**
 * The channels a code to a customer's own mobile can go by now (decision 089): those the company has on
 * with a `code` template and this server has a provider for; WhatsApp too (the code is asked for, now, so it
 * needs no standing consent). None: the number cannot be verified on this server yet, and the profile says so
 * before anyone asks for a code.
 */
export const codeChannels = (messaging: TMessagingSettings, available: Record<TPhoneChannel, boolean>) =>
  channelsFor(messaging, 'code', true).filter((c) => available[c]);
