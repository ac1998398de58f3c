export { apiDocsRoutes } from './api-docs.routes';
export { completeDocument } from './openapi-document';
