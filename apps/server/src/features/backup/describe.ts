import type { BackupSummary } from './write-backup';

const KIND = { pglite: 'embedded (PGlite)', postgres: 'PostgreSQL' };
const n = (x: number) => x.toLocaleString('en-IN');

/** The lines the backup and restore commands print. */
export function describeBackup(s: BackupSummary): string {
  const lines = [
    `  size: ${(s.bytes / 1024 / 1024).toFixed(1)} MB`,
    `  database: ${KIND[s.kind]}, ${n(s.tables)} tables, ${n(s.rows)} rows`,
    `  images: ${n(s.images)} files`,
  ];
  if (s.missingImages)
    lines.push(`  warning: ${n(s.missingImages)} images named by the database were not in the image store`);
  return lines.join('\n');
}
