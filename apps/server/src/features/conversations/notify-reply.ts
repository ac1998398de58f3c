import type { TLanguage, TMessagingSettings, TPhoneChannel, TReplyChannels } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { mailTexts } from '../../mail/mail-texts';
import { readCompanySettings } from '../company';
import { enqueueMail } from '../mail-outbox';
import { recipientOf } from '../members';
import { channelsFor, messagingOf, queuePhoneMessage } from '../phone-messages';
import { windowOpen } from './whatsapp-inbox.repository';

export interface StaffReply {
  messageId: string;
  requestId: string;
  reqCode: string;
  customerId: string;
  body: string;
  files: number;
}

/** The customer's mail of a staff reply: the words as written (plain text), and the link to answer. */
function replyMail(
  f: { reqCode: string; body: string; files: number; url: string; signedBy: string },
  lang: TLanguage,
) {
  const { m } = mailTexts(lang);
  const lines = [
    m('replyIntro', { code: f.reqCode }),
    '',
    ...(f.body ? [f.body, ''] : []),
    ...(f.files ? [m('replyFiles', { count: f.files }), ''] : []),
    m('replyLink', { url: f.url }),
    '',
    f.signedBy || m('signature'),
  ];
  return { subject: m('replySubject', { code: f.reqCode }), body: `${lines.join('\n')}\n` };
}

/**
 * How `notifyStaffReply` reaches a customer, for the staff writing to them: the mail, always; then the phone
 * channels `queuePhoneMessage` chains for the `staff_reply` message (to a confirmed mobile only; on, with a
 * template, WhatsApp only for an opted-in customer), less those this server has no provider for (the worker fails those straight on to
 * the next).
 */
export function replyChannels(
  to: { whatsappOptedIn: boolean; mobileConfirmed: boolean },
  messaging: TMessagingSettings,
  available: Record<TPhoneChannel, boolean>,
): TReplyChannels {
  if (!to.mobileConfirmed) return ['mail'];
  return ['mail', ...channelsFor(messaging, 'staff_reply', to.whatsappOptedIn).filter((c) => available[c])];
}

/**
 * Tells the customer of a staff reply, in the reply's transaction: a mail to the account's address, and the
 * `staff_reply` template on WhatsApp or SMS as the company's channels and the customer's opt-in say, both
 * with the tracking link, where the customer reads and answers after a code (decision 071); on WhatsApp the
 * words themselves while the customer's 24-hour window is open (decision 073). The message's id is the key:
 * each reply is told once.
 */
export async function notifyStaffReply(tx: DbOrTx, link: string, r: StaffReply) {
  const [to, company] = await Promise.all([recipientOf(tx, r.customerId), readCompanySettings(tx)]);
  if (!to) return;
  const mail = replyMail(
    { reqCode: r.reqCode, body: r.body, files: r.files, url: link, signedBy: company?.name ?? '' },
    to.language,
  );
  await enqueueMail(tx, { dedupeKey: `thread-reply:${r.messageId}`, toAddress: to.email, ...mail });
  // While the customer's 24-hour window is open (they wrote by WhatsApp), the words themselves go as a
  // free-form message; otherwise (or when Meta refuses them: 131047) the approved template with the link.
  const { m } = mailTexts(to.language);
  const freeText =
    to.mobile && (await windowOpen(tx, to.mobile))
      ? [r.body, r.files ? m('replyFiles', { count: r.files }) : '', m('replyLink', { url: link })]
          .filter(Boolean)
          .join('\n\n')
      : undefined;
  await queuePhoneMessage(
    tx,
    {
      key: `thread-reply:${r.messageId}`,
      kind: 'staff_reply',
      to: to.mobile,
      whatsappOptedIn: to.whatsappOptedIn,
      language: to.language,
      requestId: r.requestId,
      values: { request: r.reqCode, link },
      freeText,
    },
    messagingOf(company),
  );
}
