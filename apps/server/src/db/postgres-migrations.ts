import fs from 'node:fs';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** How many migrations of the folder the database has not had (drizzle records each by its folder time). */
async function pendingMigrations(pool: pg.Pool, folder: string): Promise<number> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const last = await pool
    .query<{ last: string | null }>('select max(created_at)::text as last from drizzle.__drizzle_migrations')
    .then((r) => Number(r.rows[0]?.last ?? 0))
    .catch(() => 0);
  return journal.entries.filter((e) => e.when > last).length;
}

const codeOf = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
};

/**
 * Applies what is pending, and touches nothing when nothing is: so the app may run as a role that owns
 * nothing and may not change the schema, once the owner has run `npm run migrate` (docs/operations.md).
 */
export async function migratePostgres(pool: pg.Pool, db: NodePgDatabase<Record<string, unknown>>, folder: string) {
  const pending = await pendingMigrations(pool, folder);
  if (pending === 0) return;
  try {
    await migrate(db, { migrationsFolder: folder });
  } catch (err) {
    // 42501: insufficient privilege (the app's role may not create or alter tables).
    if (codeOf(err) === '42501') {
      throw new Error(
        `${pending} database migration(s) wait, and the role of DATABASE_URL may not change the schema: run \`npm run migrate\` with the owner's DATABASE_URL first (docs/operations.md, "A role that owns nothing").`,
      );
    }
    throw err;
  }
}

/** What the app's role may do: read and write rows, take sequence numbers, read which migrations ran. */
export async function grantAppRole(pool: pg.Pool, role: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`"${role}" is not a plain role name.`);
  const r = `"${role}"`;
  await pool.query(`GRANT USAGE ON SCHEMA public, drizzle TO ${r}`);
  await pool.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`);
  await pool.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r}`);
  await pool.query(`GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO ${r}`);
}
