import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../src/config/settings';
import { securityHeaders } from '../../src/plugins/security-headers';
import { startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('settings', () => {
  it('uses the documented defaults', () => {
    const s = loadSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.dataDir).toMatch(/data$/);
    expect(s.DATABASE_URL).toBeUndefined();
  });
  it('stops with a message naming a bad value', () => {
    expect(() => loadSettings({ PORT: 'abc' })).toThrow(SettingsError);
    expect(() => loadSettings({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadSettings({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    expect(() => loadSettings({ REPORTS_DATABASE_URL: 'postgres://replica/db' })).toThrow(
      'REPORTS_DATABASE_URL: needs DATABASE_URL (a replica of PostgreSQL)',
    );
    expect(
      loadSettings({ DATABASE_URL: 'postgres://p/db', REPORTS_DATABASE_URL: 'postgres://r/db' })
        .REPORTS_MAX_LAG_SECONDS,
    ).toBe(30);
  });
});

describe('server', () => {
  it('answers the health call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves an OpenAPI document of every call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/login/authenticate',
      '/api/login/GetOTP',
      '/api/login/insertCustomer',
      '/api/login/forgotPassword',
      '/api/login/resetPassword',
      '/api/login/refreshToken',
      '/api/login/OldPasswordCheck',
      '/api/login/ChangePassword',
      '/api/login/logout',
      '/api/profile/getProfile',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('sends security headers and no-store on API replies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    // Over plain http (the default PUBLIC_URL) HSTS means nothing and is not sent.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("sends helmet's whole set, computed once, on every reply: an API call, the web app and an unknown address", async () => {
    const expected = securityHeaders(loadSettings({ ADMIN_PASSWORD: 'Admin@12345' }));
    // Helmet's own defaults beside the policy: the set is helmet's, not a hand-kept list.
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
        'x-dns-prefetch-control',
      ]),
    );
    for (const url of ['/api/health', '/', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('allows the web app’s inline script by its hash, and no other (decision 095)', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-web-dist-'));
    const skin = 'try{document.documentElement.setAttribute("data-mantine-color-scheme","dark")}catch(e){}';
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script>${skin}</script><script type="module" crossorigin src="/assets/x.js"></script></head><body></body></html>`,
    );
    const web = await startTestApp({ WEB_DIST: dist });
    try {
      const digest = createHash('sha256').update(skin).digest('base64');
      for (const url of ['/', '/login', '/api/health']) {
        const csp = String((await web.app.inject({ method: 'GET', url })).headers['content-security-policy']);
        const scripts = csp
          .split(';')
          .find((d) => d.trim().startsWith('script-src'))
          ?.trim();
        expect(scripts, url).toBe(`script-src 'self' 'sha256-${digest}'`);
      }
      expect((await web.app.inject({ method: 'GET', url: '/login' })).body).toContain(`<script>${skin}</script>`);
      // Without a web build there is nothing inline to allow.
      const csp = String(
        (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp).toContain("script-src 'self';");
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://service.example.in' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('answers an unknown API path with a 404 body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });

  it('created the admin, the item and brand lists and the company record on first start', async () => {
    const q = async (text: string) => (await rows<{ n: number }>(t.database.db, sql.raw(text)))[0]?.n;
    expect(await q(`select count(*)::int as n from users where role = 'admin'`)).toBe(1);
    expect(await q('select count(*)::int as n from item_master')).toBeGreaterThan(5);
    expect(await q('select count(*)::int as n from brand_master')).toBeGreaterThan(5);
    expect(await q('select count(*)::int as n from company_settings')).toBe(1);
  });
});

describe('the web app', () => {
  /** A built web app's folder: index.html and one asset. */
  async function webDist() {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    return dist;
  }

  it('serves index.html for client routes and the files of the build', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dist = await webDist();
    const zlib = await import('node:zlib');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js.br'), zlib.brotliCompressSync('console.log(1)'));
    const web = await startTestApp({ WEB_DIST: dist });
    try {
      for (const url of ['/', '/login', '/requestrepair/view?id=1']) {
        const res = await web.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('id="root"');
      }
      expect((await web.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
      // The build's Brotli copy goes as it is to a browser that takes it; hashed assets are cached for a year.
      const br = await web.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await web.app.inject({ method: 'GET', url: '/login' })).headers['cache-control']).not.toContain(
        'immutable',
      );
      expect((await web.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });

  it('answers HEAD for a page and a file as it answers GET, without the body', async () => {
    const web = await startTestApp({ WEB_DIST: await webDist() });
    try {
      // (The tracking page is the server's own: tracking-page.test.ts.)
      for (const url of ['/', '/login', '/requestrepair/view?code=RR-2026-000001', '/assets/app.js']) {
        const get = await web.app.inject({ method: 'GET', url });
        const head = await web.app.inject({ method: 'HEAD', url });
        expect(head.statusCode, url).toBe(200);
        expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
        expect(head.headers['cache-control'], url).toBe(get.headers['cache-control']);
        expect(head.headers['x-robots-tag'], url).toBe(get.headers['x-robots-tag']);
        expect(head.body, url).toBe('');
      }
      // The API keeps its own answer: HEAD of an unknown call is a 404 as GET is.
      expect((await web.app.inject({ method: 'HEAD', url: '/api/unknown' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
