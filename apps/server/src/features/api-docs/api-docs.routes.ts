import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@svc/contract';
import type { FastifyInstance } from 'fastify';

/** Where the API reference opens (PRODUCT.md: every call described in an OpenAPI document the server serves). */
const DOCS_PATH = '/docs';

/**
 * Swagger UI, served from the package's own files (no CDN; the app's content security policy allows
 * only this origin), on the same document as `/api/openapi.json`.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Registered under /api: without this, /api/docs (no trailing slash) would link its files from /docs.
    indexPrefix: API_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false, defaultModelsExpandDepth: 0 },
    theme: { title: 'Service Application API' },
  });
}
