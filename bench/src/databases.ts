import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Target {
  kind: 'pglite' | 'postgres';
  /** A kept database that an earlier run seeded: measured again as it is, and not dropped. */
  seeded?: boolean;
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

/**
 * A new database, dropped after the run; with BENCH_KEEP=1 one named by the number of requests, kept for the
 * next run with BENCH_KEEP=1 (seeding a million requests takes minutes; measuring them again on a quiet
 * machine then does not). The calls that write (the creates) add to a kept database.
 */
export async function postgresTarget(requests: number): Promise<Target | null> {
  const keep = process.env.BENCH_KEEP === '1';
  const name = keep ? `svc_bench_keep_${requests}` : `svc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const exists = keep && (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  // run.ts marks a kept database seeded (the table bench_seeded) once its seeding has finished.
  const seeded =
    exists &&
    (await (async () => {
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      const r = await c.query("select 1 from information_schema.tables where table_name = 'bench_seeded'");
      await c.end();
      return r.rowCount === 1;
    })());
  if (exists && !seeded) await admin.query(`drop database ${name} with (force)`);
  if (!seeded) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  // A kept database keeps its data folder too: the signing key there is the one the database was used with
  // (decision 041: an instance with another key refuses to start).
  const dataDir = keep
    ? path.join(os.tmpdir(), `svc_bench_keep_${requests}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    kind: 'postgres',
    seeded,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: { url: url.toString() },
    drop: async () => {
      if (keep) return;
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
