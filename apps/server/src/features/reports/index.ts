import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createTurnaroundService } from './turnaround.service';

/** The report screen's lists, totals, breakdowns and CSV export, and the company's turnaround report. */
// The bench's floor runs the same statements as the app (bench/src/floor-routes.ts): they are read through here.
export * as dailyTotalsQueries from './daily-totals.repository';
export { deliveryCountEffect } from './delivery-effect';
export * as reportQueries from './reports.repository';
export * as turnaroundQueries from './turnaround.repository';
export { forgetTurnaroundReport } from './turnaround.service';
export { countRating, rebuildTurnaround } from './turnaround-counters.repository';
export { startTurnaroundFold } from './turnaround-fold';
export function reportsFeature(deps: Pick<Deps, 'reads' | 'cache'>) {
  const services = { reports: createReportsService(deps), turnaround: createTurnaroundService(deps) };
  return { register: (api: FastifyInstance) => api.register(reportsRoutes, { services }) };
}
