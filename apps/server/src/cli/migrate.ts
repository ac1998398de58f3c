// npm run migrate [-- --app-role NAME] [--new-signing-key]: applies the migrations; on PostgreSQL, run it as
// the tables' owner and name the role the app runs as, which then may read and write rows and nothing more.
// --new-signing-key lets the next start adopt another signing key on purpose (docs/operations.md).
import { loadSettings } from '../config/settings';
import { openDatabase } from '../db/client';
import { forgetKeyCheck } from '../features/setup';

const at = process.argv.indexOf('--app-role');
const appRole = at > 0 ? process.argv[at + 1] : undefined;
const settings = loadSettings();
const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.dataDir });
try {
  await database.migrate();
  if (appRole) {
    if (!database.grantAppRole) throw new Error('--app-role needs DATABASE_URL (PostgreSQL).');
    await database.grantAppRole(appRole);
  }
  process.stdout.write(
    `Migrations applied (${database.kind}).${appRole ? ` ${appRole} may read and write the rows.` : ''}\n`,
  );
  if (process.argv.includes('--new-signing-key')) {
    await forgetKeyCheck(database.db);
    process.stdout.write(
      'The next start takes the signing key it finds (JWT_SECRET or DATA_DIR/signing.key, made if missing): everyone signs in again, and tracking links sent or printed before stop working.\n',
    );
  }
} catch (err) {
  process.stderr.write(`Migrate failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
