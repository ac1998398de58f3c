import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, exited, freePort, healthy, runProcess } from '../helpers/server-process';

// The commands as an operator runs them; the embedded database is the case where the running server
// itself takes the backup (through its control socket). PostgreSQL's path is the same code, in backup.test.ts.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-backup-cli-'));
// A port the system gives (decision 097): the passes and their workers run side by side.
let PORT = 0;
beforeAll(async () => {
  PORT = await freePort();
});
const PASSWORD = 'Backup@12345';
const cli = async (name: 'backup' | 'restore', file: string, dataDir: string) => {
  const run = runProcess(`src/features/backup/${name}-cli.ts`, [file], { DATA_DIR: dataDir });
  const code = await exited(run.child);
  return { code, output: run.output() };
};
const serve = (dataDir: string, password: string) =>
  runProcess('src/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
  });

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DATABASE_URL)('npm run backup and npm run restore (embedded database)', () => {
  it('backs up a running server through its socket and restores into an empty folder that then serves the same data', async () => {
    const source = path.join(tmp, 'source');
    const file = path.join(tmp, 'nightly.tar');
    const server = serve(source, PASSWORD);
    try {
      expect(await healthy(PORT)).toBe(true);
      // Only the folder's owner may ask for a backup.
      expect(fs.statSync(path.join(source, 'control.sock')).mode & 0o777).toBe(0o600);
      const backup = await cli('backup', file, source);
      expect(backup.output).toContain(`Backup written to ${file}`);
      expect(backup.code).toBe(0);
      // The server was not stopped to take it.
      expect((await adminLogin(PORT, PASSWORD)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    expect(fs.existsSync(path.join(source, 'control.sock'))).toBe(false);

    const target = path.join(tmp, 'target');
    const restore = await cli('restore', file, target);
    expect(restore.output).toContain('every table and image matches the backup');
    expect(restore.code).toBe(0);

    // A different first-start password is ignored: the restored admin account is there.
    const restored = serve(target, 'Other@12345');
    try {
      expect(await healthy(PORT)).toBe(true);
      expect((await adminLogin(PORT, PASSWORD)).status).toBe(200);
    } finally {
      restored.child.kill('SIGTERM');
      await exited(restored.child);
    }
  }, 300_000);

  it('says what is wrong when there is nothing to back up or no file named', async () => {
    const empty = await cli('backup', path.join(tmp, 'x.tar'), path.join(tmp, 'nothing-here'));
    expect(empty.code).toBe(1);
    expect(empty.output).toMatch(/Backup failed: There is no database in .*nothing-here \(DATA_DIR\)\./);
    expect(fs.existsSync(path.join(tmp, 'x.tar'))).toBe(false);
    const usage = runProcess('src/features/backup/restore-cli.ts', [], {});
    expect(await exited(usage.child)).toBe(2);
    expect(usage.output()).toContain('Usage: npm run restore -- <file>');
  }, 60_000);
});
