import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createTurnaroundService } from './turnaround.service';

export { deliveryCountEffect } from './delivery-effect';
export { forgetTurnaroundReport } from './turnaround.service';
export { countRating, rebuildTurnaround } from './turnaround-counters.repository';
export { startTurnaroundFold } from './turnaround-fold';

/** The report screen's lists, totals, breakdowns and CSV export, and the company's turnaround report. */
export function reportsFeature(deps: Pick<Deps, 'reads' | 'cache'>) {
  const services = { reports: createReportsService(deps), turnaround: createTurnaroundService(deps) };
  return { register: (api: FastifyInstance) => api.register(reportsRoutes, { services }) };
}
