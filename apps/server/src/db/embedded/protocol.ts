/// <reference path="./webassembly.d.ts" />
// Messages between the server's thread and the PGlite worker (pglite.worker.ts). Values travel by structured
// clone, so rows, parameters and errors must be plain data.

/** How rows come back: drizzle asks for arrays (selects with fields) or objects (raw SQL). */
export type RowMode = 'array' | 'object';

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; raw: boolean; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }
  /** The data folder as a gzipped tar (PGlite's dumpDataDir), taken while transaction `tx` holds writers off. */
  | { id: number; op: 'dump'; tx: number };

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** A PostgreSQL error's own fields (code, constraint, detail …), so callers can tell a unique violation. */
export interface ErrorData {
  message: string;
  fields: Record<string, unknown>;
}

export type Reply =
  | { id: number; ok: true; result?: QueryResult; tx?: number; data?: ArrayBuffer }
  | { id: number; ok: false; error: ErrorData }
  | { id: 0; ready: true }
  | { id: 0; ok: false; error: ErrorData };

/** What the worker is started with (workerData). */
export interface WorkerOptions {
  /** The data folder, or undefined for a database in memory. */
  dir?: string;
  /** For a database in memory: a data folder's dump (a tar, PGlite's `dumpDataDir`) to start from. */
  from?: Uint8Array;
  /** PostgreSQL's buffer pool size, applied once to a database on disk. */
  sharedBuffers: string;
  /** PGlite's WebAssembly, compiled once for the process (bridge.ts). */
  wasmModule?: WebAssembly.Module;
}
