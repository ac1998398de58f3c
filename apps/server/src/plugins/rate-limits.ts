import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The rate limiter; each route names its limit in the endpoint table (`endpoints.ts`). With REDIS_URL the
 * counts are shared by every instance; the connection closes with the app.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined) {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false }) : undefined;
  if (redis)
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  await app.register(rateLimit, { global: false, nameSpace: 'svc-rl-', ...(redis ? { redis } : {}) });
}
