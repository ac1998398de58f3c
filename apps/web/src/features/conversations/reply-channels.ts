import type { TReplyChannels } from '@svc/contract';
import { t } from '../../i18n';

const NAME = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

/**
 * How a staff reply reaches the customer, as the server says it will send it (mail, then the phone channels
 * in the order tried): only the channels really used, so WhatsApp is named only where it goes.
 */
export function replyChannelsText(channels: TReplyChannels | undefined): string {
  if (!channels?.length) return '';
  const [first, fallback] = channels.filter((c) => c !== 'mail');
  if (!first) return t('replyByMail');
  if (!fallback) return t('replyByMailAnd', { channel: NAME[first] });
  return t('replyByMailAndFallback', { channel: NAME[first], fallback: NAME[fallback] });
}
