import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';
import { serverRoot } from '../../src/lib/server-root';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database (dropped afterwards) when TEST_DATABASE_URL is set.
 */
export async function freshDatabase(
  opts: { onDisk?: boolean } = {},
): Promise<Database & { dispose(): Promise<void>; reopen(): Promise<Database> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base && !opts.onDisk) {
    const database = await openDatabase({ from: await migratedTemplate() });
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

let template: Promise<Uint8Array> | undefined;

/**
 * An embedded database freshly migrated, as a data folder's dump: a new in-memory database opens from it in
 * about 0.6 s where initialising a cluster and migrating it takes about 3 s, and the PGlite run opens some
 * two hundred. Made once per version of the migrations and of PGlite, kept in the system's temporary
 * folder for the next test files; the migrations still run on every database opened (finding none to do).
 */
function migratedTemplate(): Promise<Uint8Array> {
  template ??= (async () => {
    const migrations = path.join(serverRoot(), 'drizzle');
    const hash = createHash('sha256');
    for (const file of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(migrations, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
    const pglite = path.join(serverRoot(), '../../node_modules/@electric-sql/pglite/package.json');
    if (fs.existsSync(pglite)) hash.update(fs.readFileSync(pglite));
    const file = path.join(os.tmpdir(), `svc-test-template-${hash.digest('hex').slice(0, 16)}.tar`);
    if (fs.existsSync(file)) return new Uint8Array(fs.readFileSync(file));
    const database = await openDatabase({});
    await database.migrate();
    const gzipped = `${file}.${process.pid}.gz`;
    await database.snapshot((s) => s.dumpTo(gzipped));
    await database.close();
    const tar = zlib.gunzipSync(fs.readFileSync(gzipped));
    fs.rmSync(gzipped);
    // Written whole under another name, then renamed: a test file reading it meanwhile never sees half.
    fs.writeFileSync(`${file}.${process.pid}`, tar);
    fs.renameSync(`${file}.${process.pid}`, file);
    return new Uint8Array(tar);
  })();
  return template;
}
