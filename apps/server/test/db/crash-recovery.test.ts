import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { signupForm } from '../helpers/accounts';
import { digest } from '../helpers/app';
import { emptyPostgresDatabase } from '../helpers/database';
import { makeJpeg } from '../helpers/requests';
import { exited, freePort, healthy, runProcess } from '../helpers/server-process';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { until } from '../helpers/wait';

/**
 * Issue 15, item 1: creates at a steady rate, the server killed with SIGKILL at a random moment, five
 * times, restarted on the same data: every request whose create was acknowledged is there, none twice.
 * Each pass of the API tests runs it on its own database (PGlite, then PostgreSQL).
 */
const ROUNDS = 5;
const pgBase = process.env.TEST_DATABASE_URL;
const kind = pgBase ? 'PostgreSQL' : 'PGlite';
let port: number;
let base: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-crash-'));
let smtp: TestSmtp;
let env: Record<string, string>;

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}/api`;
  smtp = await startSmtp();
  env = {
    PORT: String(port),
    DATA_DIR: dir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Admin@12345',
    SMTP_URL: smtp.url,
    USER_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
  if (pgBase) {
    const { url } = await emptyPostgresDatabase(pgBase, 'crash');
    const db = await openDatabase({ url: url.toString() });
    await db.migrate();
    await db.close();
    env.DATABASE_URL = url.toString();
  }
}, 60_000);
afterAll(async () => {
  await smtp?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function post<T = Record<string, unknown>>(pathname: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const requestOf = (key: string, imageIds: string[] = []) => ({
  idempotency_key: key,
  courier_name: 'DTDC',
  docket_number: `D${key.slice(0, 8)}`,
  narration: 'Crash round',
  items: [
    {
      item_id: 1,
      brand_id: 1,
      model_number: 'M1',
      serial_number: `S${key.slice(0, 12)}`,
      ...(imageIds.length ? { image_ids: imageIds } : {}),
    },
  ],
});

/** A photo through its signed address: presigned, uploaded (and processed) by the server. */
async function photo(token: string, jpeg: Buffer) {
  const signed = await post<{ signedUrl: string; image_id: string }>(
    '/requestrepair/getPresignedUrl',
    { content_type: 'image/jpeg', size: jpeg.length },
    token,
  );
  const put = await fetch(`http://127.0.0.1:${port}${signed.body.signedUrl}`, {
    method: 'PUT',
    body: jpeg,
    headers: { 'content-type': 'image/jpeg' },
    signal: AbortSignal.timeout(10_000),
  });
  if (put.status !== 200) throw new Error(`upload answered ${put.status}`);
  return signed.body.image_id;
}

/** Every image file the local store holds, by image id. */
function storedFiles(): string[] {
  const root = path.join(dir, 'images');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).flatMap((d) => fs.readdirSync(path.join(root, d)).filter((f) => f.endsWith('.jpg')));
}

async function start() {
  const server = runProcess('src/main.ts', [], env);
  if (!(await healthy(port))) throw new Error(`server did not start:\n${server.output()}`);
  return server;
}

