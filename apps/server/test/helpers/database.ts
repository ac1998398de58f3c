import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database (dropped afterwards) when TEST_DATABASE_URL is set.
 */
export async function freshDatabase(
  opts: { onDisk?: boolean } = {},
): Promise<Database & { dispose(): Promise<void>; reopen(): Promise<Database> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base && !opts.onDisk) {
    const database = await openDatabase({});
    await database.migrate();
    return { ...database, dispose: async () => {}, reopen: () => Promise.reject(new Error('in memory')) };
  }
  if (!base) {
    // A PGlite folder, so that a restarted server finds the same data.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-test-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    return {
      ...database,
      reopen: () => openDatabase({ dataDir }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { name, url } = await emptyPostgresDatabase(base, 'svc_test');
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    reopen: () => openDatabase({ url: url.toString() }),
    dispose: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // Wait for the closed pool's sessions to end rather than killing them mid-close.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A new, empty database on the server of `base`: its name and address. */
export async function emptyPostgresDatabase(base: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { name, url };
}
