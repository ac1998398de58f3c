import {
  Code,
  fillText,
  formatMobile,
  RATING_LINK_DAYS,
  RatingMsg,
  StatusFlag,
  type TRating,
  type TRatingViewReply,
} from '@svc/contract';
import { publicUrlOf } from '../../config/public-url';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { cachedCompanySettings, readCompanySettings } from '../company';
import { recipientOf } from '../members';
import { forgetTurnaroundReport } from '../reports';
import { requestOfKey } from './rating-key';
import * as repo from './ratings.repository';
import { saveRating } from './save-rating';

const DAY_MS = 86_400_000;

export const ratingReply = (r: repo.SavedRating): TRating => ({
  stars: r.stars,
  comment: r.comment,
  rated_at: r.ratedAt.toISOString(),
});

/** A request's rating as the rating page shows it, or null (the request's view joins it: `ratingColumns`). */
async function ratingOf(db: DbOrTx, requestId: string): Promise<TRating | null> {
  const found = await repo.findRating(db, requestId);
  return found ? ratingReply(found) : null;
}

/** The public rating page's calls: the signed link is the only credential (decision 058). */
export function createRatingsService(deps: Pick<Deps, 'db' | 'tracking' | 'settings' | 'now' | 'cache'>) {
  /** A bad or lapsed link: the customer is told whom to call, with the company's number when it has one. */
  const badLink = async (db: DbOrTx) => {
    const phone = (await cachedCompanySettings(deps.cache, db))?.phone;
    const message = phone ? fillText(RatingMsg.badLinkCall, { phone: formatMobile(phone) }) : RatingMsg.badLink;
    return new AppError(Code.notFound, message);
  };
  const publicUrl = publicUrlOf(deps.settings);

  /** The delivered request a signed key names; a forged key or an undelivered request is a bad link. */
  async function requestOf(db: DbOrTx, key: string) {
    const requestId = requestOfKey(deps.tracking, key);
    const request = requestId ? await repo.requestForRating(db, requestId) : undefined;
    if (!request?.firstDeliveredAt) throw await badLink(db);
    return { ...request, firstDeliveredAt: request.firstDeliveredAt };
  }
  const expired = (deliveredAt: Date) => deps.now().getTime() > deliveredAt.getTime() + RATING_LINK_DAYS * DAY_MS;

  async function view(key: string): Promise<TRatingViewReply> {
    const request = await requestOf(deps.db, key);
    const rating = await ratingOf(deps.db, request.id);
    // A rating given stays visible from its link; an unused link lapses.
    if (!rating && expired(request.firstDeliveredAt)) throw await badLink(deps.db);
    const [to, company] = await Promise.all([recipientOf(deps.db, request.customerId), readCompanySettings(deps.db)]);
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      req_code: request.reqCode,
      centre_name: company?.name ?? '',
      language: to?.language ?? 'en',
      rating,
    };
  }

  async function save(key: string, stars: number, comment: string) {
    const saved = await deps.db.transaction(async (tx) => {
      const request = await requestOf(tx, key);
      if (expired(request.firstDeliveredAt) && !(await repo.findRating(tx, request.id))) throw await badLink(tx);
      const r = { ...request, requestId: request.id, stars, comment, at: deps.now() };
      return saveRating(tx, r, publicUrl);
    });
    if (!saved) throw new AppError(Code.conflict, RatingMsg.alreadyRated);
    forgetTurnaroundReport(deps.cache);
    return { statusFlag: StatusFlag.ok, message: RatingMsg.thanks, rating: ratingReply(saved) };
  }

  return { view, save };
}
export type RatingsService = ReturnType<typeof createRatingsService>;
