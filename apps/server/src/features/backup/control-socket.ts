import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BackupSummary } from './write-backup';

/**
 * The embedded database is open in the server's process only, so a backup of a running server is taken by
 * that process. `npm run backup` asks it through a Unix socket in the data folder, readable by the folder's
 * owner alone: whoever may read the data folder may take its backup, nobody else.
 */
const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

export async function listenForControl(
  dataDir: string,
  backup: (file: string) => Promise<BackupSummary>,
): Promise<{ close(): Promise<void> }> {
  const socket = controlSocketPath(dataDir);
  // Left behind by a server that was killed: nothing answers on it.
  fs.rmSync(socket, { force: true });
  const server = http.createServer(async (req, res) => {
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/backup') return reply(404, { error: 'Unknown command.' });
    let text = '';
    for await (const chunk of req) text += chunk;
    try {
      const { file } = JSON.parse(text) as { file?: unknown };
      if (typeof file !== 'string' || !path.isAbsolute(file))
        return reply(400, { error: 'The backup file must be an absolute path.' });
      reply(200, await backup(file));
    } catch (err) {
      reply(500, { error: err instanceof Error ? err.message : String(err) });
    }
  });
  // A backup of a large folder takes as long as it takes.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socket, resolve));
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socket, { force: true });
      }),
  };
}

/** Asks the server running on dataDir for a backup; null when no server listens there. */
export async function askServerForBackup(dataDir: string, file: string): Promise<BackupSummary | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: '/backup', method: 'POST' }, async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      const body = JSON.parse(text) as BackupSummary & { error?: string };
      if (res.statusCode === 200) resolve(body);
      else reject(new Error(body.error ?? `The server answered ${res.statusCode}.`));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(null);
      else reject(err);
    });
    req.end(JSON.stringify({ file }));
  });
}
