import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { trackPageRoutes } from './page/track-page.routes';
import { trackingRoutes } from './tracking.routes';
import type { TrackingService } from './tracking.service';
import { createTrackingActions, type TrackingActionsNeeds } from './tracking-actions.service';

/**
 * The tracking feature's calls. Its link service is made first (`createTrackingService`): the requests
 * and the item flow put its links in their mails and prints, and its actions then use both.
 */
export { trackPage } from './page/track-page.html';
export { rekeyTrackingLinks } from './rekey-links';
export { type LinkDoc, linksFromDoc } from './tracking.repository';
export { createTrackingService, type TrackingService } from './tracking.service';
export function trackingFeature(
  deps: Pick<Deps, 'db' | 'signer' | 'mailer'>,
  needs: TrackingActionsNeeds & { tracking: TrackingService },
  secureCookies: boolean,
) {
  const actions = createTrackingActions(deps, needs);
  return {
    register: (api: FastifyInstance) =>
      api.register(trackingRoutes, { tracking: needs.tracking, actions, secureCookies }),
    /** The page the link opens, written by the server (`/t`, outside the API's prefix; decision 056). */
    registerPage: (app: FastifyInstance) => app.register(trackPageRoutes, { tracking: needs.tracking, actions }),
  };
}
