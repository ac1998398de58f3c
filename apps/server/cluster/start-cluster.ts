import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { asPostgres, ownForPostgres, privatePostgres } from './private-postgres';

/**
 * The scale-out the README promises, from Debian's packages: nginx in front of two app instances on one
 * PostgreSQL primary with Redis, and a streaming replica (a second PostgreSQL cluster) for the reports.
 * Everything lives in its own folder and ports; the machine's shared PostgreSQL is never touched.
 */
export interface ClusterOptions {
  /** nginx listens here; the instances, the primary and the replica take the next ports. */
  basePort: number;
  /** Extra settings for both instances (SMTP_URL, limits …). */
  env?: Record<string, string>;
  /** Redis database number the instances share (flushed at start). */
  redisDb?: number;
  log?: (line: string) => void;
}

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
}

const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
const serverDir = path.resolve(import.meta.dirname, '..');

function nginxBinary(log: (line: string) => void): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed (Debian: apt-get install nginx).');
  log('installing nginx from Debian…');
  execFileSync('sh', [
    '-c',
    'apt-get install -y -qq nginx >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq nginx >/dev/null)',
  ]);
  return '/usr/sbin/nginx';
}

async function waitFor(what: string, ok: () => Promise<boolean>, ms = 40_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const healthy = (url: string) => async () => (await fetch(`${url}/api/health`)).ok;

/** The newest change of a file under these folders. */
function newestUnder(dirs: string[]): number {
  let newest = 0;
  for (const dir of dirs)
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

/**
 * How an instance is started: the built server when it is newer than every source it is built from (CI builds
 * it before the API tests), which starts in a second where compiling from source beside the other test files
 * took up to a minute an instance on a loaded machine; else from source.
 */
function serverArgs(): string[] {
  const built = path.join(serverDir, 'dist', 'main.js');
  if (!fs.existsSync(built)) return ['--import', 'tsx', 'src/main.ts'];
  const sources = [
    path.join(serverDir, 'src'),
    path.join(serverDir, 'drizzle'),
    path.resolve(serverDir, '../../packages/contract/src'),
  ];
  return fs.statSync(built).mtimeMs >= newestUnder(sources) ? [built] : ['--import', 'tsx', 'src/main.ts'];
}

export async function startCluster(opts: ClusterOptions) {
  const log = opts.log ?? (() => {});
  const nginx = nginxBinary(log);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-cluster-'));
  ownForPostgres(dir);
  const [proxyPort, portA, portB, primaryPort, replicaPort] = [0, 1, 2, 3, 4].map((i) => opts.basePort + i) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await Promise.resolve(s()).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The primary: its own cluster, streaming WAL to the replica.
    const primaryDir = path.join(dir, 'primary');
    const replicaDir = path.join(dir, 'replica');
    const primary = privatePostgres(primaryDir, primaryPort, 'wal_level = replica\nmax_wal_senders = 4\n');
    const pgStart = (data: string, port: number) =>
      asPostgres('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-o', `-p ${port}`, 'start']);
    const pgStop = (data: string) => asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    primary.start();
    stops.push(() => primary.stop());
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
    await admin.connect();
    await admin.query('create database service');
    await admin.end();
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/service`;
    const database = await openDatabase({ url: primaryUrl });
    await database.migrate();
    await database.close();

    // The replica: a base backup of the primary that keeps streaming from it (-R).
    asPostgres('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    pgStart(replicaDir, replicaPort);
    let replicaRunning = true;
    stops.push(() => {
      if (replicaRunning) pgStop(replicaDir);
    });
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/service`;

    const redisDb = opts.redisDb ?? 7;
    const redis = new Redis(`redis://127.0.0.1:6379/${redisDb}`);
    await redis.flushdb();
    await redis.quit();

    // The instances share the data folder for images here (one machine); on several machines, S3.
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir);
    const webDist = path.resolve(serverDir, '../web/dist');
    const args = serverArgs();
    log(`instances start with: node ${args.join(' ')}`);
    const startInstance = async (name: string, port: number): Promise<Instance> => {
      const child = spawn(process.execPath, args, {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: primaryUrl,
          REPORTS_DATABASE_URL: replicaUrl,
          REDIS_URL: `redis://127.0.0.1:6379/${redisDb}`,
          DATA_DIR: dataDir,
          WEB_DIST: fs.existsSync(path.join(webDist, 'index.html')) ? webDist : '/nonexistent',
          METRICS_TOKEN,
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD: 'Admin@12345',
          LOG_LEVEL: 'warn',
          ...opts.env,
        },
      });
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.stderr?.on('data', (d: Buffer) => {
        out += d.toString();
      });
      stops.push(() => {
        child.kill('SIGKILL');
      });
      const url = `http://127.0.0.1:${port}`;
      // Started from source beside the other test files: give a loaded CI machine time, and say why if not.
      await waitFor(`instance ${name}`, healthy(url), 150_000).catch((err: Error) => {
        throw new Error(`${err.message}:\n${out.slice(-2000)}`);
      });
      return { name, url, child, output: () => out };
    };
    // One after the other: the first start creates the admin account and the lists.
    const a = await startInstance('A', portA);
    const b = await startInstance('B', portB);

    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  upstream app {
    server 127.0.0.1:${portA} max_fails=1 fail_timeout=10s;
    server 127.0.0.1:${portB} max_fails=1 fail_timeout=10s;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    client_max_body_size 12m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_connect_timeout 2s;
      # A request no instance has started on (refused, reset before an answer) goes to the other.
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
    );
    const proxy = spawn(nginx, ['-p', dir, '-c', conf, '-e', `${dir}/nginx-error.log`], { stdio: 'ignore' });
    stops.push(() => {
      proxy.kill('SIGTERM');
    });
    const url = `http://127.0.0.1:${proxyPort}`;
    await waitFor('nginx', healthy(url)).catch((e: Error) => {
      // Say why: a port taken by another process, or an instance that never answered, is in nginx's log.
      const log = fs.existsSync(`${dir}/nginx-error.log`) ? fs.readFileSync(`${dir}/nginx-error.log`, 'utf8') : '';
      throw new Error(`${e.message}; nginx said: ${log.slice(-1500) || '(nothing)'}`);
    });
    log(`cluster up: nginx ${url} → A ${a.url}, B ${b.url}; primary :${primaryPort}, replica :${replicaPort}`);

    return {
      url,
      instances: [a, b] as const,
      primaryUrl,
      replicaUrl,
      dir,
      stopReplica: () => {
        pgStop(replicaDir);
        replicaRunning = false;
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** The sum of a metric's samples on one instance (those whose line holds `match`); `bare`: a metric without labels. */
export async function counter(instanceUrl: string, name: string, match = '', bare = false): Promise<number> {
  const text = await (
    await fetch(`${instanceUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(bare ? `${name} ` : `${name}{`) && line.includes(match))
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}
