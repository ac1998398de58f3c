import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import type { CompanySettings } from '../company';
import { scheduleRatingInvite } from './rating-invite';

/** What the rating link takes of a move: the request, and its state once settled (decision 103). */
interface MoveSettled {
  tx: DbOrTx;
  company: CompanySettings | undefined;
  request: { requestId: string; reqCode: string; customerId: string };
  settled?: { group: string };
}

/**
 * The move that completes a request (its last item delivered, or cancelled beside delivered ones) queues its
 * rating link for a day later: the rating is of the whole job, not of its first item back.
 */
export function ratingMoveEffect(deps: Pick<Deps, 'tracking' | 'settings' | 'now'>) {
  return {
    async once(done: MoveSettled) {
      if (done.settled?.group === 'completed') await scheduleRatingInvite(done.tx, deps, done.company, done.request);
    },
  };
}
