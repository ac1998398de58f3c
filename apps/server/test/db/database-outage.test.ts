import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Msg } from '@svc/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownForPostgres, privatePostgres } from '../../cluster/private-postgres';
import { openDatabase } from '../../src/db/client';
import { digest } from '../helpers/app';
import { freePort, healthy, runProcess } from '../helpers/server-process';
import { until } from '../helpers/wait';

/**
 * Issue 15, item 2: the database goes away under load for 20 seconds (a private PostgreSQL cluster,
 * stopped as a crash would, `-m immediate`) and comes back. Runs in the PostgreSQL pass only.
 */
const run = Boolean(process.env.TEST_DATABASE_URL);
const DOWN_MS = 20_000;
let port: number;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-outage-'));
let server: ReturnType<typeof runProcess>;
let database: ReturnType<typeof privatePostgres>;
let base: string;

async function call(pathname: string, body: unknown, token?: string) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: performance.now() - started };
  } catch {
    return { status: 0, body: {}, ms: performance.now() - started };
  }
}

beforeAll(async () => {
  if (!run) return;
  port = await freePort();
  base = `http://127.0.0.1:${port}/api`;
  ownForPostgres(dir);
  database = privatePostgres(path.join(dir, 'data'), await freePort());
  database.start();
  const admin = new pg.Client({ connectionString: database.url('postgres') });
  await admin.connect();
  await admin.query('create database service');
  await admin.end();
  const db = await openDatabase({ url: database.url('service') });
  await db.migrate();
  await db.close();
  server = runProcess('src/main.ts', [], {
    PORT: String(port),
    DATABASE_URL: database.url('service'),
    DATA_DIR: path.join(dir, 'app'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Admin@12345',
    OUTBOX_POLL_MS: '200',
    // The load is far above a person's pace; the limit is not what is tested here.
    USER_RATE_LIMIT_PER_MINUTE: '100000',
  });
  expect(await healthy(port)).toBe(true);
}, 120_000);

afterAll(async () => {
  if (!run) return;
  server?.child.kill('SIGKILL');
  try {
    database?.stop();
  } catch {}
  fs.rmSync(dir, { recursive: true, force: true });
});

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.max(0, Math.ceil(ms.length * 0.99) - 1)] ?? 0;

describe.runIf(run)('the database goes away for 20 seconds under load', () => {
  it('answers fast while it is down, says so on the health route, and loses no acknowledged write', async () => {
    const signIn = await call('/login/authenticate', { username: 'admin', password: digest('Admin@12345') });
    const token = (signIn.body.userDetails as { accessToken: string }).accessToken;
    const acknowledged: string[] = [];
    const during: { status: number; ms: number; message: unknown }[] = [];
    const afterwards: number[] = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    let stop = false;
    let n = 0;
    const workers = Array.from({ length: 4 }, async (_, w) => {
      while (!stop) {
        const name = `Branch ${w}-${n++}`;
        const res =
          n % 2
            ? await call('/admin/saveBranch', { name, address: 'Outage Road' }, token)
            : await call('/admin/getBranchList', {}, token);
        if (res.status === 200 && res.body.code) acknowledged.push(name);
        if (phase === 'down') during.push({ status: res.status, ms: res.ms, message: res.body.message });
        if (phase === 'after') afterwards.push(res.status);
        if (res.status !== 200) await new Promise((r) => setTimeout(r, 20));
      }
    });
    await until('20 writes acknowledged before the outage', () => acknowledged.length >= 20, 30_000);
    const before = acknowledged.length;
    database.stop('immediate');
    phase = 'down';
    const downAt = performance.now();
    const health = await until(
      'the health route to say the database is unavailable',
      async () => {
        // A connection reset while the pool drops its dead connections is "not yet", not the answer.
        const res = await fetch(`${base}/health`).catch(() => undefined);
        return res?.status === 503 ? res : undefined;
      },
      10_000,
    );
    expect(await health.json()).toEqual({ status: 'database unavailable', database: 'postgres' });
    // The outage's length is the scenario itself (issue 15: 20 seconds), not a wait for something.
    await new Promise((r) => setTimeout(r, DOWN_MS - (performance.now() - downAt)));
    expect(server.child.exitCode).toBeNull();
    database.start();
    const upAt = performance.now();
    phase = 'after';
    await until(
      'a call answered after the database returned',
      async () => (await call('/admin/getBranchList', {}, token)).status === 200,
      30_000,
    );
    const recovered = (performance.now() - upAt) / 1000;
    await until('20 calls answered after the outage', () => afterwards.filter((s) => s === 200).length >= 20, 30_000);
    stop = true;
    await Promise.all(workers);

    const outageP99 = p99(during.map((d) => d.ms));
    const failed = during.filter((d) => d.status !== 200);
    process.stdout.write(
      `\ndatabase outage: ${before} writes acknowledged before, ${during.length} calls while down (p99 ${Math.round(outageP99)} ms), first success ${recovered.toFixed(1)} s after it returned, ${acknowledged.length} acknowledged in all\n`,
    );
    expect(during.length).toBeGreaterThan(20);
    // Writing goes on after the outage.
    expect(afterwards.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(before);
    expect(outageP99).toBeLessThan(2000);
    expect(failed.every((d) => d.status === 500 && d.message === Msg.somethingWentWrong)).toBe(true);
    expect(recovered).toBeLessThan(10);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    // Every write the server acknowledged is there, once.
    const check = new pg.Client({ connectionString: database.url('service') });
    await check.connect();
    const { rows } = await check.query<{ name: string }>("select name from branches where address = 'Outage Road'");
    await check.end();
    const stored = rows.map((r) => r.name);
    expect(acknowledged.filter((name) => !stored.includes(name))).toEqual([]);
    expect(new Set(stored).size).toBe(stored.length);
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});
