import { endpoints as e, MAX_ITEMS_PER_REQUEST } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PrintService } from './print.service';
import type { RequestsService } from './requests.service';

/**
 * A request of the most items it may hold, each at its longest (a 500-character problem in Tamil is 1.5 kB
 * of UTF-8, ten photo ids 0.4 kB): 4 kB an item, on top of the usual 64 kB. Every other call keeps 64 kB.
 */
const ADD_REQUEST_BODY_LIMIT = 64 * 1024 + MAX_ITEMS_PER_REQUEST * 4 * 1024;

/** The specification's /requestrepair calls. Every one needs a signed-in caller; services apply ownership. */
export const requestsRoutes: FastifyPluginAsync<{ requests: RequestsService; print: PrintService }> = async (
  app,
  { requests, print },
) => {
  app.endpoint(e.listRequests, ({ caller, body }) => requests.list(caller, body));
  app.endpoint(e.addRequest, ({ caller, body }) => requests.create(caller, body), {
    bodyLimit: ADD_REQUEST_BODY_LIMIT,
  });
  app.endpoint(e.updateCourier, ({ caller, body }) => requests.updateCourier(caller, body));
  app.endpoint(e.viewRequest, ({ caller, body }) => requests.view(caller, body.req_code));
  app.endpoint(e.viewItem, ({ caller, body }) => requests.viewItem(caller, body.item_id));
  app.endpoint(e.printRequest, ({ caller, body }) => print.print(caller, body.req_code));
};
