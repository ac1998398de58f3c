import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverRoot } from '../lib/server-root';
import { grantAppRole, migratePostgres } from './postgres-migrations';
import { queryTimer } from './query-timer';
import { rowsOf } from './rows';
import * as schema from './schema';
import { postgresSnapshot, type Snapshot } from './snapshot';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: the same query surface as Db. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: called if the database's worker thread stops without being closed. */
  onLost?(listener: (err: Error) => void): void;
  /** Tells `listener` how long each query took, in seconds (the metrics' query time). */
  onQuery(listener: (seconds: number) => void): void;
  /** Runs fn on the database as it is now, unchanged by writes that go on meanwhile (backups). */
  snapshot<T>(fn: (s: Snapshot) => Promise<T>): Promise<T>;
  /** PostgreSQL only: lets a role that owns nothing read and write every table (`npm run migrate -- --app-role`). */
  grantAppRole?(role: string): Promise<void>;
  /** PostgreSQL only: the pool's connections (the metrics' pool gauges). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

const MIGRATIONS_FOLDER = path.join(serverRoot(), 'drizzle');

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir, or in memory (from a data
 * folder's dump when `from` is given: the tests' migrated template).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; from?: Uint8Array }): Promise<Database> {
  if (opts.url) {
    // JIT compilation only adds latency to this app's short queries.
    // A database that cannot be reached fails a call within seconds rather than holding it (issue 15).
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      options: '-c jit=off',
      connectionTimeoutMillis: 3000,
    });
    // A server restart closes idle connections; the pool opens new ones, so this must not crash the process.
    pool.on('error', () => {});
    const timed = queryTimer();
    // Every query, in a transaction or not, runs on a pooled client: time it there.
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) =>
        timed.around(() => query(...args));
    });
    const pgDb = drizzlePg(pool, { schema });
    return {
      db: pgDb as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(pool, pgDb, MIGRATIONS_FOLDER),
      grantAppRole: (role) => grantAppRole(pool, role),
      close: () => pool.end(),
      onQuery: timed.listen,
      snapshot: (fn) => postgresSnapshot(pool, opts.url as string, fn),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // PGlite runs in a worker thread, loaded only in embedded mode (it adds about 50 MB to a server on PostgreSQL).
  const { PgliteBridge } = await import('./embedded/bridge');
  const { drizzle: drizzleLite } = await import('drizzle-orm/pglite');
  const { migrate: migrateLite } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.dataDir ? path.join(opts.dataDir, 'pgdata') : undefined;
  if (opts.dataDir && dir) keepPrivate(opts.dataDir, dir);
  const lite = await PgliteBridge.start({
    dir,
    sharedBuffers: EMBEDDED_SHARED_BUFFERS,
    ...(opts.from && !dir ? { from: opts.from } : {}),
  });
  // drizzle's PGlite driver calls only query, transaction and close, which the bridge answers.
  const liteDb = drizzleLite(lite as unknown as PGlite, { schema });
  return {
    db: liteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migrateLite(liteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => lite.close(),
    onLost: (listener) => lite.onLost(listener),
    onQuery: (listener) => lite.onQuery(listener),
    snapshot: (fn) =>
      lite.snapshot((tx, dump) =>
        fn({
          query: async (sql, params) => rowsOf(await tx.query(sql, params)),
          dumpTo: async (file) => fs.promises.writeFile(file, await dump()),
        }),
      ),
  };
}

/**
 * The data folder holds the database's files (customers, password hashes in its WAL), the photos and the
 * signing key; PGlite writes its files readable and writable by everyone (0666). Only the server's own user
 * may enter the folder: 0700 on it and on the database's folder, also for an install made before.
 */
function keepPrivate(dataDir: string, pgdata: string) {
  for (const folder of [dataDir, pgdata]) {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    fs.chmodSync(folder, 0o700);
  }
}

/**
 * PGlite keeps PostgreSQL's buffer pool inside its WebAssembly memory, which never shrinks: 128 MB of it
 * doubles the server's memory. Data files on disk are cached by the operating system anyway, so a small
 * pool uses far less memory and measured faster (docs/decisions/001-database.md). Applied once, on disk.
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';
