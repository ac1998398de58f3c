import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route, from their zod schemas; `transformObject` completes it. */
export async function registerSwagger(app: FastifyInstance, transformObject: SwaggerTransformObject) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Service Application API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject,
  });
}
