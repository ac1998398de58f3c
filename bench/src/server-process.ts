import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { endpoints, urlOf } from '@svc/contract';
import { serveArgs } from '../../scripts/serve-args.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The built server in its own process, as `npm run serve` starts it, so that its memory can be read on its own. */
export function startServer(env: Record<string, string>, port: number) {
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  return startProcess(serveArgs(), env, port);
}

/** The bench's floor server (floor-server.ts) with the app's node flags, in a process of its own likewise. */
export function startFloor(env: Record<string, string>, port: number) {
  const flags = serveArgs().slice(0, -1);
  return startProcess([...flags, '--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts')], env, port);
}

async function startProcess(args: string[], env: Record<string, string>, port: number) {
  // BENCH_NODE_FLAGS adds node flags, e.g. --cpu-prof to profile the server under load.
  const extra = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...extra, ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'Admin@12345',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      USER_RATE_LIMIT_PER_MINUTE: '100000',
      MESSAGES_PER_MINUTE: '100000',
      // The bench's customer looks up thousands of serial numbers a second (decision 088: 60 an hour in use).
      WARRANTY_LOOKUPS_PER_HOUR: '1000000000',
      WEB_DIST: '/nonexistent',
      // Each change's message at once: the bench waits for the outboxes to empty before each call, and a
      // message gathering its request's other items (decision 101) waits a minute for nothing here.
      MESSAGE_WINDOW_SECONDS: '0',
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}${urlOf(endpoints.health)}`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  let peak = 0;
  const rss = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {}
  };
  const sampler = setInterval(rss, 100);
  return {
    base,
    pid: child.pid as number,
    peakMb: () => peak,
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
