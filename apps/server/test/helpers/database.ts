import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';
import { serverRoot } from '../../src/lib/server-root';
import { until } from './wait';

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
    // A PGlite folder, so that a restarted server finds the same data: a copy of a migrated one (issue 41).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-test-'));
    fs.cpSync(path.join(await migratedFolder(), 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    const database = await openDatabase({ dataDir });
    await database.migrate();
    return {
      ...database,
      reopen: () => openDatabase({ dataDir }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { name, url } = await emptyPostgresDatabase(base, 'svc_test', await postgresTemplate(base));
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    reopen: () => openDatabase({ url: url.toString() }),
    dispose: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // Wait (up to 5 s) for the closed pool's sessions to end rather than killing them mid-close.
      const ended = async () =>
        (await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows[0]?.n === 0;
      await until(`the sessions of ${name} to end`, ended, 5_000).catch(() => undefined);
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A new database on the server of `base` (empty, or a copy of `template`): its name and address. */
export async function emptyPostgresDatabase(base: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { name, url };
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a PostgreSQL database freshly migrated, for `create database … template` (issue 41): a copy
 * takes about 0.2 s where migrating a new database takes 1.5 s, and the PostgreSQL run opens some two
 * hundred. One per version of the migrations on each server, made once under an advisory lock so that test
 * files starting together make it once; it is never connected to again, so copies of it never wait.
 */
function postgresTemplate(base: string): Promise<string> {
  let made = templates.get(base);
  if (!made) {
    made = makePostgresTemplate(base);
    templates.set(base, made);
  }
  return made;
}

async function makePostgresTemplate(base: string): Promise<string> {
  const name = `svc_template_${migrationsHash().slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) {
      // Made under another name and renamed when whole: a run stopped half-way leaves no template half-made.
      const { name: draft, url } = await emptyPostgresDatabase(base, 'svc_template_draft');
      const database = await openDatabase({ url: url.toString() });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${draft} rename to ${name}`);
      await admin.query(`alter database ${name} with is_template true`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
  return name;
}

/** The advisory lock the PostgreSQL template is made under (any number no other code takes). */
const TEMPLATE_LOCK = 4_101_041;

/** A hash of the migrations (and of PGlite, for the embedded template): a new one makes new templates. */
function migrationsHash(): string {
  const migrations = path.join(serverRoot(), 'drizzle');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrations, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const pglite = path.join(serverRoot(), '../../node_modules/@electric-sql/pglite/package.json');
  if (fs.existsSync(pglite)) hash.update(fs.readFileSync(pglite));
  return hash.digest('hex');
}

let template: Promise<Uint8Array> | undefined;

/**
 * An embedded database freshly migrated, as a data folder's dump: a new in-memory database opens from it in
 * about 0.6 s where initialising a cluster and migrating it takes about 3 s, and the PGlite run opens some
 * two hundred. Made once per version of the migrations and of PGlite, kept in the system's temporary
 * folder for the next test files; the migrations still run on every database opened (finding none to do).
 */
let folder: Promise<string> | undefined;

/**
 * A data folder whose embedded database is freshly migrated, made once per version of the migrations: a
 * copy of it opens in a fraction of the seconds that making and migrating a cluster on disk takes (issue 41).
 * Made under another name and renamed whole, so that a file starting meanwhile never copies half of it.
 */
function migratedFolder(): Promise<string> {
  folder ??= (async () => {
    const dir = path.join(os.tmpdir(), `svc-test-folder-${migrationsHash().slice(0, 16)}`);
    if (fs.existsSync(path.join(dir, 'pgdata', 'PG_VERSION'))) return dir;
    const draft = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-test-folder-draft-'));
    const database = await openDatabase({ dataDir: draft });
    await database.migrate();
    await database.close();
    try {
      fs.renameSync(draft, dir);
    } catch {
      // Another test file made it first.
      fs.rmSync(draft, { recursive: true, force: true });
    }
    return dir;
  })();
  return folder;
}

function migratedTemplate(): Promise<Uint8Array> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `svc-test-template-${migrationsHash().slice(0, 16)}.tar`);
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
