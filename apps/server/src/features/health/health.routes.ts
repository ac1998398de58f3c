import { endpoints as e } from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';

export const healthRoutes: FastifyPluginAsync<{ db: Db; kind: string }> = async (app, { db, kind }) => {
  app.endpoint(e.health, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const, database: kind };
  });
  app.endpoint(e.openApi, () => app.swagger());
};
