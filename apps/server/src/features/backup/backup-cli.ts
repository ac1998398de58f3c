// npm run backup -- <file>: one archive of the database and the images (docs/operations.md, Backups).
import fs from 'node:fs';
import path from 'node:path';
import { loadSettings } from '../../config/settings';
import { openDatabase } from '../../db/client';
import { openImageStore } from '../images';
import { askServerForBackup } from './control-socket';
import { describeBackup } from './describe';
import { writeBackup } from './write-backup';

const arg = process.argv[2];
if (!arg) {
  process.stderr.write('Usage: npm run backup -- <file>\n');
  process.exit(2);
}
const file = path.resolve(arg);
try {
  const settings = loadSettings();
  let summary = settings.DATABASE_URL ? null : await askServerForBackup(settings.dataDir, file);
  if (!summary) {
    // PostgreSQL takes a snapshot beside a running server; the embedded database, only when none runs.
    if (!settings.DATABASE_URL && !fs.existsSync(path.join(settings.dataDir, 'pgdata', 'PG_VERSION'))) {
      throw new Error(`There is no database in ${settings.dataDir} (DATA_DIR).`);
    }
    const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.dataDir });
    try {
      summary = await writeBackup({ database, store: await openImageStore(settings), file });
    } finally {
      await database.close();
    }
  }
  process.stdout.write(`Backup written to ${summary.file}\n${describeBackup(summary)}\n`);
} catch (err) {
  process.stderr.write(`Backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
