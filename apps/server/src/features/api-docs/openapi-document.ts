import type { SwaggerTransformObject } from '@fastify/swagger';
import { API_PREFIX, type Endpoint, endpoints } from '@svc/contract';
import { catalogueMarkdown, ERROR_CATALOGUE } from './error-catalogue';
import { EXAMPLES } from './examples';

type Json = Record<string, unknown>;
type Operation = { requestBody?: { content?: Record<string, Json> }; responses?: Record<string, Json> };

const DESCRIPTION = `The API of Service Application: every call the web app makes, for integrators.

Calls are \`POST\` with a JSON body unless shown otherwise. Signed-in calls take the access token from
\`/api/login/authenticate\` as \`Authorization: Bearer <token>\`; it lasts 15 minutes, and
\`/api/login/refreshToken\` gives a new pair. Passwords travel as the base64 SHA-256 digest the browser
computes. Replies carry \`status\` (or \`statusFlag\`: 0 success, 1 failure) and a \`message\` a person
can read; the HTTP status keeps its standard meaning.

## Error catalogue

${catalogueMarkdown()}`;

const byPath = new Map(
  Object.entries(endpoints).map(([name, e]) => [
    `${e.method.toLowerCase()} ${API_PREFIX}${e.path.replace(/:(\w+)/g, '{$1}')}`,
    { name: name as keyof typeof EXAMPLES, endpoint: e as Endpoint },
  ]),
);

const errorResponse = (http: number) => {
  const entries = ERROR_CATALOGUE.filter((e) => e.http === http);
  return {
    description: entries.map((e) => `${e.code}: ${e.when}`).join(' '),
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/StatusReply' },
        examples: Object.fromEntries(
          entries.map((e) => [`status${e.code}`, { summary: e.when, value: { status: e.code, message: e.example } }]),
        ),
      },
    },
  };
};
const ERROR_HTTP = [...new Set(ERROR_CATALOGUE.map((e) => e.http))].sort();

/**
 * Completes @fastify/swagger's document: the introduction and error catalogue, an example body and reply
 * for each call, and the error replies each call can give (by its access and rate limit).
 */
export const completeDocument: SwaggerTransformObject = (doc) => {
  const openapi = (
    doc as { openapiObject: Json & { paths?: Record<string, Record<string, Operation>>; components?: Json } }
  ).openapiObject;
  for (const [path, methods] of Object.entries(openapi.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const found = byPath.get(`${method} ${path}`);
      if (!found) continue;
      const example = EXAMPLES[found.name] as { body?: unknown; reply?: unknown } | undefined;
      const body = op.requestBody?.content?.['application/json'];
      if (body && example?.body !== undefined) body.example = example.body;
      const ok = (op.responses?.['200'] as { content?: Record<string, Json> } | undefined)?.content?.[
        'application/json'
      ];
      if (ok && example?.reply !== undefined) ok.example = example.reply;
      const e = found.endpoint;
      const errors = new Set<number>([
        ...(e.body || e.params || e.query ? [400] : []),
        // Sign-in answers 402 and a refresh 498, both on HTTP 401: the table says so (alsoAnswers).
        ...(e.access === 'public' ? [] : [401]),
        404,
        // A JSON body may be too large or not JSON at all.
        ...(e.body ? [413, 415] : []),
        ...(e.alsoAnswers ?? []),
        ...(e.limit === 'none' ? [] : [429]),
        500,
      ]);
      op.responses = { ...op.responses };
      for (const http of [...errors].sort()) {
        op.responses[String(http)] ??= { $ref: `#/components/responses/Error${http}` };
      }
    }
  }
  const components = (openapi.components ?? {}) as Json & { schemas?: Json; responses?: Json };
  return {
    ...openapi,
    info: { ...(openapi.info as Json), description: DESCRIPTION },
    components: {
      ...components,
      schemas: {
        ...components.schemas,
        StatusReply: {
          type: 'object',
          required: ['status', 'message'],
          properties: {
            status: { type: 'integer', description: 'The body code of the error catalogue.' },
            message: { type: 'string' },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
      responses: {
        ...components.responses,
        ...Object.fromEntries(ERROR_HTTP.map((http) => [`Error${http}`, errorResponse(http)])),
      },
    },
  } as unknown as ReturnType<SwaggerTransformObject>;
};
