import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

describe('the embedded data folder', () => {
  it('lets only the server’s own user in, also for a folder an older version made open to all', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-private-'));
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, 'pgdata'), { mode: 0o777 });
    fs.chmodSync(path.join(dataDir, 'pgdata'), 0o777);
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      expect(modeOf(dataDir).toString(8)).toBe('700');
      expect(modeOf(path.join(dataDir, 'pgdata')).toString(8)).toBe('700');
      // PGlite's own files are open to all (0666): the folder is what keeps them private.
      const wal = path.join(dataDir, 'pgdata', 'pg_wal');
      expect(fs.existsSync(wal)).toBe(true);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
