import path from 'node:path';
import cookie from '@fastify/cookie';
import { API_PREFIX, Msg } from '@svc/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { publicUrlOf } from '../config/public-url';
import type { Settings } from '../config/settings';
import type { Database } from '../db/client';
import { openReadReplica, type Reads } from '../db/read-replica';
import type { Deps } from '../deps';
import { completeDocument } from '../features/api-docs';
import { findLiveSession, whyClosed } from '../features/auth';
import { outboxDepth } from '../features/health';
import { openImageStore } from '../features/images';
import { firstStart, signingSecret } from '../features/setup';
import { rekeyTrackingLinks } from '../features/tracking';
import { AccessTokens } from '../lib/access-token';
import { LOG_SAFETY, RequestLines } from '../lib/log-safety';
import { createMetrics } from '../lib/metrics';
import { type Notices, stdoutNotices } from '../lib/notices';
import { ReadCache } from '../lib/read-cache';
import { SessionCache } from '../lib/session-cache';
import { TrackingTokens } from '../lib/tracking-tokens';
import { UrlSigner } from '../lib/url-signer';
import { createMailer, MAIL_LOG_FILE } from '../mail/mailer';
import { authenticatePlugin } from '../plugins/authenticate';
import { endpointsPlugin } from '../plugins/endpoints';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerJsonBody } from '../plugins/json-body';
import { registerMetrics } from '../plugins/metrics';
import { registerRateLimits } from '../plugins/rate-limits';
import { replySerializerCompiler } from '../plugins/reply-serializer';
import { registerSecurityHeaders } from '../plugins/security-headers';
import { registerWebApp } from '../plugins/static-files';
import { registerSwagger } from '../plugins/swagger';
import { createFeatures } from './services';
import { startWorkers } from './workers';

export interface BuildOptions {
  settings: Settings;
  database: Database;
  /** Logger options (level, stream); the log's safety rules (lib/log-safety.ts) are always added. */
  logger?: object;
  /** The clock the services read; the real one unless a test needs a given day. */
  now?: () => Date;
  /** Where the framed notices go (the generated admin password, codes without SMTP): standard output. */
  notices?: Notices;
}

const MAX_URL_LENGTH = 2048;

/** Builds the whole server on an open, migrated database. Closing the app closes the database. */
export async function buildApp({
  settings,
  database,
  logger,
  now,
  notices = stdoutNotices,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: settings.LOG_LEVEL, ...logger, ...LOG_SAFETY },
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    trustProxy: false,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // One line a request, at debug (lib/log-safety.ts, decision 096).
    logController: new RequestLines(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);
  // No address of the app or the API is anywhere near this long; a longer one is refused before routing.
  // Callback hooks, not async ones, on every call: each async hook is a promise and a turn of the loop more
  // (the desk's counts, decision 104).
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.length > MAX_URL_LENGTH) return reply.code(414).send({ status: 414, message: Msg.badRequest });
    done();
  });

  const { db } = database;
  const { key: secret, adopted } = await signingSecret(db, settings);
  const tokens = new AccessTokens(secret, settings.ACCESS_TOKEN_TTL_SECONDS);
  const signer = new UrlSigner(secret);
  const tracking = new TrackingTokens(secret);
  if (adopted) {
    const rekeyed = await rekeyTrackingLinks(db, tracking);
    if (rekeyed) app.log.warn({ links: rekeyed }, 'a new signing key: every tracking link was derived anew');
  }
  const sessions = new SessionCache(settings.SESSION_CHECK_CACHE_MS);
  const cache = new ReadCache(settings.SETTINGS_CACHE_MS);
  const mailer = createMailer({
    smtpUrl: settings.SMTP_URL,
    from: settings.MAIL_FROM,
    log: app.log,
    mailLog: path.join(settings.dataDir, MAIL_LOG_FILE),
    notices,
  });
  const metrics = createMetrics({ outbox: () => outboxDepth(db), pool: database.poolStats });
  const replica =
    settings.REPORTS_DATABASE_URL && database.kind === 'postgres'
      ? openReadReplica({
          url: settings.REPORTS_DATABASE_URL,
          primary: db,
          maxLagSeconds: settings.REPORTS_MAX_LAG_SECONDS,
          onRead: metrics.reportRead,
          onCheck: metrics.replicaChecked,
        })
      : null;
  await replica?.ready();
  const reads: Reads = replica?.reads ?? ((fn) => fn(db));
  const store = await openImageStore(settings);
  const deps: Deps = {
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
  };
  const secureCookies = publicUrlOf(settings).startsWith('https:');
  const features = createFeatures(deps, {
    store,
    kind: database.kind,
    secureCookies,
    countWebhook: metrics.webhookDelivery,
  });
  await firstStart(db, settings, app.log, notices);

  const workers = startWorkers(app, {
    db,
    settings,
    mailer,
    store,
    now: deps.now,
    invoicePdf: features.invoicePdf,
    webhooks: features.webhooks,
    shipments: features.shipments,
  });
  database.onQuery(metrics.query);
  registerMetrics(app, metrics, settings.METRICS_TOKEN);
  app.addHook('onClose', async () => {
    // The messages in hand are sent and recorded before the database closes.
    await workers.stop();
    await replica?.close();
    mailer.close();
    await database.close();
  });

  registerSecurityHeaders(app, settings);
  await app.register(cookie);
  await registerRateLimits(app, settings.REDIS_URL);
  await registerSwagger(app, completeDocument);
  await app.register(authenticatePlugin, {
    tokens,
    cache: sessions,
    liveSession: (sessionId) => findLiveSession(db, sessionId),
    whyClosed: (userId) => whyClosed(db, userId),
  });

  await app.register(endpointsPlugin, {
    auth: settings.AUTH_RATE_LIMIT_PER_MINUTE,
    public: settings.PUBLIC_RATE_LIMIT_PER_MINUTE,
    user: settings.USER_RATE_LIMIT_PER_MINUTE,
  });

  await app.register(
    async (api) => {
      // No answer of the API is kept by a cache unless its route says otherwise (its own header replaces it).
      api.addHook('onRequest', (_req, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      });
      await features.register(api);
    },
    { prefix: API_PREFIX },
  );

  await features.registerPages(app);
  registerWebApp(app, settings.webDist);
  return app;
}
