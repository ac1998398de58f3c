import { Code, endpoints as e } from '@svc/contract';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { ImageMsg } from './image-messages';
import type { ImagesService } from './images.service';
import { uploadRefused } from './images.service';

const MAX_UPLOAD = 10 * 1024 * 1024;

export const imagesRoutes: FastifyPluginAsync<{ services: { images: ImagesService } }> = async (app, { services }) => {
  const { images } = services;
  // Uploads arrive as the raw image, never inside JSON.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD },
    (_req, body, done) => done(null, body),
  );
  // A refused upload says why in words; every other failure goes on to the app's error handler.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (req.routeOptions.url?.endsWith(e.uploadFile.path) && (err.statusCode === 415 || err.statusCode === 413)) {
      const message = err.statusCode === 415 ? ImageMsg.onlyImages : ImageMsg.tooLarge;
      return reply
        .code(err.statusCode)
        .send({ status: err.statusCode === 415 ? Code.unsupportedType : Code.tooLarge, message });
    }
    throw err;
  });

  app.endpoint(e.presignUpload, ({ caller, body }) =>
    images.presign(caller, body.content_type, body.size, body.file_name),
  );
  app.endpoint(e.completeUpload, ({ caller, body }) => images.complete(caller, body.image_id));
  app.endpoint(
    e.uploadFile,
    ({ params, query, req }) => {
      const contentType =
        String(req.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return images.receive(params.id, query.exp, query.sig, contentType, body);
    },
    {
      bodyLimit: MAX_UPLOAD,
      // The address's signature is who may send these 10 MB: checked before a byte of them is read.
      admit: async (req) => {
        const params = e.uploadFile.params.safeParse(req.params);
        const query = e.uploadFile.query.safeParse(req.query);
        if (!params.success || !query.success) throw uploadRefused();
        await images.admitUpload(params.data.id, query.data.exp, query.data.sig);
      },
    },
  );
  app.endpoint(e.readFile, async ({ params, query, reply }) => {
    const data = await images.read(params.id, params.variant, query.exp, query.sig);
    reply.header('cache-control', 'private, max-age=600');
    // A PDF is a download, never shown in the app's own origin.
    if (params.variant === 'pdf') {
      // Under the name it was attached with (an ASCII stand-in for old browsers, the exact one in UTF-8).
      const name = await images.downloadName(params.id);
      const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      const exact = encodeURIComponent(name).replace(
        /['()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      );
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${plain}"; filename*=UTF-8''${exact}`);
    } else reply.header('content-type', 'image/jpeg');
    return reply.send(data);
  });
};
