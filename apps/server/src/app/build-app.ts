import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { API_PREFIX, AppMsg, Code, Msg, pages, routes } from '@svc/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Settings } from '../config/settings';
import type { Database } from '../db/client';
import { openReadReplica, type Reads } from '../db/read-replica';
import { adminRoutes } from '../features/admin/admin.routes';
import { apiDocsRoutes, completeDocument } from '../features/api-docs';
import { findLiveSession } from '../features/auth';
import { authRoutes } from '../features/auth/auth.routes';
import { healthRoutes } from '../features/health/health.routes';
import { outboxDepth } from '../features/health/outbox-depth';
import { openImageStore, startOrphanSweep } from '../features/images';
import { imagesRoutes } from '../features/images/images.routes';
import { invoicesRoutes } from '../features/invoices/invoices.routes';
import { phoneProviders, startPhoneWorker, webhooksRoutes } from '../features/messaging';
import { startOutboxWorker } from '../features/notifications';
import { profileRoutes } from '../features/profile/profile.routes';
import { reportsRoutes } from '../features/reports/reports.routes';
import { startCounterFold } from '../features/requests';
import { requestsRoutes } from '../features/requests/requests.routes';
import { firstStart, signingSecret } from '../features/setup/first-start';
import { AccessTokens } from '../lib/access-token';
import { createMetrics, type Metrics } from '../lib/metrics';
import { safeEqual } from '../lib/random';
import { ReadCache } from '../lib/read-cache';
import { SessionCache } from '../lib/session-cache';
import { TrackingTokens } from '../lib/tracking-tokens';
import { UrlSigner } from '../lib/url-signer';
import { createMailer } from '../mail/mailer';
import { authenticatePlugin } from '../plugins/authenticate';
import { endpointsPlugin } from '../plugins/endpoints';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerJsonBody } from '../plugins/json-body';
import { replySerializerCompiler } from '../plugins/reply-serializer';
import { createServices } from './services';

export interface BuildOptions {
  settings: Settings;
  database: Database;
  logger?: boolean | object;
  /** The clock the services read; the real one unless a test needs a given day. */
  now?: () => Date;
}

const MAX_URL_LENGTH = 2048;
const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'res.body'];

