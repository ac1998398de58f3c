import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app/build-app';
import { loadSettings } from '../../src/config/settings';
import { clientDigest } from '../../src/lib/passwords';
import { freshDatabase } from './database';
import { startSmtp, type TestSmtp } from './smtp';

export const ADMIN = { username: 'admin', password: 'Admin@12345' };

export interface TestContext {
  app: FastifyInstance;
  smtp: TestSmtp;
  logs: string[];
  database: Awaited<ReturnType<typeof freshDatabase>>;
  post<T = Record<string, unknown>>(
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{ statusCode: number; body: T; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** The real app on a fresh database with a real SMTP server; every log line is kept for inspection. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const smtp = await startSmtp();
  const database = await freshDatabase();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const settings = loadSettings({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
    USER_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const app = await buildApp({ settings, database, logger: { level: 'info', stream } });
  await app.ready();
  return {
    app,
    smtp,
    logs,
    database,
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
    async close() {
      await app.close();
      await smtp.close();
      await database.dispose();
    },
  };
}

export const digest = clientDigest;
