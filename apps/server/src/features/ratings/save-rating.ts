import type { DbOrTx } from '../../db/client';
import { readCompanySettings } from '../company';
import { enqueueMail } from '../mail-outbox';
import { countRating } from '../reports';
import { lowRatingMail } from './rating-mails';
import * as repo from './ratings.repository';

/** A rating of this many stars or fewer alerts the company's e-mail. */
const ALERT_AT_MOST = 2;

interface NewRating {
  requestId: string;
  reqCode: string;
  customerName: string;
  customerCode: string;
  stars: number;
  comment: string;
  /** When it is given (the server's clock): the reports count it in that month. */
  at: Date;
}

/**
 * Saves a request's rating in the caller's transaction, once: answers the stored rating, or null when the
 * request was rated already (nothing changes then). A rating of 1 or 2 stars queues an alert to the
 * company's e-mail in the same transaction, and the reports count it. The one place a rating is written (decision 058).
 */
export async function saveRating(tx: DbOrTx, r: NewRating, publicUrl: string): Promise<repo.SavedRating | null> {
  const saved = await repo.insertRating(tx, r.requestId, r.stars, r.comment, r.at);
  if (!saved) return null;
  // The company's turnaround report counts it under the request's delivered items (decision 061).
  await countRating(tx, { requestId: r.requestId, stars: r.stars, at: saved.ratedAt });
  if (r.stars <= ALERT_AT_MOST) {
    const company = await readCompanySettings(tx);
    if (company?.email) {
      const mail = lowRatingMail({ ...r, customer: r.customerName, publicUrl });
      await enqueueMail(tx, { dedupeKey: `rating-alert:${r.requestId}`, toAddress: company.email, ...mail });
    }
  }
  return saved;
}
