import { AppMsg, Code, Msg, ServerMsg } from '@svc/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** The one place where failures become replies: `{ status, message, issues? }`, never a stack or a secret. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.httpStatus).send({ status: err.status, message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ status: Code.badRequest, message: Msg.badRequest, issues });
    }
    if (err.statusCode === 429) {
      return reply.code(429).send({ status: Code.tooMany, message: AppMsg.tooManyRequests });
    }
    // A body over the size limit, or not JSON where JSON is expected: the body says so with the same code.
    if (err.statusCode === 413) return reply.code(413).send({ status: Code.tooLarge, message: ServerMsg.tooLarge });
    if (err.statusCode === 415) {
      return reply.code(415).send({ status: Code.unsupportedType, message: ServerMsg.unsupportedType });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ status: Code.badRequest, message: Msg.badRequest });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ status: Code.error, message: Msg.somethingWentWrong });
  });
}
