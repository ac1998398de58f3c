import { validate } from '@readme/openapi-parser';
import { API_PREFIX, type Endpoint, endpoints } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../src/features/api-docs/error-catalogue';
import { EXAMPLES } from '../src/features/api-docs/examples';
import { startTestApp, type TestContext } from './helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Op = {
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { example?: unknown }> }>;
};
type Doc = {
  info: { description: string };
  paths: Record<string, Record<string, Op>>;
  components: {
    responses: Record<string, { content: Record<string, { examples: Record<string, { value: unknown }> }> }>;
  };
};
const documented = (Object.entries(endpoints) as [keyof typeof EXAMPLES, Endpoint][]).filter(([, e]) => !e.hidden);
const opOf = (doc: Doc, e: Endpoint) =>
  doc.paths[`${API_PREFIX}${e.path.replace(/:(\w+)/g, '{$1}')}`]?.[e.method.toLowerCase()];

describe('the API reference', () => {
  it('is a valid OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const result = await validate(doc);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('shows an example body and reply for every call, each accepted by the call’s own schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    let checked = 0;
    for (const [name, e] of documented) {
      const op = opOf(doc, e);
      expect(op, name).toBeDefined();
      const example = EXAMPLES[name] as { body?: unknown; reply?: unknown } | undefined;
      if (e.body) {
        expect(example?.body, `${name} body example`).toBeDefined();
        expect(e.body.safeParse(example?.body).error, `${name} body`).toBeUndefined();
        expect(op?.requestBody?.content['application/json']?.example, name).toEqual(example?.body);
        checked++;
      }
      if (e.reply) {
        expect(example?.reply, `${name} reply example`).toBeDefined();
        expect(e.reply.safeParse(example?.reply).error, `${name} reply`).toBeUndefined();
        expect(op?.responses['200']?.content?.['application/json']?.example, name).toEqual(example?.reply);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(90);
  });

  it('holds the error catalogue and the error replies each call can give', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    for (const entry of ERROR_CATALOGUE) {
      expect(doc.info.description).toContain(`| ${entry.http} | ${entry.code} |`);
      const examples = doc.components.responses[`Error${entry.http}`]?.content['application/json']?.examples;
      expect(examples?.[`status${entry.code}`]?.value).toEqual({ status: entry.code, message: entry.example });
    }
    // A signed-in call can answer 401; the sign-in call and health say so only where they can.
    expect(opOf(doc, endpoints.viewRequest)?.responses['401']?.$ref).toBe('#/components/responses/Error401');
    expect(opOf(doc, endpoints.addRequest)?.responses['429']?.$ref).toBe('#/components/responses/Error429');
    expect(opOf(doc, endpoints.trackView)?.responses['401']).toBeUndefined();
    expect(opOf(doc, endpoints.masterList)?.responses['429']).toBeUndefined();
  });

  it('opens at /api/docs from the server’s own files', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      const refs = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
      // Each file resolves below /api/docs from either address.
      for (const ref of refs)
        expect(new URL(ref, `http://x${url}`).pathname, `${url}: ${ref}`).toMatch(/^\/api\/docs\//);
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.body).toContain('<title>Service Application API</title>');
    // Every script and stylesheet is a path on this server: nothing comes from elsewhere.
    const refs = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThan(2);
    for (const ref of refs) expect(ref, ref).toMatch(/^(\.\/|\/api\/docs\/)/);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
