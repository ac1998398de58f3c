import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveArgs } from '../../../scripts/serve-args.mjs';
import { appEnv } from '../../playwright.config';

/**
 * A free port of its own, asked of the system: the shared app (3100) keeps the company the other tests set
 * up, and two specs with a fresh install may run at once (two workers).
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A second built server on an empty database, as `npm ci && npm start` leaves it: no letterhead, no
 * branch, no UPI id. For the tests of a company's first days; the shared app stays set up for the others.
 * Mail goes to the same catcher as the shared app's.
 */
export async function startFreshApp(
  opts: { dataDir?: string; keepData?: boolean } = {},
): Promise<{ baseURL: string; dataDir: string; stop: () => Promise<void> }> {
  // A test that restarts the app on the same data (to change stored rows in between) keeps its folder.
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'svc-e2e-fresh-'));
  const port = await freePort();
  // Always the embedded database, whatever the shared app runs on.
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, serveArgs(), {
    env: { ...inherited, ...appEnv(port, dataDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // A first start makes and migrates its database: beside two browsers and the shared app on two cores, over 60 s once.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the fresh app exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the fresh app did not start in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    dataDir,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!opts.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
