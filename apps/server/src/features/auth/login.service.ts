import { AppMsg, Code, Msg, StatusFlag, type TUserDetails } from '@svc/contract';
import type { Deps } from '../../app/deps';
import type { AccessClaims } from '../../lib/access-token';
import { AppError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { burnVerify, hashPassword, verifyPassword } from '../../lib/passwords';
import { securityEvent } from '../../lib/security-log';
import * as lockout from './lockout.repository';
import type { SessionService } from './session.service';
import * as sessions from './sessions.repository';
import * as users from './users.repository';

export function createLoginService(deps: Deps, sessionService: SessionService) {
  const { db } = deps;

  /** Checks a password against the lockout of its account; throws when locked or when this failure locks it. */
  async function checkPassword(lockKey: string, user: users.UserRow | undefined, digest: string) {
    if (await lockout.lockedUntil(db, lockKey)) {
      securityEvent(deps.log, 'account_locked', { username: lockKey, reason: 'attempt while locked' });
      throw new AppError(Code.tooMany, AppMsg.accountLocked);
    }
    let ok = false;
    // An unknown name costs the same time as a known one.
    if (user) ok = await verifyPassword(user.passwordHash, digest);
    else await burnVerify(digest);
    if (ok && user?.active) {
      await lockout.clearFailures(db, lockKey);
      return true;
    }
    if (await lockout.recordFailure(db, lockKey)) {
      securityEvent(deps.log, 'account_locked', { username: lockKey, reason: 'too many failures' });
      throw new AppError(Code.tooMany, AppMsg.accountLocked);
    }
    securityEvent(deps.log, 'login_failed', {
      username: lockKey,
      reason: user ? (user.active ? 'wrong password' : 'inactive') : 'unknown user',
    });
    return false;
  }

  async function authenticate(username: string, digest: string): Promise<TUserDetails> {
    const user = await users.findUserByLogin(db, username);
    const lockKey = (user?.username ?? username).toLowerCase();
    if (!(await checkPassword(lockKey, user, digest)) || !user) {
      throw new AppError(Code.invalidUser, AppMsg.invalidCredentials);
    }
    const previous = await users.recordLogin(db, user.id);
    return sessionService.open(user, previous);
  }

  /** The caller's own account; a customer code other than the token's is somebody else's and does not exist. */
  async function ownAccount(claims: AccessClaims, customercode: string) {
    const user = await users.findUserById(db, claims.userId);
    if (!user || user.code !== customercode) throw new AppError(Code.notFound, AppMsg.notFound);
    return user;
  }

  async function oldPasswordCheck(claims: AccessClaims, customercode: string, digest: string) {
    const user = await ownAccount(claims, customercode);
    const ok = await checkPassword(user.username.toLowerCase(), user, digest);
    return ok
      ? { statusFlag: StatusFlag.ok, message: 'OK' }
      : { statusFlag: StatusFlag.failed, message: Msg.oldPasswordIncorrect };
  }

  /** Re-checks the old password, sets the new one and ends the caller's other sessions. */
  async function changePassword(claims: AccessClaims, customercode: string, oldDigest: string, newDigest: string) {
    const user = await ownAccount(claims, customercode);
    if (!(await checkPassword(user.username.toLowerCase(), user, oldDigest))) {
      return { ok: false, message: Msg.oldPasswordIncorrect };
    }
    refuseCommonPassword(deps.log, newDigest, 'password change');
    const hash = await hashPassword(newDigest);
    await db.transaction(async (tx) => {
      await users.setPassword(tx, user.id, hash);
      await sessions.revokeUserSessions(tx, user.id, 'password changed', claims.sessionId);
    });
    deps.sessions.forgetUser(user.id);
    return { ok: true, message: Msg.passwordChanged };
  }

  return { authenticate, oldPasswordCheck, changePassword };
}
