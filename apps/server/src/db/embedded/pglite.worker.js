// @ts-check
// Runs PGlite (PostgreSQL compiled to WebAssembly) in its own thread, so that executing SQL and decoding
// rows run beside the server's HTTP work instead of in turn with it (docs/decisions/012-embedded-database-worker.md).
// Queries and transactions keep PGlite's own ordering: a query waits while a transaction is open.

import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { PreparedStatements } from './prepared-statements.js';

// V8 compiles WebAssembly twice by default: quickly (Liftoff), then optimized (TurboFan) for hot functions,
// keeping both. Optimized only costs about a second more at start, and measured 10-15 % faster with 30-50 MB
// less memory (decision 012). Read when PGlite compiles its module, so it is set before any PGlite opens.
v8.setFlagsFromString('--no-liftoff');

// Plain JavaScript, type-checked through JSDoc: a worker thread starts from a file Node can run as it is,
// both from source (tests, `npm run dev`) and from the build.
/** @typedef {import('./protocol').Request} Request */
/** @typedef {import('./protocol').Reply} Reply */
/** @typedef {import('./protocol').ErrorData} ErrorData */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = parentPort;
if (!port) throw new Error('pglite.worker runs only as a worker thread');
/** @type {import('./protocol').WorkerOptions} */
const options = workerData;

// drizzle's PGlite driver keeps dates, times and intervals as PostgreSQL's text: the same parsers here.
/** @param {string} value */
const keepText = (value) => value;
const RAW_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    keepText,
  ]),
);

/** Transactions in progress: each one's handle, and how to let its callback finish. */
/** @type {Map<number, { tx: Transaction, finish(commit: boolean): void }>} */
const open = new Map();
let nextTx = 1;
/** A rollback the server asked for, thrown inside PGlite's transaction so that it rolls back. */
const ROLLBACK = Symbol('rollback');

/**
 * A data statement through the prepared-statement cache, under PGlite's locks as its query() takes them:
 * outside a transaction it also waits for any open transaction to end.
 * @param {PGlite} db
 * @param {Extract<Request, { op: 'query' }>} msg
 * @param {import('@electric-sql/pglite').QueryOptions} queryOptions
 */
async function prepared(db, msg, queryOptions) {
  const run = () => db._runExclusiveQuery(() => statements.run(msg.sql, msg.params, queryOptions));
  const once = () => (msg.tx === undefined ? db._runExclusiveTransaction(run) : run());
  try {
    return await once();
  } catch (err) {
    // "cached plan must not change result type": a table's columns changed under the statement. It is
    // prepared afresh; outside a transaction at once (inside one, the failed statement has aborted it).
    if (/** @type {{ code?: string }} */ (err).code !== '0A000') throw err;
    statements.forget(msg.sql);
    if (msg.tx !== undefined) throw err;
    return await once();
  }
}

/** @param {unknown} err @returns {ErrorData} */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [k, v] of Object.entries(err)) if (v === null || typeof v !== 'object') fields[k] = v;
  fields.name = err.name;
  return { message: err.message, fields };
}

/** @returns {Promise<PGlite>} */
async function openPglite() {
  // A database in memory starts from a copy of a data folder when given one: the tests' migrated template,
  // which opens in a fifth of the time a new cluster takes to initialise and migrate.
  const compiled = options.wasmModule ? { pgliteWasmModule: options.wasmModule } : {};
  if (!options.dir)
    return PGlite.create({ ...compiled, ...(options.from ? { loadDataDir: new Blob([options.from]) } : {}) });
  let db = await PGlite.create(options.dir, compiled);
  const [row] = /** @type {{ shared_buffers: string }[]} */ ((await db.query('show shared_buffers')).rows);
  if (row?.shared_buffers !== options.sharedBuffers) {
    // Takes effect on the next start: applied once, then PGlite is reopened.
    await db.query(`alter system set shared_buffers = '${options.sharedBuffers}'`);
    await db.close();
    db = await PGlite.create(options.dir, compiled);
  }
  return db;
}

/** @param {PGlite} db @param {number} id */
function begin(db, id) {
  const txId = nextTx++;
  const done = db.transaction(
    (tx) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve, reject) => {
          open.set(txId, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLBACK)) });
          port?.postMessage(/** @type {Reply} */ ({ id, ok: true, tx: txId }));
        })
      ),
  );
  return { txId, done };
}

/**
 * @param {PGlite} db @param {Request} msg @param {Map<number, Promise<void>>} ends
 * @returns {Promise<Reply | null>}
 */
async function handle(db, msg, ends) {
  switch (msg.op) {
    case 'query': {
      const target = msg.tx === undefined ? db : open.get(msg.tx)?.tx;
      if (!target) throw new Error('This transaction has already ended.');
      const queryOptions = { rowMode: msg.rowMode, ...(msg.raw ? { parsers: RAW_PARSERS } : {}) };
      const r = statements.cacheable(msg.sql)
        ? await prepared(db, msg, queryOptions)
        : await target.query(msg.sql, msg.params, queryOptions);
      return { id: msg.id, ok: true, result: { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows } };
    }
    case 'begin': {
      // Answered from inside the transaction, once PGlite has started it (other queries wait until it ends).
      const { txId, done } = begin(db, msg.id);
      ends.set(txId, done);
      done.catch(() => {});
      return null;
    }
    case 'end': {
      const t = open.get(msg.tx);
      const done = ends.get(msg.tx);
      if (!t || !done) throw new Error('This transaction has already ended.');
      open.delete(msg.tx);
      ends.delete(msg.tx);
      t.finish(msg.commit);
      try {
        await done;
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
      return { id: msg.id, ok: true };
    }
    case 'dump': {
      // The open transaction holds PGlite's transaction lock, so no other write runs during the dump.
      if (!open.has(msg.tx)) throw new Error('This transaction has already ended.');
      const file = await db.dumpDataDir('gzip');
      return { id: msg.id, ok: true, data: await file.arrayBuffer() };
    }
    case 'close':
      await db.close();
      return { id: msg.id, ok: true };
  }
}

/** The app's statements, prepared once; about 150 are in use, the rest make room. */
const MAX_STATEMENTS = 300;
/** @type {PreparedStatements} */
let statements;

try {
  const db = await openPglite();
  statements = new PreparedStatements(db, MAX_STATEMENTS);
  /** @type {Map<number, Promise<void>>} */
  const ends = new Map();
  port.on('message', (/** @type {Request} */ msg) => {
    handle(db, msg, ends).then(
      (reply) => reply && port.postMessage(reply),
      (err) => port.postMessage(/** @type {Reply} */ ({ id: msg.id, ok: false, error: errorData(err) })),
    );
  });
  port.postMessage(/** @type {Reply} */ ({ id: 0, ready: true }));
} catch (err) {
  port.postMessage(/** @type {Reply} */ ({ id: 0, ok: false, error: errorData(err) }));
}
