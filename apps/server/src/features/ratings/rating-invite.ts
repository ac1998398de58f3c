import { ratingLink } from '@svc/contract';
import { publicUrlOf } from '../../config/public-url';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import type { CompanySettings } from '../company';
import { enqueueMail } from '../mail-outbox';
import { recipientOf } from '../members';
import { messagingOf, queuePhoneMessage } from '../phone-messages';
import { ratingKey } from './rating-key';
import { inviteMail } from './rating-mails';
import { requestForRating } from './ratings.repository';

export interface DeliveredRequest {
  requestId: string;
  reqCode: string;
  customerId: string;
}

/**
 * Queues the rating link for a day after the move that completed a request with something delivered
 * (RATING_INVITE_DELAY_MINUTES), by mail and on WhatsApp or SMS as the customer's channels are set, in that
 * move's transaction. The request's id is the key: queued once (decision 058).
 */
export async function scheduleRatingInvite(
  tx: DbOrTx,
  deps: Pick<Deps, 'tracking' | 'settings' | 'now'>,
  company: CompanySettings | undefined,
  r: DeliveredRequest,
) {
  // Nothing delivered (every item cancelled): nothing to rate.
  if (!(await requestForRating(tx, r.requestId))?.firstDeliveredAt) return;
  const to = await recipientOf(tx, r.customerId);
  if (!to) return;
  const publicUrl = publicUrlOf(deps.settings);
  const key = ratingKey(deps.tracking, r.requestId);
  const notBefore = new Date(deps.now().getTime() + deps.settings.RATING_INVITE_DELAY_MINUTES * 60_000);
  const mail = inviteMail({ reqCode: r.reqCode, key, publicUrl, signedBy: company?.name ?? '' }, to.language);
  await enqueueMail(tx, {
    dedupeKey: `rating-invite:${r.requestId}`,
    toAddress: to.email,
    ...mail,
    nextAttemptAt: notBefore,
  });
  await queuePhoneMessage(
    tx,
    {
      key: `rating-invite:${r.requestId}`,
      kind: 'rating_invite',
      to: to.mobile,
      whatsappOptedIn: to.whatsappOptedIn,
      language: to.language,
      requestId: r.requestId,
      values: { request: r.reqCode, link: `${publicUrl}${ratingLink(key)}` },
      notBefore,
    },
    messagingOf(company),
  );
}
