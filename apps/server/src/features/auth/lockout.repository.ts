import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';

const MAX_FAILURES = 5;
const LOCK_MINUTES = 15;

export async function lockedUntil(db: DbOrTx, identifier: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.identifier, identifier));
  return row?.until && row.until > new Date() ? row.until : null;
}

/**
 * Counts one failure in a 15-minute window; the fifth locks the name for 15 minutes.
 * Answers true when this failure locked it.
 */
export async function recordFailure(db: DbOrTx, identifier: string): Promise<boolean> {
  const stale = sql`${loginFailures.updatedAt} < now() - interval '${sql.raw(String(LOCK_MINUTES))} minutes'`;
  const next = sql`(case when ${stale} then 0 else ${loginFailures.failures} end) + 1`;
  const [row] = await db
    .insert(loginFailures)
    .values({ identifier, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.identifier,
      set: {
        failures: sql`case when ${next} >= ${MAX_FAILURES} then 0 else ${next} end`,
        lockedUntil: sql`case when ${next} >= ${MAX_FAILURES} then now() + interval '${sql.raw(String(LOCK_MINUTES))} minutes' else ${loginFailures.lockedUntil} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ until: loginFailures.lockedUntil });
  return !!row?.until && row.until > new Date();
}

export async function clearFailures(db: DbOrTx, identifier: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.identifier, identifier));
}
