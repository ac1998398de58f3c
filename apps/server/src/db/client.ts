import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverRoot } from '../lib/server-root';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(serverRoot(), 'drizzle');

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir (or in memory with 'memory://'). */
export async function openDatabase(opts: { url?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (opts.url) {
    // JIT compilation only adds latency to this app's short queries.
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options: '-c jit=off' });
    // A server restart closes idle connections; the pool opens new ones, so this must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  // Loaded only in embedded mode: PGlite adds about 50 MB to a server that talks to PostgreSQL.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle: drizzleLite } = await import('drizzle-orm/pglite');
  const { migrate: migrateLite } = await import('drizzle-orm/pglite/migrator');
  let client = opts.pglite;
  if (!client) {
    const dir = opts.dataDir ? path.join(opts.dataDir, 'pgdata') : undefined;
    if (dir) fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
    if (dir) client = await withSmallBufferPool(PGlite, client, dir);
  }
  const lite = client;
  const db = drizzleLite(lite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateLite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => lite.close(),
  };
}

/**
 * PGlite keeps PostgreSQL's buffer pool inside its WebAssembly memory, which never shrinks: 128 MB of it
 * doubles the server's memory. Data files on disk are cached by the operating system anyway, so a small
 * pool uses far less memory and measured faster (docs/decisions/001-database.md). Applied once, on disk.
 */
async function withSmallBufferPool(Lite: typeof PGlite, client: PGlite, dir: string): Promise<PGlite> {
  const [row] = (await client.query<{ shared_buffers: string }>('show shared_buffers')).rows;
  if (row?.shared_buffers === EMBEDDED_SHARED_BUFFERS) return client;
  await client.query(`alter system set shared_buffers = '${EMBEDDED_SHARED_BUFFERS}'`);
  await client.close();
  return Lite.create(dir);
}
const EMBEDDED_SHARED_BUFFERS = '16MB';
