import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app/build-app';
import { loadSettings, type Settings } from '../../src/config/settings';
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
  /** The settings the server was started with (a second instance on the same database takes them too). */
  readonly settings: Settings;
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
    // A mail leaves within a fifth of a second: an idle poll every 50 ms cost each test server 7 % of a core
    // (every 200 ms, 2 %), and four servers run at once in the full run (issue 41).
    OUTBOX_POLL_MS: '200',
    // Each change's message at once: the window that gathers a request's items has its own tests (decision 101).
    MESSAGE_WINDOW_SECONDS: '0',
    ...env,
  };
  const settings = loadSettings(settingsEnv);
  // Info unless the test asks for another level (one line a request comes at debug, decision 096).
  const level = env.LOG_LEVEL ?? 'info';
  // The framed notices (the generated admin password, codes without SMTP) are kept with the log's lines.
  const notices = (text: string) => {
    logs.push(text);
  };
  let app = await buildApp({ settings, database, logger: { level, stream }, now: opts.now, notices });
  let db = database.db;
  await app.ready();
  return {
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    get settings() {
      return settings;
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
        logger: { level, stream },
        notices,
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
