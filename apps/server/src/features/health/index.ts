import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { healthRoutes } from './health.routes';

export { outboxDepth } from './outbox-depth';

/** The health check and the OpenAPI document. */
export function healthFeature(db: Db, kind: string) {
  return { register: (api: FastifyInstance) => api.register(healthRoutes, { db, kind }) };
}
