import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { TableChecksums } from './table-checksums';

export const BACKUP_FORMAT = 'service-application-backup';
export const BACKUP_VERSION = 1;

/** manifest.json, the first member of every backup archive. */
export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string };
  /** Per table, as the snapshot that was dumped saw it. */
  tables: TableChecksums;
  /** SHA-256 of every other member of the archive, by its path in the archive. */
  files: Record<string, string>;
  /** Images the database named that the image store no longer held when the backup was taken. */
  missingImages: string[];
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Refuses anything that is not a manifest this version can restore, naming what is wrong. */
export function parseManifest(text: string): Manifest {
  let m: Partial<Manifest>;
  try {
    m = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new Error('The archive has no readable manifest.json: it is not a backup of this application.');
  }
  if (m.format !== BACKUP_FORMAT) throw new Error('The archive is not a backup of this application.');
  if (m.version !== BACKUP_VERSION)
    throw new Error(`The backup has format version ${m.version}; this version restores ${BACKUP_VERSION}.`);
  if (!m.database || !m.tables || !m.files) throw new Error('The backup manifest is incomplete.');
  return m as Manifest;
}
