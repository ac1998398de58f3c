import { validate } from '@readme/openapi-parser';
import { API_PREFIX, type Endpoint, endpoints } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/features/api-docs/error-catalogue';
import { EXAMPLES } from '../../src/features/api-docs/examples';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';

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
    // A refresh with a dead refresh token answers 498 on HTTP 401 (the one call that does).
    expect(opOf(doc, endpoints.refreshToken)?.responses['401']?.$ref).toBe('#/components/responses/Error401');
    expect(opOf(doc, endpoints.masterList)?.responses['429']).toBeUndefined();
  });

  it('says what docs/api.md says of every body status: the same codes, HTTP statuses and words', async () => {
    const fs = await import('node:fs');
    const markdown = fs.readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    const documentedRows = [...markdown.matchAll(/^\| (\d{3}) \| (\d{3}) \| (.+) \|$/gm)]
      .map((m) => `${m[1]} ${m[2]} ${m[3]}`)
      .filter((row) => !row.startsWith('200 '));
    const catalogue = ERROR_CATALOGUE.map((e) => `${e.code} ${e.http} ${e.when}`);
    expect(documentedRows.sort()).toEqual(catalogue.sort());
    const expired = ERROR_CATALOGUE.find((e) => e.code === 498);
    expect(expired?.when).toMatch(/refresh token/);
    expect(expired?.when).toMatch(/sign in again/);
  });

  it('lists every reply each call gives (issue 25: 401, 409, 413, 415 and 498 were missing)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    const c = await signUp(t);
    const tokens = {
      none: undefined,
      forged: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
      customer: (await login(t, c.username, c.password)).accessToken,
      admin: (await login(t, ADMIN.username, ADMIN.password)).accessToken,
    };
    const seen = new Map<string, Set<number>>();
    const call = async (
      name: string,
      e: Endpoint,
      opts: { token?: string; payload?: string; type?: string; url?: string },
    ) => {
      const url =
        opts.url ??
        `${API_PREFIX}${e.path.replace(':id', '00000000-0000-4000-8000-000000000000').replace(':variant', 'full')}`;
      const res = await t.app.inject({
        method: e.method,
        url,
        ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
        headers: {
          ...(opts.payload !== undefined ? { 'content-type': opts.type ?? 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      });
      seen.set(name, (seen.get(name) ?? new Set()).add(res.statusCode));
      return res;
    };
    for (const [name, e] of documented) {
      const example = JSON.stringify((EXAMPLES[name] as { body?: unknown } | undefined)?.body ?? {});
      const payload = e.body ? example : e.method === 'PUT' ? 'x' : undefined;
      for (const token of Object.values(tokens)) await call(name, e, { token, payload });
      const token = e.access === 'public' ? undefined : tokens.admin;
      if (e.body || e.method === 'PUT') {
        await call(name, e, { token, payload: JSON.stringify({ x: 'a'.repeat(11 * 1024 * 1024) }) });
        await call(name, e, { token, payload: '<xml/>', type: 'application/xml' });
      }
    }
    // What only a given state brings out: a refresh token that is not live, a name that exists, a bad signature.
    const e = endpoints;
    await call('refreshToken', e.refreshToken, { payload: JSON.stringify({ refreshToken: 'a'.repeat(43) }) });
    await call('getOtp', e.getOtp, {
      payload: JSON.stringify({ email: c.email, username: c.username, gstin: c.gstin }),
    });
    const brand = JSON.stringify({ kind: 'brand', name: 'Dell' });
    await call('saveMaster', e.saveMaster, { token: tokens.admin, payload: brand });
    await call('uploadFile', e.uploadFile, {
      url: `${API_PREFIX}/uploads/00000000-0000-4000-8000-000000000000?exp=9999999999&sig=${'A'.repeat(43)}`,
      payload: 'x',
      type: 'image/jpeg',
    });
    const missing: string[] = [];
    for (const [name, e] of documented) {
      const listed = Object.keys(opOf(doc, e)?.responses ?? {});
      for (const status of seen.get(name) ?? [])
        if (!listed.includes(String(status))) missing.push(`${name} ${status}`);
    }
    expect(missing).toEqual([]);
    expect(seen.get('refreshToken')).toContain(401);
    expect(seen.get('getOtp')).toContain(409);
    expect(seen.get('saveMaster')).toContain(409);
    expect(seen.get('uploadFile')).toContain(401);
    expect([...(seen.get('addRequest') ?? [])]).toEqual(expect.arrayContaining([413, 415]));
    // Every call of the table answered for each of its error replies: 14 s alone, over 30 beside three other files.
  }, 120_000);

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
