import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpCodes } from '../../db/schema';

type Purpose = 'signup' | 'reset' | 'track';
export type OtpRow = typeof otpCodes.$inferSelect;

/** A new code replaces every earlier unused one for the same purpose and target. */
export async function replaceOtp(db: DbOrTx, purpose: Purpose, target: string, codeHash: string, expiresAt: Date) {
  await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), isNull(otpCodes.usedAt)));
  await db.insert(otpCodes).values({ purpose, target, codeHash, expiresAt });
}

export async function latestOpenOtp(db: DbOrTx, purpose: Purpose, target: string): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), isNull(otpCodes.usedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
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

export async function addTry(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ tries: sql`${otpCodes.tries} + 1` })
    .where(eq(otpCodes.id, id))
    .returning({ tries: otpCodes.tries });
  return row?.tries ?? 0;
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
