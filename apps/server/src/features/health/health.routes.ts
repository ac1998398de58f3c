import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; kind: string; config: object }> = async (
  app,
  { db, kind, config },
) => {
  app.get('/health', {
    config,
    schema: {
      tags: ['health'],
      response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
    },
    handler: async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: kind };
    },
  });
};
