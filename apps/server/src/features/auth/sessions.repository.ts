import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
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

/**
 * Rotates a refresh token in one statement: marks it used, if it is unused and unexpired, and adds its
 * successor to the same session (decision 088). Of callers at once with the same token only one gets its
 * session back; the successor exists from the moment the token reads as used. Answers the session's id, or
 * undefined when the token was not rotated (unknown, used or expired).
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  tokenHash: string,
  successor: { tokenHash: string; expiresAt: Date },
): Promise<string | undefined> {
  const result = await db.execute(sql`with used as (
      update ${refreshTokens} set used_at = now()
      where token_hash = ${tokenHash} and used_at is null and expires_at > now()
      returning session_id)
    insert into ${refreshTokens} (session_id, token_hash, expires_at)
    select session_id, ${successor.tokenHash}, ${successor.expiresAt.toISOString()}::timestamptz from used
    returning session_id`);
  return rowsOf<{ session_id: string }>(result)[0]?.session_id;
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

/** When a session began: the sign-in that opened it. */
export async function sessionStartedAt(db: DbOrTx, sessionId: string): Promise<Date | undefined> {
  const [row] = await db.select({ at: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.at;
}

/** Whose session it is, live or not. */
export async function sessionUser(db: DbOrTx, sessionId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.userId;
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
