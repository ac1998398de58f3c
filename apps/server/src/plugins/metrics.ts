import { API_PREFIX, AppMsg, Code, routes } from '@svc/contract';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';
import { safeEqual } from '../lib/random';

const SIGN_IN_ROUTE = `${API_PREFIX}${routes.authenticate.path}`;

/**
 * Counts every reply by route, method and status (and failed sign-ins by reason); with a token, Prometheus
 * scrapes GET /metrics with it as a bearer token, and anyone else is told it does not exist.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.observe(route, req.method, reply.statusCode, reply.elapsedTime / 1000);
    if (route === SIGN_IN_ROUTE && (reply.statusCode === 401 || reply.statusCode === 429)) {
      metrics.failedLogin(reply.statusCode === 401 ? 'invalid' : 'too_many');
    }
    done();
  });
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    // Only the bearer scheme: a bare token in the header is not accepted.
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!safeEqual(given, token)) return reply.code(404).send({ status: Code.notFound, message: AppMsg.notFound });
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.render());
  });
}
