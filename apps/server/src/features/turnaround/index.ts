import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { turnaroundRoutes } from './turnaround.routes';
import { createTurnaroundService } from './turnaround.service';

/**
 * The promised turnaround (issue 28): the admin's working calendar, default and rules per item type and
 * branch; `turnaround.turnaroundFor(itemId, branchId)` answers an item's turnaround (working days or hours).
 */
export function turnaroundFeature(deps: Pick<Deps, 'db' | 'cache'>) {
  const turnaround = createTurnaroundService(deps);
  return { turnaround, register: (api: FastifyInstance) => api.register(turnaroundRoutes, { turnaround }) };
}
