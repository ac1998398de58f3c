import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerMembers, refreshTokens, sessions, users } from '../../db/schema';

export type RefreshRow = typeof refreshTokens.$inferSelect;

export async function createSession(db: DbOrTx, userId: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

export async function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

/** Marks an unused token used, atomically: of two callers with the same token only one gets the row. */
export async function consumeRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning();
  return row;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** The session with its user and their role on a customer's account, when the session is neither revoked nor past its lifetime and the user is active. */
export async function findLiveSession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      code: users.code,
      customerId: users.customerId,
      accountRole: customerMembers.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customerMembers, eq(customerMembers.userId, users.id))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    );
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but the one given (none when exceptId is omitted). */
export async function revokeUserSessions(db: DbOrTx, userId: string, reason: string, exceptId?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptId) conditions.push(ne(sessions.id, exceptId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(...conditions));
}
