import type { BackupSummary, KeyOutcome } from './write-backup';

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

/** What a restore means for sessions and links, by whether the signing key here is the backed-up one. */
export function describeKeys(outcome: KeyOutcome): string {
  if (outcome === 'kept') {
    return `Signing key: the one this backup was made with (JWT_SECRET or DATA_DIR/signing.key).
  Sessions open when the backup was taken go on until they expire, and every tracking link sent or printed keeps working.`;
  }
  const here =
    outcome === 'none'
      ? 'there is none here (no JWT_SECRET, no DATA_DIR/signing.key): the first start makes a new one'
      : 'the one here (JWT_SECRET or DATA_DIR/signing.key) is not the one the backup was made with';
  return `Signing key: a backup never holds it, and ${here}. From the first start:
  - everyone signs in again (every session of the backed-up system is refused);
  - every tracking link sent or printed before stops working: the request page shows the new one, and the next status mail carries it;
  - photo and upload addresses already handed out stop working (pages fetch new ones).
  To keep sessions and links instead, put the backed-up system's signing.key into DATA_DIR (mode 0600) or set its JWT_SECRET before the first start.`;
}