/** Builds the whole server on an open, migrated database. Closing the app closes the database. */
export async function buildApp({ settings, database, logger, now }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: settings.LOG_LEVEL, redact: LOG_REDACT },
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    trustProxy: false,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);
  // No address of the app or the API is anywhere near this long; a longer one is refused before routing.
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.length > MAX_URL_LENGTH) return reply.code(414).send({ status: 414, message: Msg.badRequest });
  });

  const { db } = database;
  const secret = await signingSecret(db, settings);
  const tokens = new AccessTokens(secret, settings.ACCESS_TOKEN_TTL_SECONDS);
  const signer = new UrlSigner(secret);
  const tracking = new TrackingTokens(secret);
  const sessions = new SessionCache(settings.SESSION_CHECK_CACHE_MS);
  const cache = new ReadCache(settings.SETTINGS_CACHE_MS);
  const mailer = createMailer({ smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM, log: app.log });
  const metrics = createMetrics({ outbox: () => outboxDepth(db), pool: database.poolStats });
  const replica =
    settings.REPORTS_DATABASE_URL && database.kind === 'postgres'
      ? openReadReplica({
          url: settings.REPORTS_DATABASE_URL,
          primary: db,
          maxLagSeconds: settings.REPORTS_MAX_LAG_SECONDS,
          onRead: metrics.reportRead,
        })
      : null;
  await replica?.ready();
  const reads: Reads = replica?.reads ?? ((fn) => fn(db));
  const store = await openImageStore(settings);
  const services = createServices(
    {
      db,
      reads,
      settings,
      tokens,
      mailer,
      signer,
      sessions,
      cache,
      tracking,
      log: app.log,
      now: now ?? (() => new Date()),
    },
    store,
  );
  await firstStart(db, settings, app.log);

  const outbox = startOutboxWorker({
    db,
    mailer,
    log: app.log,
    pollMs: settings.OUTBOX_POLL_MS,
    maxAttempts: settings.MAIL_MAX_ATTEMPTS,
    invoicePdf: services.invoices.attachment,
  });
  const phones = startPhoneWorker({
    db,
    log: app.log,
    pollMs: settings.OUTBOX_POLL_MS,
    maxAttempts: settings.PHONE_MAX_ATTEMPTS,
    providers: phoneProviders(settings),
  });
  const sweep = startOrphanSweep({ db, store, log: app.log, olderThanHours: settings.ORPHAN_IMAGE_HOURS });
  const fold = startCounterFold({ db, log: app.log, everyMs: settings.COUNTER_FOLD_MS });
  database.onQuery(metrics.query);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.observe(route, req.method, reply.statusCode, reply.elapsedTime / 1000);
    if (route === SIGN_IN_ROUTE && (reply.statusCode === 401 || reply.statusCode === 429)) {
      metrics.failedLogin(reply.statusCode === 401 ? 'invalid' : 'too_many');
    }
  });
  if (settings.METRICS_TOKEN) registerMetricsRoute(app, metrics, settings.METRICS_TOKEN);
  const redis = settings.REDIS_URL ? new Redis(settings.REDIS_URL, { lazyConnect: false }) : undefined;
  app.addHook('onClose', async () => {
    // The messages in hand are sent and recorded before the database closes.
    await Promise.all([outbox.stop(), phones.stop(), sweep.stop(), fold.stop()]);
    await replica?.close();
    mailer.close();
    await redis?.quit();
    await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", ...(s3Origin(settings) ? [s3Origin(settings) as string] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
  });
  await app.register(rateLimit, { global: false, nameSpace: 'svc-rl-', ...(redis ? { redis } : {}) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Service Application API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: completeDocument,
  });
  await app.register(authenticatePlugin, {
    tokens,
    cache: sessions,
    liveSession: (sessionId) => findLiveSession(db, sessionId),
  });

  await app.register(endpointsPlugin, {
    auth: settings.AUTH_RATE_LIMIT_PER_MINUTE,
    public: settings.PUBLIC_RATE_LIMIT_PER_MINUTE,
    user: settings.USER_RATE_LIMIT_PER_MINUTE,
  });

  await app.register(
    async (api) => {
      api.addHook('onSend', async (_req, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(healthRoutes, { db, kind: database.kind });
      await api.register(authRoutes, { services });
      await api.register(profileRoutes, { services });
      await api.register(requestsRoutes, { services });
      await api.register(imagesRoutes, { services });
      await api.register(reportsRoutes, { services });
      await api.register(invoicesRoutes, { services });
      await api.register(adminRoutes, { services });
      await api.register(webhooksRoutes, { db, settings });
      await api.register(apiDocsRoutes);
    },
    { prefix: API_PREFIX },
  );

  registerWebApp(app, settings.webDist);
  return app;
}

const SIGN_IN_ROUTE = `${API_PREFIX}${routes.authenticate.path}`;

/** Prometheus scrapes GET /metrics with the bearer token; anyone else is told it does not exist. */
function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!safeEqual(given, token)) return reply.code(404).send({ status: Code.notFound, message: AppMsg.notFound });
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.render());
  });
}

/** The browser uploads straight to the bucket, so the page may connect there. */
function s3Origin(settings: Settings): string | null {
  if (!settings.S3_BUCKET) return null;
  return settings.S3_ENDPOINT ? new URL(settings.S3_ENDPOINT).origin : 'https://*.amazonaws.com';
}

/**
 * Serves the built React app when there is one; any other GET outside /api answers index.html so that
 * client routes survive a reload. Everything else unknown answers a 404 body.
 */
function registerWebApp(app: FastifyInstance, dist: string) {
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb)
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz copies (apps/web/compress.plugin.ts): sent as they are.
      preCompressed: true,
      // Hashed names never change content: a year, no revalidation. Everything else is checked each time.
      setHeaders: (reply, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && req.method === 'GET' && !req.url.startsWith(API_PREFIX)) {
      // Anyone with a tracking link can open its page: no search engine may keep it (helmet already sends
      // Referrer-Policy: no-referrer, so the token never leaves in a Referer header).
      if (req.url === pages.track || req.url.startsWith(`${pages.track}?`))
        reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ status: Code.notFound, message: AppMsg.notFound });
  });
}
