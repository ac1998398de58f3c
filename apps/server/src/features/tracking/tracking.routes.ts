import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { grantCookie, setGrantCookie } from './grant-cookie';
import type { TrackingService } from './tracking.service';
import type { TrackingActions } from './tracking-actions.service';

/** The tracking link: shown and replaced by the signed-in; opened, and acted on after a code, by anyone holding it. */
export const trackingRoutes: FastifyPluginAsync<{
  tracking: TrackingService;
  actions: TrackingActions;
  secureCookies: boolean;
}> = async (app, { tracking, actions, secureCookies }) => {
  app.endpoint(e.trackingLink, ({ caller, body }) => tracking.current(caller, body.req_code));
  app.endpoint(e.replaceTrackingLink, ({ caller, body }) => tracking.replace(caller, body.req_code));
  app.endpoint(e.trackView, ({ body }) => tracking.view(body.k));
  app.endpoint(e.trackSendCode, ({ body, req }) => actions.sendCode(body.k, req.ip));
  app.endpoint(e.trackVerifyCode, async ({ body, req, reply }) => {
    const verified = await actions.verify(body.k, body.otp, req.ip);
    // This device confirmed the code: a reload within the grant needs none (decision 077).
    setGrantCookie(reply, body.k, verified.grant, secureCookies);
    return verified;
  });
  app.endpoint(e.trackResume, ({ body, req }) => actions.resume(body.k, grantCookie(req, body.k)));
  app.endpoint(e.trackAnswerCharges, ({ body }) => actions.answer(body.k, body.grant, body.line_no, body.decision));
  app.endpoint(e.trackThread, ({ body }) => actions.thread(body.k, body.grant, body.before));
  app.endpoint(e.trackPostMessage, ({ body }) => actions.writeMessage(body.k, body.grant, body.body));
  app.endpoint(e.trackUpdateCourier, ({ body: { k, grant, ...courier } }) => actions.correctCourier(k, grant, courier));
};
