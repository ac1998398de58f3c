import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminLogin, exited, healthy, runProcess } from './helpers/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-process-'));
const PORT = 3000 + 700 + (process.pid % 200);
const start = (env: Record<string, string> = {}) =>
  runProcess('src/main.ts', [], { DATA_DIR: dataDir, PORT: String(PORT), ...env });
const login = (password: string) => adminLogin(PORT, password);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('stops at once with a message naming a bad setting', async () => {
    const { child, output } = start({ PORT: 'eighty' });
    expect(await exited(child)).toBe(1);
    expect(output()).toMatch(/PORT: must be a whole number/);
  });

  it('prints a generated admin password once, keeps data across restarts and stops gracefully', async () => {
    const first = start();
    expect(await healthy(PORT)).toBe(true);
    const password = first.output().match(/Password:\s+(\S+)/)?.[1];
    expect(password).toBeTruthy();
    expect((await login(password as string)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = start();
    expect(await healthy(PORT)).toBe(true);
    expect(second.output()).not.toMatch(/Password:/);
    expect((await login(password as string)).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
  }, 90_000);
});
