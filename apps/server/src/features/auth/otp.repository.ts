import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpCodes } from '../../db/schema';

type Purpose = 'signup' | 'reset' | 'track' | 'welcome';
export type OtpRow = typeof otpCodes.$inferSelect;

/** A new code; the earlier ones stay valid until they expire, are used or are guessed at too often. */
export async function insertOtp(db: DbOrTx, purpose: Purpose, target: string, codeHash: string, expiresAt: Date) {
  await db.insert(otpCodes).values({ purpose, target, codeHash, expiresAt });
}

/** The target's codes that may still be used: unexpired, unused, not closed by guessing. */
export async function openOtps(db: DbOrTx, purpose: Purpose, target: string, maxTries: number): Promise<OtpRow[]> {
  return db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.target, target),
        isNull(otpCodes.usedAt),
        sql`${otpCodes.expiresAt} > now()`,
        sql`${otpCodes.tries} < ${maxTries}`,
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(20);
}

export async function countRecentOtps(db: DbOrTx, purpose: Purpose, target: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.target, target),
        sql`${otpCodes.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * When the target's hourly bound frees a place: the creation time of the `max`-th newest code of the last
 * hour (null while fewer than `max` were made).
 */
export async function oldestCountedAt(db: DbOrTx, purpose: Purpose, target: string, max: number) {
  const rows = await db
    .select({ at: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.target, target),
        sql`${otpCodes.createdAt} > now() - interval '1 hour'`,
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(max);
  return rows.length >= max ? (rows.at(-1)?.at ?? null) : null;
}

/** A wrong guess counts against every code it was compared with. */
export async function addTry(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length)
    await db
      .update(otpCodes)
      .set({ tries: sql`${otpCodes.tries} + 1` })
      .where(inArray(otpCodes.id, ids));
}

/** Closes a code; answers false when another call closed it first (single use). */
export async function closeOtp(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Closes every open code of a target for a purpose (a removed colleague's welcome links). */
export async function closeOpenOtps(db: DbOrTx, purpose: Purpose, target: string): Promise<void> {
  await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), isNull(otpCodes.usedAt)));
}
