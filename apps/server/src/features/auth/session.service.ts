import { AppMsg, Code, type TUserDetails } from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/random';
import { securityEvent } from '../../lib/security-log';
import * as sessions from './sessions.repository';
import type { UserRow } from './users.repository';

/** A second use of a refresh token this soon after its rotation is two tabs racing, not theft. */
const REUSE_GRACE_MS = 10_000;

export function createSessionService(deps: Pick<Deps, 'db' | 'settings' | 'tokens' | 'log' | 'sessions'>) {
  const { db, settings, tokens } = deps;
  const idleMs = () => settings.REFRESH_IDLE_SECONDS * 1000;

  async function issuePair(sessionId: string, user: { id: string; role: UserRow['role']; code: string }) {
    const refreshToken = randomToken();
    await sessions.insertRefreshToken(db, sessionId, sha256(refreshToken), new Date(Date.now() + idleMs()));
    const accessToken = await tokens.sign({
      userId: user.id,
      sessionId,
      role: user.role,
      customercode: user.code,
    });
    return { accessToken, refreshToken };
  }

  /** Starts a session after a successful sign-in and answers the session record. */
  async function open(user: UserRow, previousLogin: Date | null): Promise<TUserDetails> {
    const maxMs = settings.SESSION_MAX_HOURS * 3_600_000;
    const sessionId = await sessions.createSession(db, user.id, new Date(Date.now() + maxMs));
    const pair = await issuePair(sessionId, user);
    return {
      ...pair,
      customercode: user.code,
      customername: user.displayName,
      username: user.username,
      role: user.role,
      lastLogin: previousLogin ? previousLogin.toISOString() : null,
    };
  }

  /** Rotates a refresh token. Reuse after the grace window revokes the whole session (family). */
  async function refresh(refreshToken: string) {
    const hash = sha256(refreshToken);
    const expired = () => new AppError(Code.expiredToken, AppMsg.tokenExpired);
    let row = await sessions.consumeRefreshToken(db, hash);
    if (!row) {
      const used = await sessions.findRefreshToken(db, hash);
      if (!used?.usedAt) throw expired();
      if (Date.now() - used.usedAt.getTime() > REUSE_GRACE_MS) {
        await sessions.revokeSession(db, used.sessionId, 'refresh token reused');
        deps.sessions.forgetSession(used.sessionId);
        securityEvent(deps.log, 'refresh_token_reused', { sessionId: used.sessionId, outcome: 'session revoked' });
        throw expired();
      }
      row = used;
    }
    if (row.expiresAt.getTime() < Date.now()) throw expired();
    const live = await sessions.findLiveSession(db, row.sessionId);
    if (!live) throw expired();
    return issuePair(live.sessionId, { id: live.userId, role: live.role, code: live.code });
  }

  async function logout(refreshToken: string): Promise<void> {
    const row = await sessions.findRefreshToken(db, sha256(refreshToken));
    if (!row) return;
    await sessions.revokeSession(db, row.sessionId, 'logout');
    deps.sessions.forgetSession(row.sessionId);
  }

  return { open, refresh, logout };
}
export type SessionService = ReturnType<typeof createSessionService>;
