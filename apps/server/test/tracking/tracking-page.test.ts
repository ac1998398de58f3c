import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fillText, STATUS_TEXT, STATUS_TEXT_TA, TRACK_PAGE_EN, TRACK_PAGE_TA, TrackMsg } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { itemsOf, walk } from '../helpers/items';
import { requestBody } from '../helpers/requests';
import { customerWithLink, startTrackingApp } from '../helpers/tracking';

// The page the link opens, written by the server (decision 056): complete without JavaScript, as private as
// the link's call (tracking.test.ts), in the account's language, and small.

let t: TestContext;
let staff: string;
beforeAll(async () => {
  ({ t, staff } = await startTrackingApp());
});
afterAll(() => t.close());

const open = async (k: string, extra = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/t?k=${k}${extra}`, headers });
  return { status: res.statusCode, headers: res.headers, html: res.body };
};
/** The fonts a page's style names, as served: the web build's copies of @fontsource's and the link's word. */
const fontUrlsOf = (html: string) => [...html.matchAll(/url\((\/t\/[\w-]+\.woff2)\)/g)].map((m) => m[1] ?? '');
const root = path.resolve(import.meta.dirname, '../../../..');
const FONT_FILES: Record<string, string> = {
  '/t/noto-sans-tamil-400.woff2':
    'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
  '/t/noto-sans-tamil-700.woff2':
    'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2',
  '/t/tamil-word.woff2': 'apps/web/public/t/tamil-word.woff2',
};
const fontFilesOf = (html: string) => [...new Set(fontUrlsOf(html))].map((u) => path.join(root, FONT_FILES[u] ?? u));
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? '';

describe('the tracking page', () => {
  it('shows each item’s status, explanation and timeline, and nothing private before the code', async () => {
    const { c, req_code, k } = await customerWithLink(
      t,
      requestBody({}, [
        { item_id: 1, brand_id: 1, model_number: 'P-1', serial_number: 'PAGESN0001' },
        { item_id: 1, brand_id: 1, model_number: 'P-2', serial_number: 'PAGESN0002' },
      ]),
    );
    await walk(t, staff, req_code, 1, ['received']);
    const item = (await itemsOf(t, staff, req_code))[0];
    await t.post(
      '/requestrepair/updateChargesRequestRepair',
      {
        item_id: item?.item_id,
        version: item?.version,
        service_charge: 700,
        parts_charge: 300,
        gst_percent: 18,
        remark: '',
      },
      staff,
    );
    const { status, headers, html } = await open(k);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain(`<h1>Request <span class="nw">${req_code}</span></h1>`);
    expect(html).toMatch(
      /data-testid="track-item-1"[^<]*<div class="row"><h2[^<]*<\/h2><span [^>]*data-status-badge>Charges quoted</,
    );
    expect(html).toMatch(
      /data-testid="track-item-2"[^<]*<div class="row"><h2[^<]*<\/h2><span [^>]*data-status-badge>Request raised</,
    );
    expect(html).toContain(STATUS_TEXT.estimated.explanation);
    for (const step of ['Request raised', 'Received', 'Charges quoted'])
      expect(html).toContain(`<li><span>${step}</span>`);
    expect(html).toContain('••••0001');
    expect(html).toContain('<main');
    // Private: no charge, address, e-mail, mobile or docket, and nothing that answers without the code.
    const shown = html.split('</head>')[1] ?? '';
    expect(shown).not.toContain('₹');
    expect(html).not.toContain('1,180');
    expect(html).not.toContain(c.address);
    expect(html).not.toContain(c.email);
    expect(html).not.toContain(c.mobile.slice(-10));
    expect(html).not.toContain('PAGESN0001');
    // The headers: no index, no referrer, no shared cache; only the page's own style and loader run.
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('private, no-store');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const nonce = nonceOf(csp);
    expect(nonce.length).toBeGreaterThanOrEqual(20);
    // Every executable script and the style carry the nonce; the only other script is data.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBe(2);
    for (const attrs of scripts) expect(attrs === ` nonce="${nonce}"` || attrs.includes('application/json')).toBe(true);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(/ style="/);
    expect(html).not.toMatch(/ on[a-z]+="/);
    // HEAD answers as GET does, without the body (link checkers and monitors ask it).
    const head = await t.app.inject({ method: 'HEAD', url: `/t?k=${k}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'cache-control', 'x-robots-tag', 'referrer-policy'])
      expect(head.headers[name], name).toBe(headers[name]);
    // A new nonce on every reply.
    expect(nonceOf((await open(k)).headers['content-security-policy'])).not.toBe(nonce);
  });

  it('is written in the account’s language, and in the other one when the reader picks it', async () => {
    const { customer, req_code, k } = await customerWithLink(t);
    await walk(t, staff, req_code, 1, ['received']);
    expect((await t.post('/profile/setLanguage', { language: 'ta' }, customer)).statusCode).toBe(200);
    const ta = await open(k);
    expect(ta.html).toMatch(/^<!doctype html><html lang="ta">/);
    expect(ta.html).toContain(STATUS_TEXT_TA.received.label);
    expect(ta.html).toContain(STATUS_TEXT_TA.received.explanation);
    expect(ta.html).toContain(
      `<h1>${TRACK_PAGE_TA.trackTitle.replace('{code}', `<span class="nw">${req_code}</span>`)}</h1>`,
    );
    expect(ta.html).toContain(`href="/t?k=${k}&amp;lang=en"`);
    const en = await open(k, '&lang=en');
    expect(en.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(en.html).toContain(STATUS_TEXT.received.label);
    expect(en.html).toContain(TRACK_PAGE_EN.trackTitle.replace('{code}', req_code));
  });

  it('says a wrong or malformed link is no longer valid, in the browser’s language, with the same headers', async () => {
    const wrong = await open('A'.repeat(22));
    expect(wrong.status).toBe(404);
    expect(wrong.html).toContain(TrackMsg.invalid);
    expect(wrong.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(wrong.headers['cache-control']).toBe('private, no-store');
    const bad = await open('<script>', '', { 'accept-language': 'ta-IN,ta;q=0.9' });
    expect(bad.status).toBe(404);
    expect(bad.html).toContain('lang="ta"');
    expect(bad.html).not.toContain('<script>');
  });

  it('needs at most 30 kB gzip for its first view (the page carries its style and loader inline)', async () => {
    const { req_code, k } = await customerWithLink(
      t,
      requestBody(
        {},
        Array.from({ length: 20 }, (_, i) => ({
          item_id: 1,
          brand_id: 1,
          model_number: `MODEL-${i}`,
          serial_number: `SIZESN${String(i).padStart(4, '0')}`,
        })),
      ),
    );
    await walk(t, staff, req_code, 1, ['received', 'estimated']);
    const firstView: Record<string, number> = {};
    for (const lang of ['en', 'ta']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/t?k=${k}&lang=${lang}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(res.rawPayload).toString();
      expect(html).toContain(`data-testid="track-item-20"`);
      // Nothing else is fetched for the first view but the fonts its Tamil letters need (decision 095): no
      // stylesheet, image or script file.
      expect(html).not.toMatch(/<img |<script [^>]*src=|<link (?!rel="preload" href="\/t\/[\w-]+\.woff2")/);
      const fonts = fontFilesOf(html);
      firstView[lang] = res.rawPayload.length + fonts.reduce((sum, f) => sum + fs.statSync(f).size, 0);
    }
    // English keeps decision 080's budget (its "தமிழ்" link's five letters: 1.3 kB); Tamil, with the script's
    // regular and bold faces (29.4 kB), has one of its own.
    expect(firstView.en).toBeLessThanOrEqual(30_000);
    expect(firstView.ta).toBeLessThanOrEqual(40_000);
  });

  it('loads the Tamil font where Tamil is shown, from itself, under its CSP; English fetches only its link’s word', async () => {
    const { k } = await customerWithLink(t);
    const ta = await open(k, '&lang=ta');
    expect(ta.html.match(/<link [^>]*>/g)).toEqual([
      '<link rel="preload" href="/t/noto-sans-tamil-400.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
    expect(fontUrlsOf(ta.html)).toEqual(['/t/noto-sans-tamil-400.woff2', '/t/noto-sans-tamil-700.woff2']);
    expect(ta.html).toContain('unicode-range:U+0B80-0BFF');
    expect(String(ta.headers['content-security-policy'])).toContain("font-src 'self'");
    const en = await open(k, '&lang=en');
    expect(en.html).not.toContain('<link ');
    expect(fontUrlsOf(en.html)).toEqual(['/t/tamil-word.woff2']);
    expect(en.html).toContain('unicode-range:U+0BA4,U+0BAE,U+0BB4,U+0BBF,U+0BCD');
    // Those letters are all the English page writes in Tamil.
    const tamil = new Set((en.html.split('</style>')[1] ?? '').match(/[\u0B80-\u0BFF]/g));
    expect([...tamil].sort()).toEqual(['த', 'ம', 'ழ', 'ி', '்'].sort());
    for (const file of fontFilesOf(en.html + ta.html)) expect(fs.existsSync(file), file).toBe(true);
  });

  it('says without JavaScript how to write to the service centre, in both languages', async () => {
    const { req_code, k } = await customerWithLink(t);
    const noscript = (html: string) => html.match(/<noscript>(.*?)<\/noscript>/)?.[1] ?? '';
    // No e-mail or phone in the settings yet: turn JavaScript on.
    for (const [lang, words] of [
      ['en', TRACK_PAGE_EN],
      ['ta', TRACK_PAGE_TA],
    ] as const) {
      const block = noscript((await open(k, `&lang=${lang}`)).html);
      expect(block).toContain(words.trackNoScript);
      expect(block).toContain(words.trackNoScriptNone);
    }
    const company = { ...(await companyForm(t, staff)), email: 'desk@kaveri.example', phone: '9840012345' };
    expect((await t.post('/admin/saveCompanySettings', company, staff)).statusCode).toBe(200);
    const mail = `<a href="mailto:desk@kaveri.example?subject=${req_code}">desk@kaveri.example</a>`;
    const call = '<a href="tel:+919840012345">+91 98400 12345</a>';
    for (const [lang, words] of [
      ['en', TRACK_PAGE_EN],
      ['ta', TRACK_PAGE_TA],
    ] as const) {
      const { html } = await open(k, `&lang=${lang}`);
      const block = noscript(html);
      expect(block).toContain(`<h2>${words.trackWriteTitle}</h2>`);
      expect(block).toContain(words.trackNoScript);
      expect(block).toContain(fillText(words.trackNoScriptMailCall, { email: mail, phone: call, code: req_code }));
      // Only where the script would open the messages: outside the <noscript> the page says none of it.
      expect(html.replace(/<noscript>.*?<\/noscript>/, '')).not.toContain(words.trackNoScript);
    }
    // Without staff's settings for one of the two, the other alone.
    await t.post('/admin/saveCompanySettings', { ...company, phone: '' }, staff);
    expect(noscript((await open(k)).html)).toContain(
      fillText(TRACK_PAGE_EN.trackNoScriptMail, { email: mail, code: req_code }),
    );
    await t.post('/admin/saveCompanySettings', { ...company, email: '' }, staff);
    expect(noscript((await open(k)).html)).toContain(
      fillText(TRACK_PAGE_EN.trackNoScriptCall, { phone: call, code: req_code }),
    );
  });
});

describe('guessing through the page', () => {
  it('has a budget of its own, apart from the codes’ (decision 080 over 015): a reload never spends a code', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes = [
        (await limited.post('/track/view', { k: 'B'.repeat(22) })).statusCode,
        (await limited.app.inject({ method: 'GET', url: `/t?k=${'C'.repeat(22)}` })).statusCode,
        (await limited.app.inject({ method: 'GET', url: `/t?k=${'D'.repeat(22)}` })).statusCode,
        (await limited.app.inject({ method: 'GET', url: `/t?k=${'E'.repeat(22)}` })).statusCode,
        (await limited.post('/track/view', { k: 'F'.repeat(22) })).statusCode,
        (await limited.post('/track/view', { k: 'G'.repeat(22) })).statusCode,
        (await limited.post('/track/view', { k: 'H'.repeat(22) })).statusCode,
      ];
      expect(codes).toEqual([404, 404, 404, 404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
