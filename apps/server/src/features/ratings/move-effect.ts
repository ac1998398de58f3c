import type { Deps } from '../../app/deps';
import type { MoveEffect } from '../item-flow';
import { scheduleRatingInvite } from './rating-invite';

/**
 * The move that completes a request (its last item delivered, or cancelled beside delivered ones) queues its
 * rating link for a day later: the rating is of the whole job, not of its first item back.
 */
export function ratingMoveEffect(deps: Pick<Deps, 'tracking' | 'settings' | 'now'>): MoveEffect {
  return {
    async once(done) {
      if (done.settled?.group === 'completed') await scheduleRatingInvite(done.tx, deps, done.company, done.request);
    },
  };
}
