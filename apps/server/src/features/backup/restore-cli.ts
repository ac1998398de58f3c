// npm run restore -- <file>: into an empty data folder or database (docs/operations.md, Backups).
import { loadSettings } from '../../config/settings';
import { describeBackup, describeKeys } from './describe';
import { restoreBackup } from './restore-backup';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run restore -- <file>\n');
  process.exit(2);
}
try {
  const summary = await restoreBackup({ file, settings: loadSettings() });
  process.stdout.write(
    `Restored ${summary.file}; every table and image matches the backup's checksums.\n${describeBackup(summary)}\n${describeKeys(summary.keys ?? 'none')}\n`,
  );
} catch (err) {
  process.stderr.write(`Restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
