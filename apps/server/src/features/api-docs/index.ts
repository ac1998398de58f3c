import type { FastifyInstance } from 'fastify';
import { apiDocsRoutes } from './api-docs.routes';

export { completeDocument } from './openapi-document';

/** The API reference's pages (Swagger UI). */
export const apiDocsFeature = { register: (api: FastifyInstance) => api.register(apiDocsRoutes) };
