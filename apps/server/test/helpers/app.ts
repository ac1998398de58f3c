import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app/build-app';
import { loadSettings } from '../../src/config/settings';
import type { Db } from '../../src/db/client';
import { presentSigningKey } from '../../src/features/setup/signing-key';
import { clientDigest } from '../../src/lib/passwords';
import { freshDatabase } from './database';
import { startSmtp, type TestSmtp } from './smtp';

export const ADMIN = { username: 'admin', password: 'Admin@12345' };

export interface TestContext {
  app: FastifyInstance;
  smtp: TestSmtp;
  logs: string[];
  database: Awaited<ReturnType<typeof freshDatabase>>;
  /** The open database of the running server (a restart opens it anew). */
  readonly db: Db;
  /** The key the server signs tokens, links, grants and file addresses with (decision 041). */
  signingKey(): Promise<string>;
  post<T = Record<string, unknown>>(
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{ statusCode: number; body: T; headers: Record<string, unknown> }>;
  /** Stops the server as SIGTERM would and starts a new one on the same database (needs `onDisk`). */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** The real app on a fresh database with a real SMTP server; every log line is kept for inspection. */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: {
    onDisk?: boolean;
    smtpDelayMs?: number;
    now?: () => Date;
    /** A database made by the test itself (migrated), instead of a fresh one. */
    database?: TestContext['database'];
  } = {},
): Promise<TestContext> {
  const smtp = await startSmtp({ delayMs: opts.smtpDelayMs });
  const database = opts.database ?? (await freshDatabase({ onDisk: opts.onDisk }));
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const settingsEnv = {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
    USER_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST: '/nonexistent',
    OUTBOX_POLL_MS: '50',
    ...env,
  };
  const settings = loadSettings(settingsEnv);
  let app = await buildApp({ settings, database, logger: { level: 'info', stream }, now: opts.now });
  let db = database.db;
  await app.ready();
  return {
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    smtp,
    logs,
    database,
    async signingKey() {
      const key = await presentSigningKey(settings);
      if (!key) throw new Error('the server has no signing key');
      return key;
    },
    async post(url, body, token) {
      const res = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
    },
    async restart(more = {}) {
      await app.close();
      const reopened = await database.reopen();
      db = reopened.db;
      app = await buildApp({
        settings: { ...settings, ...loadSettings({ ...settingsEnv, ...more }) },
        database: reopened,
        logger: { level: 'info', stream },
      });
      await app.ready();
    },
    async close() {
      await app.close();
      await smtp.close();
      await database.dispose();
    },
  };
}

export const digest = clientDigest;
