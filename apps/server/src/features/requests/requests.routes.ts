import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PrintService } from './print.service';
import type { RequestsService } from './requests.service';

/** The specification's /requestrepair calls. Every one needs a signed-in caller; services apply ownership. */
export const requestsRoutes: FastifyPluginAsync<{ requests: RequestsService; print: PrintService }> = async (
  app,
  { requests, print },
) => {
  app.endpoint(e.listRequests, ({ caller, body }) => requests.list(caller, body));
  app.endpoint(e.addRequest, ({ caller, body }) => requests.create(caller, body));
  app.endpoint(e.updateCourier, ({ caller, body }) => requests.updateCourier(caller, body));
  app.endpoint(e.viewRequest, ({ caller, body }) => requests.view(caller, body.req_code));
  app.endpoint(e.viewItem, ({ caller, body }) => requests.viewItem(caller, body.item_id));
  app.endpoint(e.printRequest, ({ caller, body }) => print.print(caller, body.req_code));
};
