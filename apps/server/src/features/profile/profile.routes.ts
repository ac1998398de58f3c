import { Code, ZProfileResponse } from '@svc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../app/services';

export const profileRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post('/profile/getProfile', {
    preHandler: app.authenticate,
    schema: { tags: ['profile'], body: z.strictObject({}).optional(), response: { 200: ZProfileResponse } },
    handler: async (req) => ({
      status: Code.ok,
      message: 'OK',
      profile: await services.profile.getProfile(req.claims!),
    }),
  });
};
