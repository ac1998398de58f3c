import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client';
import * as schema from './schema';

export type ReadTarget = 'replica' | 'primary';
/** Runs a read on the replica when it is fit, else on the primary; says which answered. */
export type Reads = <T>(fn: (db: Db) => Promise<T>) => Promise<T>;

const CHECK_MS = 1000;
/** Errors that mean "this server cannot answer now" (connection, shutdown, recovery), not "this query is wrong". */
const UNAVAILABLE = /^(08|57P0[1-3])/;
/** Looks through drizzle's wrapper (`cause`) to the driver's error. */
function isUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (
      typeof e.code === 'string' &&
      (UNAVAILABLE.test(e.code) || e.code.startsWith('ECONN') || e.code === 'ETIMEDOUT')
    )
      return true;
    // node-postgres's own words for a connection that died mid-query carry no code.
    if (
      typeof e.message === 'string' &&
      /^Connection terminated|timeout exceeded when trying to connect/.test(e.message)
    )
      return true;
  }
  return false;
}

/**
 * A streaming replica for reads that can be slightly behind (reports). Once a second it checks that the
 * replica is a standby, receiving WAL, and replaying within `maxLagSeconds`; while it is not, or when a read
 * on it fails for want of a server, the primary answers instead.
 */
export function openReadReplica(opts: {
  url: string;
  primary: Db;
  maxLagSeconds: number;
  onRead?: (target: ReadTarget) => void;
  /** Each check's outcome (the metrics' gauge). */
  onCheck?: (fit: boolean) => void;
}) {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: 5,
    connectionTimeoutMillis: 2000,
    options: '-c jit=off',
  });
  pool.on('error', () => {});
  const replica = drizzle(pool, { schema }) as unknown as Db;
  let fit = false;

  const check = async () => {
    try {
      const { rows } = await pool.query<{ standby: boolean; streaming: boolean; caught_up: boolean; age: number }>(
        `select pg_is_in_recovery() as standby,
                exists (select 1 from pg_stat_wal_receiver where status = 'streaming') as streaming,
                pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() as caught_up,
                coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)::float8 as age`,
      );
      const r = rows[0];
      fit = Boolean(r?.standby && r.streaming && (r.caught_up || r.age <= opts.maxLagSeconds));
    } catch {
      fit = false;
    }
    opts.onCheck?.(fit);
  };
  const timer = setInterval(() => void check(), CHECK_MS);
  timer.unref();

  const reads: Reads = async (fn) => {
    if (fit) {
      try {
        const result = await fn(replica);
        opts.onRead?.('replica');
        return result;
      } catch (err) {
        if (!isUnavailable(err)) throw err;
        fit = false;
      }
    }
    const result = await fn(opts.primary);
    opts.onRead?.('primary');
    return result;
  };

  return {
    reads,
    /** The first check, so that a server starts reading from a fit replica at once. */
    ready: check,
    close: async () => {
      clearInterval(timer);
      await pool.end();
    },
  };
}
