import type { FastifyRequest } from 'fastify';

/**
 * A per-user rate limit for signed-in calls: it runs after authentication (preHandler) and counts by the
 * verified user, so colleagues behind one office address do not share a budget.
 */
export function userLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => `user:${req.claims?.userId ?? req.ip}`,
    },
  };
}
