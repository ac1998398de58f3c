import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** A budget of attempts: `max` within `minutes` of the last one counted; then none until those minutes pass. */
export interface Budget {
  max: number;
  minutes: number;
}

/**
 * Takes one attempt from a budget before the attempt is evaluated, in one statement (the row's lock
 * orders concurrent callers): answers the attempts counted so far, this one included, or null when the
 * budget is spent, and then nothing is evaluated. So
 * 100 concurrent wrong passwords evaluate at most `max`, never more. A success gives its attempt back
 * (`release`) or clears the budget (`clear`).
 */
export async function reserve(db: DbOrTx, identifier: string, b: Budget): Promise<number | null> {
  const window = sql`interval '1 minute' * ${b.minutes}`;
  const stale = sql`${loginFailures.updatedAt} < now() - ${window}`;
  const next = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  const rows = await db
    .insert(loginFailures)
    .values({ identifier, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.identifier,
      set: {
        failures: next,
        lockedUntil: sql`case when ${next} >= ${b.max} then now() + ${window} else null end`,
        updatedAt: sql`now()`,
      },
      where: sql`${loginFailures.failures} < ${b.max} or ${stale}`,
    })
    .returning({ failures: loginFailures.failures });
  return rows[0]?.failures ?? null;
}

/**
 * Gives back an attempt that was taken but not spent (a success on a shared budget, such as an address's; an
 * ask that made no code): the budget has room again, so it is no longer locked.
 */
export async function release(db: DbOrTx, identifier: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)`, lockedUntil: null })
    .where(eq(loginFailures.identifier, identifier));
}

/** When a spent budget opens again; null when it is not spent. */
export async function lockedUntil(db: DbOrTx, identifier: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.identifier, identifier));
  return row?.until && row.until.getTime() > Date.now() ? row.until : null;
}

export async function clearFailures(db: DbOrTx, identifier: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.identifier, identifier));
}
