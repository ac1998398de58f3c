import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

const built = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A query built once per database handle and name, then run with new values (decision 028): drizzle
 * builds a query's SQL anew on every call, which was a tenth of the server's time on a list, and
 * PostgreSQL parses and plans an unnamed statement every time. A prepared query keeps the SQL, and its
 * name lets each pooled connection parse it once. Names are the shape of the query, never a value.
 */
export function preparedOnce<T>(db: DbOrTx, name: string, build: (name: string) => T): T {
  let byName = built.get(db);
  if (!byName) {
    byName = new Map();
    built.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (!query) {
    query = build(name);
    byName.set(name, query);
  }
  return query;
}

/** What drizzle does inside `execute` and `.prepare()`, for a statement that is not a query builder. */
interface DrizzleInternals {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}
const compiled = new Map<string, { sql: string; params: unknown[] }>();

/**
 * Runs a raw statement with placeholders as a named prepared statement: its SQL is built once per process
 * and name (the text is the same for every database handle), and each pooled connection parses and plans
 * it once. Drizzle prepares only its query builders, so this calls what `.prepare()` calls; a transaction
 * handle has the same two members, so it runs inside the transaction.
 */
export function runPrepared(db: DbOrTx, name: string, build: () => SQL, values: Record<string, unknown>) {
  const inner = db as unknown as DrizzleInternals;
  let query = compiled.get(name);
  if (!query) {
    query = inner.dialect.sqlToQuery(build());
    compiled.set(name, query);
  }
  return inner.session.prepareQuery(query, undefined, name, false).execute(values);
}
