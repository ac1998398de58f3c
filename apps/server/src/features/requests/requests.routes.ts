import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../app/services';

/** The specification's /requestrepair calls. Every one needs a signed-in caller; services apply ownership. */
export const requestsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { requests, print, itemStatus, desk, tracking, trackingActions } = services;
  app.endpoint(e.masterList, () => requests.masterLists());
  app.endpoint(e.listRequests, ({ caller, body }) => requests.list(caller, body));
  app.endpoint(e.addRequest, ({ caller, body }) => requests.create(caller, body));
  app.endpoint(e.updateCourier, ({ caller, body }) => requests.updateCourier(caller, body));
  app.endpoint(e.updateItemStatus, ({ caller, body }) => itemStatus.update(caller, body));
  app.endpoint(e.updateCharges, ({ caller, body }) => itemStatus.quote(caller, body));
  app.endpoint(e.actionCounts, () => desk.actionCounts());
  app.endpoint(e.auditTrail, ({ body }) => desk.auditTrail(body.req_code));
  app.endpoint(e.messageDeliveries, ({ body }) => desk.messageDeliveries(body.req_code));
  app.endpoint(e.viewRequest, ({ caller, body }) => requests.view(caller, body.req_code));
  app.endpoint(e.viewItem, ({ caller, body }) => requests.viewItem(caller, body.item_id));
  app.endpoint(e.printRequest, ({ caller, body }) => print.print(caller, body.req_code));
  app.endpoint(e.trackingLink, ({ caller, body }) => tracking.current(caller, body.req_code));
  app.endpoint(e.replaceTrackingLink, ({ caller, body }) => tracking.replace(caller, body.req_code));
  app.endpoint(e.trackView, ({ body }) => tracking.view(body.k));
  app.endpoint(e.trackSendCode, ({ body }) => trackingActions.sendCode(body.k));
  app.endpoint(e.trackVerifyCode, ({ body }) => trackingActions.verify(body.k, body.otp));
  app.endpoint(e.trackAnswerCharges, ({ body }) =>
    trackingActions.answer(body.k, body.grant, body.line_no, body.decision),
  );
  app.endpoint(e.trackUpdateCourier, ({ body: { k, grant, ...courier } }) =>
    trackingActions.correctCourier(k, grant, courier),
  );
};
