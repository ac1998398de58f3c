import { z } from 'zod';
import { RatingMsg } from './rating-messages';

export { RatingMsg };

/** The longest comment a rating takes. */
export const RATING_COMMENT_MAX = 1000;
/** The days after a request's first delivery its rating link is taken. */
export const RATING_LINK_DAYS = 60;
/**
 * A rating link's key: the request's id (22 base64url characters) and its signature (22 more), in the
 * query string as TRAI's rule for SMS links asks.
 */
export const RATING_KEY_PATTERN = /^[A-Za-z0-9_-]{44}$/;
const ZRatingKey = z.string().regex(RATING_KEY_PATTERN, RatingMsg.badLink);

export const ZRatingStars = z
  .number(RatingMsg.chooseStars)
  .int(RatingMsg.chooseStars)
  .min(1, RatingMsg.chooseStars)
  .max(5, RatingMsg.chooseStars);

export const ZRatingView = z.strictObject({ k: ZRatingKey });
export const ZRatingSave = z.strictObject({
  k: ZRatingKey,
  stars: ZRatingStars,
  comment: z.string().trim().max(RATING_COMMENT_MAX, RatingMsg.commentTooLong).default(''),
});
export type TRatingSave = z.input<typeof ZRatingSave>;

/** A rating as the customer gave it. */
export const ZRating = z.strictObject({
  stars: z.number().int(),
  comment: z.string(),
  rated_at: z.string(),
});
export type TRating = z.infer<typeof ZRating>;

export const ZRatingViewReply = z.strictObject({
  statusFlag: z.number().int(),
  message: z.string(),
  req_code: z.string(),
  /** The service centre's name, which the page thanks for. */
  centre_name: z.string(),
  /** The customer's language: the page opens in it. */
  language: z.enum(['en', 'ta']),
  /** The rating already given, or null while the link may still be used. */
  rating: ZRating.nullable(),
});
export type TRatingViewReply = z.infer<typeof ZRatingViewReply>;

export const ZRatingSaveReply = z.strictObject({
  statusFlag: z.number().int(),
  message: z.string(),
  rating: ZRating,
});
