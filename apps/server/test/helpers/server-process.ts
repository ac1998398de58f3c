import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { clientDigest } from '../../src/lib/passwords';
import { until } from './wait';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** Runs one of the server's TypeScript entry points (src/main.ts, a CLI) as its own process. */
export function runProcess(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      HOST: '127.0.0.1',
      // Each change's message at once (decision 101): a test waits for the mail of the move it made.
      MESSAGE_WINDOW_SECONDS: '0',
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

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

/**
 * Waits for the server on `port` to answer its health route, up to two minutes: a first start compiles the
 * TypeScript and makes its database, which beside three other test files on two cores took over 40 s.
 */
export async function healthy(port: number): Promise<boolean> {
  const up = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  return until(`the server on ${port} to answer its health route`, up, 120_000).catch(() => false);
}

export const adminLogin = (port: number, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/login/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: clientDigest(password) }),
  }).then((r) => r.json() as Promise<{ status: number }>);

/**
 * A port no one listens on now, asked of the system: the PGlite and PostgreSQL passes run side by side
 * (decision 097), so a port made from the process id alone could be the other pass's.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
