import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app/deps';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

/** The report screen's lists, totals, breakdowns and CSV export. */
export function reportsFeature(deps: Pick<Deps, 'reads'>) {
  const services = { reports: createReportsService(deps) };
  return { register: (api: FastifyInstance) => api.register(reportsRoutes, { services }) };
}
