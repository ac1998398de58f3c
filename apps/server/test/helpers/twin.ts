import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app/build-app';
import type { TestContext } from './app';

/**
 * A second instance of the app on the first one's database, as a load balancer's second server: on
 * PostgreSQL its own pool on the same database; on PGlite (one process) the same embedded database, left open
 * when this instance closes. Its log lines join the first one's.
 */
export async function startTwin(t: TestContext): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = process.env.TEST_DATABASE_URL ? await t.database.reopen() : { ...t.database, close: async () => {} };
  const stream = new Writable({
    write(chunk, _enc, cb) {
      t.logs.push(chunk.toString());
      cb();
    },
  });
  const app = await buildApp({ settings: t.settings, database, logger: { level: 'info', stream } });
  await app.ready();
  return { app, close: () => app.close() };
}
