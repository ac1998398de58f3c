import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientDigest } from '../src/lib/passwords';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-process-'));
const PORT = 3000 + 700 + (process.pid % 200);

function start(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    out += d.toString();
  });
  return { child, output: () => out };
}

async function healthy(): Promise<boolean> {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

const login = (password: string) =>
  fetch(`http://127.0.0.1:${PORT}/api/login/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: clientDigest(password) }),
  }).then((r) => r.json() as Promise<{ status: number }>);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('stops at once with a message naming a bad setting', async () => {
    const { child, output } = start({ PORT: 'eighty' });
    expect(await exited(child)).toBe(1);
    expect(output()).toMatch(/PORT: must be a whole number/);
  });

  it('prints a generated admin password once, keeps data across restarts and stops gracefully', async () => {
    const first = start();
    expect(await healthy()).toBe(true);
    const password = first.output().match(/Password:\s+(\S+)/)?.[1];
    expect(password).toBeTruthy();
    expect((await login(password as string)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = start();
    expect(await healthy()).toBe(true);
    expect(second.output()).not.toMatch(/Password:/);
    expect((await login(password as string)).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
  }, 90_000);
});
