import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type pg from 'pg';

/**
 * The database as it was at one moment, while writes go on: what a backup reads its checksums from and
 * dumps, so that both describe the same state.
 */
export interface Snapshot {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Writes this state to `file`: PGlite's data folder as a gzipped tar, or pg_dump's custom format. */
  dumpTo(file: string): Promise<void>;
}

const run = promisify(execFile);

/**
 * Runs one of PostgreSQL's client programs (pg_dump, pg_restore) on the database at `url`. The password goes
 * by environment, never on the command line, where other users of the machine could read it.
 */
export async function postgresTool(program: string, args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  await run(program, [...args, `--dbname=${target.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * A repeatable-read transaction whose snapshot pg_dump shares (`--snapshot`), so the dump holds exactly
 * what the transaction's queries see.
 */
export async function postgresSnapshot<T>(pool: pg.Pool, url: string, fn: (s: Snapshot) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const snapshotId = rows[0]?.id as string;
    return await fn({
      query: async (sql, params) => (await client.query(sql, params)).rows,
      dumpTo: (file) =>
        postgresTool(
          'pg_dump',
          ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshotId}`, `--file=${file}`],
          url,
        ),
    });
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}
