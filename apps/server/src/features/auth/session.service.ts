import { AppMsg, Code, type TUserDetails } from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/random';
import { securityEvent } from '../../lib/security-log';
import { whyClosed } from './closed-account';
import * as sessions from './sessions.repository';
import type { UserRow } from './users.repository';

/** A second use of a refresh token this soon after its rotation is two tabs racing, not theft. */
const REUSE_GRACE_MS = 10_000;

export function createSessionService(deps: Pick<Deps, 'db' | 'settings' | 'tokens' | 'log' | 'sessions' | 'signer'>) {
  const { db, settings, tokens, signer } = deps;
  const idleMs = () => settings.REFRESH_IDLE_SECONDS * 1000;

  const accessTokenOf = (sessionId: string, user: { id: string; role: UserRow['role']; code: string }) =>
    tokens.sign({ userId: user.id, sessionId, role: user.role, customercode: user.code });

  /**
   * A refresh token's successor: derived from the token with the server's key, so every use of the token
   * within the grace answers the same one (decision 088). Unguessable without both.
   */
  const successorOf = (refreshToken: string) => signer.derive(['refresh-successor', refreshToken]);

  /** Starts a session after a successful sign-in and answers the session record. */
  async function open(user: UserRow, previousLogin: Date | null): Promise<TUserDetails> {
    const maxMs = settings.SESSION_MAX_HOURS * 3_600_000;
    const sessionId = await sessions.createSession(db, user.id, new Date(Date.now() + maxMs));
    const refreshToken = randomToken();
    await sessions.insertRefreshToken(db, sessionId, sha256(refreshToken), new Date(Date.now() + idleMs()));
    return {
      accessToken: await accessTokenOf(sessionId, user),
      refreshToken,
      customercode: user.code,
      customername: user.displayName,
      username: user.username,
      role: user.role,
      lastLogin: previousLogin ? previousLogin.toISOString() : null,
    };
  }

  /**
   * Rotates a refresh token: it is used up and its successor made in one statement. A second use within the
   * grace (two tabs racing) answers that same successor, never a branch of its own; a use after the grace
   * revokes the whole session (family).
   */
  async function refresh(refreshToken: string) {
    const hash = sha256(refreshToken);
    const expired = () => new AppError(Code.expiredToken, AppMsg.tokenExpired);
    const next = successorOf(refreshToken);
    let sessionId = await sessions.rotateRefreshToken(db, hash, {
      tokenHash: sha256(next),
      expiresAt: new Date(Date.now() + idleMs()),
    });
    if (!sessionId) {
      const used = await sessions.findRefreshToken(db, hash);
      if (!used?.usedAt) throw expired();
      if (Date.now() - used.usedAt.getTime() > REUSE_GRACE_MS) {
        await sessions.revokeSession(db, used.sessionId, 'refresh token reused');
        deps.sessions.forgetSession(used.sessionId);
        securityEvent(deps.log, 'refresh_token_reused', { sessionId: used.sessionId, outcome: 'session revoked' });
        throw expired();
      }
      // Within the grace: the successor the first use made (a token rotated otherwise has none to give).
      const successor = await sessions.findRefreshToken(db, sha256(next));
      if (successor?.sessionId !== used.sessionId) throw expired();
      sessionId = used.sessionId;
    }
    const live = await sessions.findLiveSession(db, sessionId);
    if (!live) {
      // A session closed with its user (removed from the account, deactivated) says so (decision 094).
      const userId = await sessions.sessionUser(db, sessionId);
      const why = userId ? await whyClosed(db, userId) : null;
      throw why ? new AppError(Code.expiredToken, why) : expired();
    }
    return {
      accessToken: await accessTokenOf(live.sessionId, { id: live.userId, role: live.role, code: live.code }),
      refreshToken: next,
    };
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
