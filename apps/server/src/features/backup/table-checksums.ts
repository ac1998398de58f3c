import type { Snapshot } from '../../db/snapshot';

/** Each table's row count and a digest of all its rows, keyed `schema.table`. */
export type TableChecksums = Record<string, { rows: number; md5: string }>;

/** The app's own tables and drizzle's record of applied migrations. */
const SCHEMAS = ['public', 'drizzle'];

/**
 * Rows are digested as PostgreSQL prints them, in byte order ("C" collation, the same on every server), so
 * a restored table has the same digest only if every value came back.
 */
export async function tableChecksums(s: Pick<Snapshot, 'query'>): Promise<TableChecksums> {
  const tables = await s.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema = any($1) and table_type = 'BASE TABLE' order by 1, 2`,
    [SCHEMAS],
  );
  const out: TableChecksums = {};
  for (const t of tables) {
    const id = `"${t.schema}"."${t.name.replaceAll('"', '""')}"`;
    const [row] = await s.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows, coalesce(md5(string_agg(r::text, E'\\n' order by r::text collate "C")), '') as md5
       from ${id} r`,
    );
    out[`${t.schema}.${t.name}`] = { rows: row?.rows ?? 0, md5: row?.md5 ?? '' };
  }
  return out;
}
