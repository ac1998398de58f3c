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
