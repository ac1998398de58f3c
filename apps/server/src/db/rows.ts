/**
 * The rows of a raw statement's result (`db.execute`, a snapshot's query). Both drivers answer `{ rows }`,
 * but the query surface shared by PGlite and node-postgres types the result as unknown: the caller names
 * the row's shape, here and nowhere else.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
