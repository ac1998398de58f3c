import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { DeskService } from './desk.service';

/** The service desk's reads: what waits for staff, a request's history and its phone messages. Staff only. */
export const deskRoutes: FastifyPluginAsync<{ desk: DeskService }> = async (app, { desk }) => {
  app.endpoint(e.actionCounts, () => desk.actionCounts());
  app.endpoint(e.auditTrail, ({ body }) => desk.auditTrail(body.req_code));
  app.endpoint(e.messageDeliveries, ({ body }) => desk.messageDeliveries(body.req_code));
};
