import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  open: { url?: string; dataDir?: string };
  drop(): Promise<void>;
}

export function pgliteTarget(): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: { dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(): Promise<Target | null> {
  const name = `svc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-'));
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: { url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
