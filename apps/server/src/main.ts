import { buildApp } from './app/build-app';
import { loadSettings, SettingsError } from './config/settings';
import { openDatabase } from './db/client';
import { listenForControl, writeBackup } from './features/backup';
import { openImageStore } from './features/images';
import { SigningKeyMismatch } from './features/setup';

async function main() {
  const settings = loadSettings();
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.dataDir });
  await database.migrate();
  const app = await buildApp({ settings, database });
  // Without its database the server can only fail every call: exit so that the process manager restarts it.
  database.onLost?.((err) => {
    app.log.fatal({ err }, 'the embedded database stopped');
    process.exit(1);
  });
  let control: { close(): Promise<void> } | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await control?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: settings.PORT, host: settings.HOST });
  if (database.kind === 'pglite') {
    // `npm run backup` reaches the embedded database through this process (docs/operations.md, Backups).
    const store = await openImageStore(settings);
    control = await listenForControl(settings.dataDir, (file) => writeBackup({ database, store, file })).catch(
      (err) => {
        app.log.warn({ err }, 'no control socket: npm run backup works only while the server is stopped');
        return null;
      },
    );
  }
}

main().catch((err) => {
  if (err instanceof SettingsError || err instanceof SigningKeyMismatch) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
