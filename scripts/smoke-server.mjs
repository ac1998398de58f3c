// Starts the built server (apps/server/dist/main.js) with the given node binary on a fresh embedded
// database and walks what needs its native parts: migrations on PGlite, an argon2 sign-in, a sharp-checked
// photo upload, the lists. Prints one line per check and `N passed, N failed` last.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveArgs } from './serve-args.mjs';

const [node = process.execPath, port = '3190'] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-smoke-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(node, serveArgs(), {
  env: {
    PATH: process.env.PATH,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Smoke@12345',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(root, 'apps/web/dist'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let exited = '';
server.on('exit', (code, signal) => {
  exited = signal ?? `code ${code}`;
});
let passed = 0;
let failed = 0;
const check = async (label, fn) => {
  try {
    await fn();
    passed++;
    console.log(`ok   ${label}`);
  } catch (err) {
    failed++;
    console.log(`FAIL ${label}: ${err.message}`);
  }
};
const post = async (url, body, token) => {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
};

let token = '';
await check('starts, migrates the embedded database and answers health', async () => {
  // A first start initialises PostgreSQL inside PGlite and runs every migration: beside both API passes on
  // two cores that took over 30 s once, so the wait ends when the server answers or exits, within 2 min.
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (exited) throw new Error(`the server exited (${exited}) before answering health`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no health answer in 2 min');
});
await check('serves the web app', async () => {
  const html = await (await fetch(`${base}/login`)).text();
  if (!html.includes('<div id="root">')) throw new Error('index.html not served');
});
await check('signs the admin in (argon2)', async () => {
  const digest = createHash('sha256').update('Smoke@12345').digest('base64');
  token = (await post('/login/authenticate', { username: 'admin', password: digest })).userDetails.accessToken;
});
await check('takes a photo through a signed address (sharp)', async () => {
  // A 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const signed = await post('/requestrepair/getPresignedUrl', { content_type: 'image/png', size: png.length }, token);
  const put = await fetch(new URL(signed.signedUrl, base), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: png,
  });
  if (!put.ok) throw new Error(`upload answered ${put.status}`);
  const done = await post('/requestrepair/completeUpload', { image_id: signed.image_id }, token);
  if (done.width !== 1) throw new Error('the image was not processed');
});
await check('answers the lists, the service desk and the reports', async () => {
  await post('/requestrepair/getmasterList', {}, token);
  await post('/requestrepair/getrequestrepairList', { limit: 5 }, token);
  await post('/requestrepair/getActionCounts', {}, token);
  await post('/reports/getReportSummary', {}, token);
});
await check('stops gracefully on SIGTERM', async () => {
  server.kill('SIGTERM');
  const code = await new Promise((r) => server.once('exit', r));
  if (code !== 0) throw new Error(`exit code ${code}`);
});
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
