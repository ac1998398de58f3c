import type { SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Rows of a raw query in a test (both drivers answer `{ rows }`). */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
