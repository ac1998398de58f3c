import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../helpers/accounts';
import { adminLogin, exited, freePort, healthy, runProcess } from '../helpers/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-process-'));
// A port the system gives (decision 097): the passes and their workers run side by side.
let PORT = 0;
beforeAll(async () => {
  PORT = await freePort();
});
const start = (env: Record<string, string> = {}) =>
  runProcess('src/main.ts', [], { DATA_DIR: dataDir, PORT: String(PORT), ...env });
const login = (password: string) => adminLogin(PORT, password);

/** Waits up to 10 s for `read` to answer something. */
async function until<T>(read: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const v = read();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('not seen in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('stops at once with a message naming a bad setting', async () => {
    const { child, output } = start({ PORT: 'eighty' });
    expect(await exited(child)).toBe(1);
    expect(output()).toMatch(/PORT: must be a whole number/);
  }, 120_000);

  it('prints a generated admin password once, keeps data across restarts and stops gracefully', async () => {
    // At info, as `npm start` runs (decision 096): no line for each request, the password in a frame.
    const first = start({ LOG_LEVEL: 'info' });
    expect(await healthy(PORT)).toBe(true);
    const password = first.output().match(/\| Password:\s+(\S+)\s+\|/)?.[1];
    expect(password).toBeTruthy();
    expect((await login(password as string)).status).toBe(200);
    // …and in the data folder, for its owner only.
    const file = path.join(dataDir, 'first-start.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toContain(`Password:  ${password}`);
    // Without SMTP_URL a code is framed in the output and kept in mail-log.txt (0600).
    const email = `proc${Date.now()}@example.com`;
    const otp = await fetch(`http://127.0.0.1:${PORT}/api/login/GetOTP`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, username: `proc${Date.now()}`, gstin: makeGstin('33') }),
    });
    expect(otp.status).toBe(200);
    const code = await until(() => first.output().match(/\| Code:\s+(\d{6})\s+\|/)?.[1]);
    const mailLog = path.join(dataDir, 'mail-log.txt');
    expect(fs.statSync(mailLog).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(mailLog, 'utf8')).toContain(code);
    // The calls above (health checks, sign-in, the code) left no line of their own at info.
    expect(first.output()).not.toMatch(/"msg":"(request|incoming request|request completed)"/);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = start();
    expect(await healthy(PORT)).toBe(true);
    expect(second.output()).not.toMatch(/Password:/);
    expect((await login(password as string)).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
  }, 300_000);
});
