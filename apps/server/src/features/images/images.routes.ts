import { ZPresignReply, ZPresignRequest } from '@svc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../app/services';
import { userLimit } from '../../plugins/user-limit';

const MAX_UPLOAD = 10 * 1024 * 1024;
const signedQuery = z.strictObject({
  exp: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const imagesRoutes: FastifyPluginAsyncZod<{ services: Services; userLimit: number }> = async (
  app,
  { services, userLimit: max },
) => {
  // Uploads arrive as the raw image, never inside JSON.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp'],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD },
    (_req, body, done) => done(null, body),
  );

  app.post('/requestrepair/getPresignedUrl', {
    preHandler: app.authenticate,
    config: userLimit(max * 2),
    schema: { tags: ['requests'], body: ZPresignRequest, response: { 200: ZPresignReply } },
    handler: (req) => services.images.presign(req.claims!, req.body.content_type, req.body.size),
  });

  app.post('/requestrepair/completeUpload', {
    preHandler: app.authenticate,
    config: userLimit(max * 2),
    schema: {
      tags: ['requests'],
      body: z.strictObject({ image_id: z.uuid() }),
      response: {
        200: z.object({
          statusFlag: z.number(),
          message: z.string(),
          image_id: z.string(),
          width: z.number(),
          height: z.number(),
        }),
      },
    },
    handler: (req) => services.images.complete(req.claims!, req.body.image_id),
  });

  app.put('/uploads/:id', {
    bodyLimit: MAX_UPLOAD,
    config: { rateLimit: { max: max * 2, timeWindow: '1 minute' } },
    schema: { tags: ['requests'], params: z.object({ id: z.uuid() }), querystring: signedQuery },
    handler: async (req) => {
      const contentType =
        String(req.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return services.images.receive(req.params.id, req.query.exp, req.query.sig, contentType, body);
    },
  });

  app.get('/files/:id/:variant', {
    schema: {
      tags: ['requests'],
      params: z.object({ id: z.uuid(), variant: z.enum(['full', 'thumb']) }),
      querystring: signedQuery,
    },
    handler: async (req, reply) => {
      const data = await services.images.read(req.params.id, req.params.variant, req.query.exp, req.query.sig);
      reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=600');
      return reply.send(data);
    },
  });
};
