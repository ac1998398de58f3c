import { endpoints as e } from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';

/** How long the health check waits for the database before it calls it unavailable. */
const CHECK_MS = 1500;

export const healthRoutes: FastifyPluginAsync<{ db: Db; kind: string }> = async (app, { db, kind }) => {
  app.endpoint(e.health, async ({ reply }) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database check timed out')), CHECK_MS);
    });
    try {
      await Promise.race([db.execute(sql`select 1`), late]);
      return { status: 'ok' as const, database: kind };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' as const, database: kind });
    } finally {
      clearTimeout(timer);
    }
  });
  app.endpoint(e.openApi, () => app.swagger());
};
