import { RatingMsg } from '../../ratings/ratings';
import { company, type Examples, OK, REQ, WHEN } from './shared';

/** The signed rating link's key: the request's id and its signature, 22 base64url characters each. */
const RATING_KEY = 'C2883FseTB6dOn8uikHJ0gq3Zp8LwX2mB7tR4yK9sD1a';

/** The rating page after delivery (no sign-in, decision 058). */
export const RATING_EXAMPLES = {
  ratingView: {
    body: { k: RATING_KEY },
    reply: { ...OK, req_code: REQ, centre_name: company.name, language: 'en', rating: null },
  },
  ratingSave: {
    body: { k: RATING_KEY, stars: 4, comment: 'Quick repair, clear updates.' },
    reply: {
      statusFlag: 0,
      message: RatingMsg.thanks,
      rating: { stars: 4, comment: 'Quick repair, clear updates.', rated_at: WHEN },
    },
  },
} satisfies Examples;
