import {
  ZActionCountsReply,
  ZAddRequestRepair,
  ZAddRequestReply,
  ZAuditReply,
  ZAuditRequest,
  ZFlagReply,
  ZListRequests,
  ZMasterListReply,
  ZPrintReply,
  ZRequestListReply,
  ZUpdateCharges,
  ZUpdateCourier,
  ZUpdateItemStatus,
  ZViewItem,
  ZViewItemReply,
  ZViewRequest,
  ZViewRequestReply,
} from '@svc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../app/services';
import { userLimit } from '../../plugins/user-limit';

/** The specification's /requestrepair calls. Every one needs a signed-in caller; services apply ownership. */
export const requestsRoutes: FastifyPluginAsyncZod<{ services: Services; userLimit: number }> = async (
  app,
  { services, userLimit: max },
) => {
  const tags = ['requests'];
  app.addHook('preHandler', app.authenticate);
  const { requests, print } = services;

  app.post('/requestrepair/getmasterList', {
    schema: { tags, body: z.strictObject({}).optional(), response: { 200: ZMasterListReply } },
    handler: () => requests.masterLists(),
  });
  app.post('/requestrepair/getrequestrepairList', {
    schema: { tags, body: ZListRequests, response: { 200: ZRequestListReply } },
    handler: (req) => requests.list(req.claims!, req.body),
  });
  app.post('/requestrepair/addrequestrepair', {
    config: userLimit(max),
    schema: { tags, body: ZAddRequestRepair, response: { 200: ZAddRequestReply } },
    handler: (req) => requests.create(req.claims!, req.body),
  });
  app.post('/requestrepair/updatecourierdetails', {
    schema: { tags, body: ZUpdateCourier, response: { 200: ZFlagReply } },
    handler: (req) => requests.updateCourier(req.claims!, req.body),
  });
  app.post('/requestrepair/updateItemStatus', {
    config: userLimit(max),
    schema: { tags, body: ZUpdateItemStatus, response: { 200: ZFlagReply } },
    handler: (req) => services.itemStatus.update(req.claims!, req.body),
  });
  app.post('/requestrepair/updateChargesRequestRepair', {
    config: userLimit(max),
    schema: { tags, body: ZUpdateCharges, response: { 200: ZFlagReply } },
    handler: (req) => services.itemStatus.quote(req.claims!, req.body),
  });
  const staffOnly = app.requireRole('staff', 'admin');
  app.post('/requestrepair/getActionCounts', {
    preHandler: staffOnly,
    schema: { tags, body: z.strictObject({}).optional(), response: { 200: ZActionCountsReply } },
    handler: () => services.desk.actionCounts(),
  });
  app.post('/requestrepair/getAuditTrail', {
    preHandler: staffOnly,
    schema: { tags, body: ZAuditRequest, response: { 200: ZAuditReply } },
    handler: (req) => services.desk.auditTrail(req.body.req_code),
  });
  app.post('/requestrepair/viewrequestrepair', {
    schema: { tags, body: ZViewRequest, response: { 200: ZViewRequestReply } },
    handler: (req) => requests.view(req.claims!, req.body.req_code),
  });
  app.post('/requestrepair/viewRRItemdetails', {
    schema: { tags, body: ZViewItem, response: { 200: ZViewItemReply } },
    handler: (req) => requests.viewItem(req.claims!, req.body.item_id),
  });
  app.post('/requestrepair/printRRItemdetails', {
    schema: { tags, body: ZViewRequest, response: { 200: ZPrintReply } },
    handler: (req) => print.print(req.claims!, req.body.req_code),
  });
};
