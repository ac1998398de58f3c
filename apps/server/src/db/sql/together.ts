import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/**
 * Runs data-modifying statements as one statement: every one but the last as a data-modifying WITH
 * clause, the last as the main statement (decision 031). One round trip, and atomic on its own: a
 * statement that fails stores nothing, so a write made of several inserts needs no BEGIN/COMMIT. All of
 * them see the database as it was before the statement and PostgreSQL runs each to completion once;
 * foreign keys are checked at the end of the statement, so a row may reference another row made in the
 * same call. Nothing may read what another statement of the same call writes.
 */
export async function writeTogether(db: DbOrTx, statements: SQLWrapper[]): Promise<void> {
  // A query builder put into `sql` is wrapped in parentheses as a subquery; its own SQL is not.
  const all = statements.map((s) => s.getSQL());
  const last = all.at(-1);
  if (!last) return;
  const clauses = all.slice(0, -1).map((s, i) => sql`${sql.raw(`w${i}`)} as (${s})`);
  await db.execute(clauses.length ? sql`with ${sql.join(clauses, sql`, `)} ${last}` : last);
}
