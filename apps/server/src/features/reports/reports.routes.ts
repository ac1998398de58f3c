import {
  ZCompletedReply,
  ZInProgressReply,
  ZPendingReply,
  ZReportBreakdown,
  ZReportBreakdownReply,
  ZReportExport,
  ZReportList,
  ZReportSummary,
  ZReportSummaryReply,
} from '@svc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../app/services';

/** The specification's /reports calls, plus the summary, breakdown and CSV export of the report screen. */
export const reportsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const tags = ['reports'];
  app.addHook('preHandler', app.authenticate);
  const { reports } = services;

  app.post('/reports/getCompletedRequestList', {
    schema: { tags, body: ZReportList, response: { 200: ZCompletedReply } },
    handler: (req) => reports.list(req.claims!, 'completed', req.body) as never,
  });
  app.post('/reports/getInProgressRequestList', {
    schema: { tags, body: ZReportList, response: { 200: ZInProgressReply } },
    handler: (req) => reports.list(req.claims!, 'in_progress', req.body) as never,
  });
  app.post('/reports/getPendingRequestList', {
    schema: { tags, body: ZReportList, response: { 200: ZPendingReply } },
    handler: (req) => reports.list(req.claims!, 'pending', req.body) as never,
  });
  app.post('/reports/getReportSummary', {
    schema: { tags, body: ZReportSummary, response: { 200: ZReportSummaryReply } },
    handler: (req) => reports.summary(req.claims!, req.body),
  });
  app.post('/reports/getBreakdown', {
    schema: { tags, body: ZReportBreakdown, response: { 200: ZReportBreakdownReply } },
    handler: (req) => reports.breakdown(req.claims!, req.body),
  });
  app.post('/reports/exportCsv', {
    schema: { tags, body: ZReportExport },
    handler: (req, reply) => {
      const { group, ...filters } = req.body;
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${group}.csv"`);
      return reply.send(reports.exportCsv(req.claims!, group, filters));
    },
  });
};
