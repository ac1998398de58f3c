/// <reference path="./webassembly.d.ts" />
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { queryTimer } from '../query-timer';
import type { ErrorData, QueryResult, Reply, Request, RowMode, WorkerOptions } from './protocol';
import { avoidWasmDeoptCrash } from './wasm-flags';

type Success = Exclude<Reply, { error: ErrorData }>;
type Pending = { resolve(r: Success): void; reject(e: Error): void };
type Outgoing = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
interface QueryOptions {
  rowMode?: RowMode;
  parsers?: object;
}

/** The query surface drizzle's PGlite driver uses, inside or outside a transaction. */
export interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

/** Rebuilds a PostgreSQL error from the worker with its fields (code, constraint …) as own properties. */
function toError(data: ErrorData): Error {
  const err = new Error(data.message);
  const { name, ...fields } = data.fields;
  if (typeof name === 'string') err.name = name;
  return Object.assign(err, fields);
}

/** The worker's file: beside this module in the source, beside the bundle in the build (scripts/build-server.mjs). */
const WORKER_FILE = new URL('./pglite.worker.js', import.meta.url);

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly, compiled once for the process and handed to each worker: V8 shares the compiled
 * code between threads, so a second database (a test file's, a restored copy) opens without compiling
 * 9 MB of WebAssembly again (about 2.5 s of CPU each, issue 41). Compiled optimised only (decision 012);
 * the flag is the process's, as the worker would set it.
 */
function pgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    v8.setFlagsFromString('--no-liftoff');
    // Beside PGlite's own entry point (its package exports no path to the file).
    const file = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
    return WebAssembly.compile(await fs.promises.readFile(file));
  })();
  return compiled;
}

/**
 * PGlite in a worker thread, offered to drizzle as if it were PGlite itself: `query`, `transaction` and
 * `close`. drizzle's parsers keep dates as text; the worker applies the same ones (`raw`).
 */
export class PgliteBridge implements Queryable {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;
  private closing = false;
  private readonly lostListeners: ((err: Error) => void)[] = [];

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if ('error' in reply) p.reject(toError(reply.error));
      else p.resolve(reply);
    });
    const fail = (err: Error) => {
      if (this.failure) return;
      this.failure = err;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      if (!this.closing) for (const listener of this.lostListeners) listener(err);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code}).`)));
  }

  static async start(options: WorkerOptions): Promise<PgliteBridge> {
    avoidWasmDeoptCrash();
    const workerData: WorkerOptions = { ...options, wasmModule: await pgliteModule() };
    const bridge = new PgliteBridge(new Worker(WORKER_FILE, { workerData, execArgv: [] }));
    // The worker's first message (id 0) says whether PGlite opened.
    await new Promise<unknown>((resolve, reject) => bridge.pending.set(0, { resolve, reject }));
    return bridge;
  }

  private send(msg: Outgoing): Promise<Success> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...msg, id } as Request);
    });
  }

  private async run(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    const reply = await this.send({
      op: 'query',
      sql,
      params: params ?? [],
      rowMode: options?.rowMode ?? 'object',
      raw: options?.parsers !== undefined,
      ...(tx === undefined ? {} : { tx }),
    });
    return (reply as { result: QueryResult }).result;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.timer.around(() => this.run(sql, params, options));
  }

  private readonly timer = queryTimer();
  /** Tells `listener` how long each query took, in seconds, in a transaction or not. */
  onQuery(listener: (seconds: number) => void): void {
    this.timer.listen(listener);
  }

  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const txId = ((await this.send({ op: 'begin' })) as { tx: number }).tx;
    let result: T;
    try {
      result = await fn({
        query: (sql, params, options) => this.timer.around(() => this.run(sql, params, options, txId)),
      });
    } catch (err) {
      // The caller's error says more than a failed rollback would.
      await this.send({ op: 'end', tx: txId, commit: false }).catch(() => {});
      throw err;
    }
    await this.send({ op: 'end', tx: txId, commit: true });
    return result;
  }

  /**
   * Runs fn in a read-only view that no write changes until it ends (a transaction, rolled back), with a way
   * to take the data folder's dump at that same moment.
   */
  async snapshot<T>(fn: (tx: Queryable, dump: () => Promise<Uint8Array>) => Promise<T>): Promise<T> {
    const txId = ((await this.send({ op: 'begin' })) as { tx: number }).tx;
    try {
      return await fn(
        { query: (sql, params, options) => this.run(sql, params, options, txId) },
        async () => new Uint8Array(((await this.send({ op: 'dump', tx: txId })) as { data: ArrayBuffer }).data),
      );
    } finally {
      await this.send({ op: 'end', tx: txId, commit: false }).catch(() => {});
    }
  }

  /** Called once if the worker stops without being closed; every call fails from then on. */
  onLost(listener: (err: Error) => void): void {
    this.lostListeners.push(listener);
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.failure) await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}
