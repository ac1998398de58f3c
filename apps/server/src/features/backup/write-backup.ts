import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { Database } from '../../db/client';
import type { ImageStore } from '../images';
import { BACKUP_FORMAT, BACKUP_VERSION, type Manifest, sha256, sha256File } from './manifest';
import { tableChecksums } from './table-checksums';

/** kept: the key here is the backed-up one; other: a different key is here; none: no key is here yet. */
export type KeyOutcome = 'kept' | 'other' | 'none';

export const IMAGE_VARIANTS = ['full', 'thumb', 'pdf'] as const;

export interface BackupSummary {
  file: string;
  /** After a restore: whether the signing key here is the one the backup was made with (decision 041). */
  keys?: KeyOutcome;
  bytes: number;
  kind: Manifest['database']['kind'];
  tables: number;
  rows: number;
  images: number;
  missingImages: number;
}

export function summarize(file: string, bytes: number, m: Manifest): BackupSummary {
  return {
    file,
    bytes,
    kind: m.database.kind,
    tables: Object.keys(m.tables).length,
    rows: Object.values(m.tables).reduce((n, t) => n + t.rows, 0),
    images: Object.keys(m.files).filter((f) => f.startsWith('images/')).length,
    missingImages: m.missingImages.length,
  };
}

/**
 * Writes one archive: the database as one snapshot saw it (with that snapshot's table checksums), then
 * every image that snapshot names, and a manifest with the SHA-256 of each member. Requests may be created
 * meanwhile: they are simply not in this backup. The archive appears under its name only when complete.
 */
export async function writeBackup(opts: {
  database: Database;
  store: ImageStore;
  file: string;
}): Promise<BackupSummary> {
  const target = path.resolve(opts.file);
  const staging = await fs.mkdtemp(path.join(path.dirname(target), '.backup-'));
  try {
    const dbFile = opts.database.kind === 'pglite' ? 'database/pgdata.tar.gz' : 'database/postgres.dump';
    await fs.mkdir(path.join(staging, 'database'));
    await fs.mkdir(path.join(staging, 'images'));
    const { tables, imageIds } = await opts.database.snapshot(async (s) => {
      const tables = await tableChecksums(s);
      const ids = await s.query<{ id: string; pdf: boolean }>(
        `select id::text as id, content_type = 'application/pdf' as pdf from item_images where state = 'ready' order by id`,
      );
      await s.dumpTo(path.join(staging, dbFile));
      return { tables, imageIds: ids };
    });
    const files: Record<string, string> = { [dbFile]: await sha256File(path.join(staging, dbFile)) };
    const missingImages: string[] = [];
    for (const { id, pdf } of imageIds) {
      // A conversation's PDF is kept as one file (issue 30); a photo as its two sizes.
      for (const variant of pdf ? (['pdf'] as const) : (['full', 'thumb'] as const)) {
        const data = await opts.store.get(id, variant);
        if (!data) {
          missingImages.push(`${id}.${variant}`);
          continue;
        }
        const name = `images/${id}.${variant}.jpg`;
        await fs.writeFile(path.join(staging, name), data);
        files[name] = sha256(data);
      }
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind: opts.database.kind, file: dbFile },
      tables,
      files,
      missingImages,
    };
    await fs.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // Only its owner may read an archive: it holds the customers' data (never a signing key, decision 041).
    const partial = `${target}.partial`;
    await fs.rm(partial, { force: true });
    await pipeline(
      tar.c({ cwd: staging, portable: true }, ['manifest.json', 'database', 'images']),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, target);
    return summarize(target, (await fs.stat(target)).size, manifest);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
