import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Writes whose rows come in one JSON document (decision 031): `docWrite` makes one statement of several
 * inserts that each read their rows from an array of the document (`json_to_recordset`). Its text is the
 * same however many rows each array holds, even none, so it is built and prepared once and a call sends
 * only the document. Like `writeTogether`, it is one round trip and atomic without a transaction.
 */

const KEY = /^[a-z][a-z_]*$/;

/** The rows of the document's array `key`, typed by `columns` (name → SQL type). */
export function docRows(key: string, columns: Record<string, string>): SQL {
  if (!KEY.test(key)) throw new Error(`document key ${key}`);
  const typed = Object.entries(columns)
    .map(([name, type]) => `"${name}" ${type}`)
    .join(', ');
  return sql.raw(`json_to_recordset((select d from doc) -> '${key}') as r(${typed})`);
}

/**
 * `insert into table (columns) select … from` the document's array `key`, whose objects carry the
 * table's fields by their names in the schema (`typeof table.$inferInsert`); `tail` is e.g. an
 * `on conflict` clause.
 */
export function rowsFromDoc<T extends PgTable>(
  table: T,
  key: string,
  fields: readonly (keyof T['$inferInsert'] & string)[],
  tail: SQL = sql``,
): SQL {
  const all = getTableColumns(table);
  const columns = fields.map((f) => {
    const column = all[f];
    if (!column) throw new Error(`no field ${f}`);
    return column;
  });
  const into = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  const from = sql.raw(fields.map((f) => `r."${f}"`).join(', '));
  const types = Object.fromEntries(fields.map((f, i) => [f, columns[i]?.getSQLType() ?? 'text']));
  return sql`insert into ${table} (${into}) select ${from} from ${docRows(key, types)}${tail}`;
}

/** One statement of the inserts, reading the document bound to the placeholder `doc` (a JSON string). */
export function docWrite(inserts: SQL[]): SQL {
  const clauses = inserts.map((s, i) => sql`${sql.raw(`w${i}`)} as (${s})`);
  return sql`with doc as (select ${sql.placeholder('doc')}::json as d), ${sql.join(clauses, sql`, `)} select 1`;
}
