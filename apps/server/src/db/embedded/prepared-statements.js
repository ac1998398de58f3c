// @ts-check
// PGlite's query() parses and plans every statement again, in six protocol round trips. Planning a five-table
// join alone takes about 1 ms inside WebAssembly, several times its execution. The worker keeps each of the
// app's statements prepared under a name instead: PostgreSQL then reuses the plan (re-planning by itself
// when a table changes), and one round trip binds, describes, executes and syncs. Decision 012.
// This speaks the wire protocol through PGlite's execProtocol, protocol serializer and parse helpers: exported
// but not a documented, stable API. @electric-sql/pglite is therefore pinned to an exact version in
// apps/server/package.json, and test/embedded-database.test.ts must stay green before it is upgraded.
import { parse, protocol } from '@electric-sql/pglite';

/** @typedef {import('@electric-sql/pglite').PGlite} PGlite */
/** @typedef {{ name: string, types: number[] }} Statement */
/**
 * PGlite's own parameter serializers and row parsers, public on the instance but not in its types.
 * @typedef {PGlite & {
 *   serializers: Record<number, (v: unknown) => string>,
 *   parsers: import('@electric-sql/pglite').ParserOptions
 * }} WithCodecs
 */

const S = protocol.serialize;
/** Only data statements are kept: DDL and settings run the ordinary way. */
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export class PreparedStatements {
  /** @type {Map<string, Statement>} in least-recently-used order */
  #bySql = new Map();
  #next = 1;
  /** @type {Uint8Array[]} Close messages for evicted statements, sent with the next prepare */
  #closing = [];

  /** @param {PGlite} db @param {number} max statements kept at most */
  constructor(db, max) {
    this.db = db;
    this.max = max;
  }

  /** @param {string} sql */
  cacheable(sql) {
    return CACHEABLE.test(sql);
  }

  /** @param {string} sql @returns {Promise<Statement>} */
  async #statement(sql) {
    const known = this.#bySql.get(sql);
    if (known) {
      this.#bySql.delete(sql);
      this.#bySql.set(sql, known);
      return known;
    }
    const name = `s${this.#next++}`;
    const res = await this.db.execProtocol(
      concat([...this.#closing.splice(0), S.parse({ name, text: sql }), S.describe({ type: 'S', name }), S.sync()]),
    );
    const statement = { name, types: parse.parseDescribeStatementResults(res.messages) };
    this.#bySql.set(sql, statement);
    if (this.#bySql.size > this.max) {
      const [oldSql, old] = /** @type {[string, Statement]} */ (this.#bySql.entries().next().value);
      this.#bySql.delete(oldSql);
      this.#closing.push(S.close({ type: 'S', name: old.name }));
    }
    return statement;
  }

  /**
   * Runs one statement with its parameters, as PGlite's query() would: the same parameter serializers and
   * row parsers. The caller holds PGlite's query lock.
   * @param {string} sql @param {unknown[]} params @param {import('@electric-sql/pglite').QueryOptions} options
   */
  async run(sql, params, options) {
    const st = await this.#statement(sql);
    const db = /** @type {WithCodecs} */ (this.db);
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serialize = db.serializers[st.types[i] ?? 0];
      return serialize ? serialize(v) : String(v);
    });
    const res = await db.execProtocol(
      concat([S.bind({ statement: st.name, values }), S.describe({ type: 'P' }), S.execute({}), S.sync()]),
    );
    return /** @type {import('@electric-sql/pglite').Results} */ (
      parse.parseResults(res.messages, db.parsers, options)[0]
    );
  }

  /** Forgets a statement whose plan can no longer be used (a table's columns changed under it). */
  /** @param {string} sql */
  forget(sql) {
    const st = this.#bySql.get(sql);
    if (!st) return;
    this.#bySql.delete(sql);
    this.#closing.push(S.close({ type: 'S', name: st.name }));
  }
}
