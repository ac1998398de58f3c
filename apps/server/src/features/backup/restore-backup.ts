import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Settings } from '../../config/settings';
import { openDatabase } from '../../db/client';
import { postgresTool } from '../../db/snapshot';
import { type ImageStore, openImageStore } from '../images';
import { forgetKeyCheck, keyCheckOf, legacyKey, presentSigningKey, storedKeyCheck } from '../setup';
import { type Manifest, parseManifest, sha256, sha256File } from './manifest';
import { tableChecksums } from './table-checksums';
import { type BackupSummary, type IMAGE_VARIANTS, type KeyOutcome, summarize } from './write-backup';

const IMAGE_MEMBER = /^images\/([0-9a-f-]{36})\.(full|thumb|pdf)\.jpg$/;
const KIND_NAME = {
  pglite: 'the embedded database (DATA_DIR, no DATABASE_URL)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

/**
 * Restores an archive of writeBackup into an empty data folder or an empty database, the kind the backup
 * was taken from. Every member is checked against the manifest before anything is written, and the
 * restored tables and images are checked against it afterwards: a restore that does not match fails.
 */
export async function restoreBackup(opts: { file: string; settings: Settings }): Promise<BackupSummary> {
  const source = path.resolve(opts.file);
  await fs.access(source).catch(() => {
    throw new Error(`No backup at ${source}.`);
  });
  const staging = await fs.mkdtemp(path.join(path.dirname(source), '.restore-'));
  try {
    await tar.x({ file: source, cwd: staging, strict: true }).catch(() => {
      throw new Error('The file is not a backup archive (tar) or it is damaged.');
    });
    const manifest = parseManifest(await fs.readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => ''));
    for (const [name, hash] of Object.entries(manifest.files)) {
      const actual = await sha256File(path.join(staging, name)).catch(() => null);
      if (actual !== hash)
        throw new Error(`${name} does not match its checksum in the manifest: the archive is damaged.`);
    }
    const kind = opts.settings.DATABASE_URL ? 'postgres' : 'pglite';
    if (kind !== manifest.database.kind) {
      throw new Error(`This backup holds ${KIND_NAME[manifest.database.kind]}; restore it into the same kind.`);
    }
    if (!opts.settings.S3_BUCKET) await mustBeEmpty(path.join(opts.settings.dataDir, 'images'));
    const store = await openImageStore(opts.settings);
    const dump = path.join(staging, manifest.database.file);
    if (kind === 'pglite') await restoreEmbedded(opts.settings.dataDir, dump);
    else await restorePostgres(opts.settings.DATABASE_URL as string, dump);
    await checkTables(opts.settings, manifest);
    await restoreImages(staging, manifest, store);
    return { ...summarize(source, (await fs.stat(source)).size, manifest), keys: await settleKeys(opts.settings) };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function mustBeEmpty(dir: string) {
  const entries = await fs.readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (entries.length) throw new Error(`${dir} is not empty: restore into an empty data folder.`);
}

async function restoreEmbedded(dataDir: string, dump: string) {
  const pgdata = path.join(dataDir, 'pgdata');
  await mustBeEmpty(pgdata);
  await fs.mkdir(pgdata, { recursive: true });
  // PGlite's dump is a gzipped tar of the folder (members named from its root): unpacked as a stream, the
  // way PGlite's own loadDataDir does in memory (which needed 1.1 GB for 10,000 requests).
  try {
    await tar.x({ file: dump, cwd: pgdata });
  } catch (err) {
    await fs.rm(pgdata, { recursive: true, force: true });
    throw err;
  }
}

async function restorePostgres(url: string, dump: string) {
  const database = await openDatabase({ url });
  try {
    const [row] = await database.snapshot((s) =>
      s.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
      ),
    );
    if ((row?.n ?? 0) > 0)
      throw new Error('The database at DATABASE_URL is not empty: restore into an empty database.');
  } finally {
    await database.close();
  }
  // One transaction: a failed restore leaves the database empty.
  await postgresTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dump],
    url,
  );
}

async function checkTables(settings: Settings, manifest: Manifest) {
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.dataDir });
  try {
    const restored = await database.snapshot(tableChecksums);
    const differ = Object.keys({ ...manifest.tables, ...restored }).filter(
      (t) => restored[t]?.md5 !== manifest.tables[t]?.md5 || restored[t]?.rows !== manifest.tables[t]?.rows,
    );
    if (differ.length) throw new Error(`The restored tables ${differ.join(', ')} differ from the backup.`);
  } finally {
    await database.close();
  }
}

/**
 * The backup holds no signing key (decision 041). If the key here is the one it was made with, sessions
 * and links go on; otherwise the restored database forgets the old key's check, so that the first start
 * takes the key it finds (or makes one), and the caller says what that ends.
 */
async function settleKeys(settings: Settings): Promise<KeyOutcome> {
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.dataDir });
  try {
    const here = (await presentSigningKey(settings)) ?? (await legacyKey(database.db));
    const check = await storedKeyCheck(database.db);
    if (here && (check === null || check === keyCheckOf(here))) return 'kept';
    await forgetKeyCheck(database.db);
    return here ? 'other' : 'none';
  } finally {
    await database.close();
  }
}

async function restoreImages(staging: string, manifest: Manifest, store: ImageStore) {
  for (const name of Object.keys(manifest.files)) {
    const m = IMAGE_MEMBER.exec(name);
    if (!m) continue;
    const [, id, variant] = m as unknown as [string, string, (typeof IMAGE_VARIANTS)[number]];
    await store.put(id, variant, await fs.readFile(path.join(staging, name)));
    const back = await store.get(id, variant);
    if (!back || sha256(back) !== manifest.files[name]) throw new Error(`The image ${name} did not restore intact.`);
  }
}