describe(`killed under write load (${kind})`, () => {
  it(`keeps every acknowledged create over ${ROUNDS} SIGKILLs, none twice`, async () => {
    const jpeg = await makeJpeg({ width: 800, height: 600 });
    let server = await start();
    const form = signupForm();
    await post('/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin });
    const otp = await smtp.codeFor(form.email);
    expect((await post('/login/insertCustomer', { ...form, password: digest('Secret@123'), otp })).status).toBe(200);
    const acknowledged = new Map<string, string>(); // idempotency key -> request code
    const unanswered: string[] = [];
    let withPhoto = 0;
    const figures: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const signIn = await post<{ userDetails: { accessToken: string } }>('/login/authenticate', {
        username: form.username,
        password: digest('Secret@123'),
      });
      const token = signIn.body.userDetails.accessToken;
      let killed = false;
      const before = acknowledged.size;
      const clients = Array.from({ length: 4 }, async (_, client) => {
        while (!killed) {
          const key = randomUUID();
          try {
            // One client puts a photo on each of its requests: a kill may come in the middle of that too.
            const images = client === 0 ? [await photo(token, jpeg)] : [];
            const res = await post<{ req_code: string }>(
              '/requestrepair/addrequestrepair',
              requestOf(key, images),
              token,
            );
            if (res.status === 200) {
              acknowledged.set(key, res.body.req_code);
              if (images.length) withPhoto++;
            } else unanswered.push(key);
          } catch {
            unanswered.push(key);
          }
        }
      });
      // Killed at a moment of the load's own: after one to six more creates, one of them with a photo (those
      // take longest), with others in flight.
      const more = 1 + Math.floor(Math.random() * 6);
      const photosBefore = withPhoto;
      await until(
        `${more} more creates acknowledged, one with a photo`,
        () => acknowledged.size >= before + more && withPhoto > photosBefore,
        60_000,
      );
      server.child.kill('SIGKILL');
      killed = true;
      await exited(server.child);
      await Promise.all(clients);
      figures.push(`round ${round}: ${acknowledged.size - before} acknowledged before the kill`);
      server = await start();
    }
    // Back up: every acknowledged request is there; one asked again with its key is the same request.
    const signIn = await post<{ userDetails: { accessToken: string } }>('/login/authenticate', {
      username: form.username,
      password: digest('Secret@123'),
    });
    const token = signIn.body.userDetails.accessToken;
    const codes = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { body: { requestrepair_list: { req_code: string }[]; next_cursor: string | null } } = await post(
        '/requestrepair/getrequestrepairList',
        { limit: 100, ...(cursor ? { cursor } : {}) },
        token,
      );
      for (const r of page.body.requestrepair_list) codes.add(r.req_code);
      cursor = page.body.next_cursor;
    } while (cursor);
    const lost = [...acknowledged.values()].filter((c) => !codes.has(c));
    // Asking again with the key of an unanswered create gives the committed request or makes it once.
    let again = 0;
    for (const key of unanswered.slice(0, 20)) {
      const first = await post<{ req_code: string }>('/requestrepair/addrequestrepair', requestOf(key), token);
      const second = await post<{ req_code: string }>('/requestrepair/addrequestrepair', requestOf(key), token);
      if (first.body.req_code === second.body.req_code) again++;
    }
    process.stdout.write(
      `\ncrash under write load (${kind}): ${figures.join('; ')}; ${acknowledged.size} acknowledged in all, ${lost.length} lost, ${codes.size} stored\n`,
    );
    server.child.kill('SIGTERM');
    await exited(server.child);
    // Started once more with the sweep taking every photo no item holds: none is left, and every photo
    // an item holds has both its files.
    env.ORPHAN_IMAGE_HOURS = '0';
    // The sweep's first pass begins before the server listens; SIGTERM lets the pass in hand finish.
    server = await start();
    server.child.kill('SIGTERM');
    await exited(server.child);
    const database = await openDatabase(pgBase ? { url: env.DATABASE_URL } : { dataDir: dir });
    const images = (
      (await database.db.execute(sql`select id, item_id from item_images`)) as unknown as {
        rows: { id: string; item_id: string | null }[];
      }
    ).rows;
    await database.close();
    const files = storedFiles();
    const onItems = images.filter((i) => i.item_id);
    process.stdout.write(
      `photos (${kind}): ${onItems.length} on items, ${images.length - onItems.length} held by none after the sweep, ${files.length} files\n`,
    );
    expect(onItems.length).toBeGreaterThan(0);
    expect(images.filter((i) => !i.item_id)).toEqual([]);
    expect(files.sort()).toEqual(onItems.flatMap((i) => [`${i.id}.full.jpg`, `${i.id}.thumb.jpg`]).sort());
    expect(lost).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(ROUNDS * 5);
    // Stored are the acknowledged ones and at most those in flight at each kill.
    expect(codes.size).toBeLessThanOrEqual(acknowledged.size + unanswered.length);
    expect(again).toBe(Math.min(20, unanswered.length));
  }, 240_000);
});
