import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ReportsService } from './reports.service';
import type { TurnaroundService } from './turnaround.service';

/** The specification's /reports calls, plus the summary, breakdown and CSV export of the report screen. */
export const reportsRoutes: FastifyPluginAsync<{
  services: { reports: ReportsService; turnaround: TurnaroundService };
}> = async (app, { services }) => {
  const { reports, turnaround } = services;
  app.endpoint(e.completedReport, ({ caller, body }) => reports.list(caller, 'completed', body));
  app.endpoint(e.inProgressReport, ({ caller, body }) => reports.list(caller, 'in_progress', body));
  app.endpoint(e.pendingReport, ({ caller, body }) => reports.list(caller, 'pending', body));
  app.endpoint(e.reportSummary, ({ caller, body }) => reports.summary(caller, body));
  app.endpoint(e.reportBreakdown, ({ caller, body }) => reports.breakdown(caller, body));
  app.endpoint(e.exportCsv, ({ caller, body, reply }) => {
    const { group, ...filters } = body;
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="report-${group}.csv"`);
    return reply.send(reports.exportCsv(caller, group, filters));
  });
  // Staff only by the table: a customer gets 404, as from every staff-only call.
  app.endpoint(e.turnaroundReport, ({ body }) => turnaround.report(body));
  app.endpoint(e.exportTurnaroundCsv, ({ body, reply }) => {
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="turnaround-by-${body.by}.csv"`);
    return reply.send(turnaround.exportCsv(body));
  });
};
