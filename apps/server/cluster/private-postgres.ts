import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PG_BIN = `/usr/lib/postgresql/${fs.readdirSync('/usr/lib/postgresql')[0]}/bin`;

/** PostgreSQL refuses to run as root: its programs run as the postgres user then. */
export function asPostgres(program: string, args: string[]) {
  const cmd = path.join(PG_BIN, program);
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' });
  else execFileSync(cmd, args, { stdio: 'pipe' });
}

/** Lets the postgres user write in `dir` (the tests run as root on CI). */
export function ownForPostgres(dir: string) {
  fs.chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
}

/**
 * A PostgreSQL cluster of its own (Debian's initdb and pg_ctl) in the folder `data` (its parent owned by
 * postgres, see ownForPostgres), on `port`: a test may stop and start it at will; the machine's shared
 * server is never touched.
 */
export function privatePostgres(data: string, port: number, conf = '') {
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  fs.appendFileSync(
    path.join(data, 'postgresql.conf'),
    `\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${path.dirname(data)}'\nfsync = off\n${conf}`,
  );
  return {
    data,
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => asPostgres('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-o', `-p ${port}`, 'start']),
    /** `immediate`: as a crash would, without a shutdown checkpoint. */
    stop: (mode: 'fast' | 'immediate' = 'immediate') => asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
  };
}
