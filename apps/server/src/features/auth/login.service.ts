import { AppMsg, Code, Msg, StatusFlag, type TUserDetails } from '@svc/contract';
import type { Deps } from '../../deps';
import type { AccessClaims } from '../../lib/access-token';
import { AppError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { burnVerify, hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/random';
import { securityEvent } from '../../lib/security-log';
import { whyClosed } from './closed-account';
import * as lockout from './lockout.repository';
import type { SessionService } from './session.service';
import * as sessions from './sessions.repository';
import * as users from './users.repository';

/** Five wrong passwords in 15 minutes lock a name for untrusted browsers, or one trusted browser. */
const PER_NAME: lockout.Budget = { max: 5, minutes: 15 };
const DEVICE_DAYS = 365;

/** Where a sign-in comes from: its address, and the device cookie its browser sent, if any. */
export interface SignInFrom {
  ip: string;
  device?: string;
}

/**
 * Sign-in against online guessing without letting a stranger lock anyone out (OWASP, "Slow Down Online
 * Guessing Attacks with Device Cookies"): a browser that signed in to an account before carries a signed
 * device cookie and has a budget of its own; every other browser shares the account's budget, and each
 * address has one over all accounts. Each budget is taken before the password is evaluated, atomically,
 * so concurrent guesses evaluate no more than it holds (decision 042).
 */
export function createLoginService(
  deps: Pick<Deps, 'db' | 'signer' | 'log' | 'sessions' | 'settings'>,
  sessionService: SessionService,
) {
  const { db, signer } = deps;
  const perAddress: lockout.Budget = { max: deps.settings.SIGNIN_FAILURES_PER_ADDRESS, minutes: 15 };

  /** The nonce of a valid device cookie of this name, else null. */
  function trustedDevice(cookie: string | undefined, name: string): string | null {
    const [nonce, exp, sig] = (cookie ?? '').split('.');
    if (!nonce || !exp || !sig) return null;
    return signer.verify(['device', name, nonce], Number(exp), sig) ? nonce : null;
  }

  function deviceCookie(name: string, nonce: string) {
    const { exp, sig } = signer.sign(['device', name, nonce], DEVICE_DAYS * 86_400);
    return `${nonce}.${exp}.${sig}`;
  }

  /**
   * Checks a password within the budgets of `budgets` (taken first, in order); throws 429 when one is
   * spent or when this failure spends the name's. Answers whether the password is right for an active user.
   */
  async function checkPassword(
    name: string,
    user: users.UserRow | undefined,
    digest: string,
    budgets: [string, lockout.Budget][],
  ) {
    let attempts = 0;
    for (const [id, budget] of budgets) {
      const n = await lockout.reserve(db, id, budget);
      if (n === null) {
        securityEvent(deps.log, 'account_locked', {
          username: name,
          reason: 'attempt while locked',
          budget: id.split(':')[0],
        });
        throw new AppError(Code.tooMany, AppMsg.accountLocked);
      }
      attempts = n;
    }
    let ok = false;
    // An unknown name costs the same time as a known one.
    if (user) ok = await verifyPassword(user.passwordHash, digest);
    else await burnVerify(digest);
    const [own] = budgets.at(-1) ?? [];
    if (ok && user) {
      if (own) await lockout.clearFailures(db, own);
      for (const [id] of budgets.slice(0, -1)) await lockout.release(db, id);
      // The right password of a deactivated account: told so (only one who knows it learns it), not let in.
      if (!user.active) {
        securityEvent(deps.log, 'login_failed', { username: name, reason: 'inactive' });
        throw new AppError(Code.invalidUser, (await whyClosed(db, user.id)) ?? AppMsg.accountDeactivated);
      }
      return true;
    }
    if (attempts >= PER_NAME.max) {
      securityEvent(deps.log, 'account_locked', { username: name, reason: 'too many failures' });
      throw new AppError(Code.tooMany, AppMsg.accountLocked);
    }
    securityEvent(deps.log, 'login_failed', { username: name, reason: user ? 'wrong password' : 'unknown user' });
    return false;
  }

  async function authenticate(
    username: string,
    digest: string,
    from: SignInFrom,
  ): Promise<{ userDetails: TUserDetails; device: string }> {
    const user = await users.findUserByLogin(db, username);
    const name = (user?.username ?? username).toLowerCase();
    const device = trustedDevice(from.device, name);
    const budgets: [string, lockout.Budget][] = device
      ? [[`device:${device}`, PER_NAME]]
      : [
          [`address:${from.ip}`, perAddress],
          [`account:${name}`, PER_NAME],
        ];
    if (!(await checkPassword(name, user, digest, budgets)) || !user) {
      throw new AppError(Code.invalidUser, AppMsg.invalidCredentials);
    }
    const previous = await users.recordLogin(db, user.id);
    const userDetails = await sessionService.open(user, previous);
    return { userDetails, device: deviceCookie(name, device ?? randomToken(16)) };
  }

  /** The caller's own account; a customer code other than the token's is somebody else's and does not exist. */
  async function ownAccount(claims: AccessClaims, customercode: string) {
    const user = await users.findUserById(db, claims.userId);
    if (!user || user.code !== customercode) throw new AppError(Code.notFound, AppMsg.notFound);
    return user;
  }

  /** A signed-in session re-checking its password has a budget of its own: it cannot lock the owner out. */
  const sessionBudget = (claims: AccessClaims): [string, lockout.Budget][] => [
    [`session:${claims.sessionId}`, PER_NAME],
  ];

  async function oldPasswordCheck(claims: AccessClaims, customercode: string, digest: string) {
    const user = await ownAccount(claims, customercode);
    const ok = await checkPassword(user.username.toLowerCase(), user, digest, sessionBudget(claims));
    return ok
      ? { statusFlag: StatusFlag.ok, message: 'OK' }
      : { statusFlag: StatusFlag.failed, message: Msg.oldPasswordIncorrect };
  }

  /** Re-checks the old password, sets the new one and ends the caller's other sessions. */
  async function changePassword(claims: AccessClaims, customercode: string, oldDigest: string, newDigest: string) {
    const user = await ownAccount(claims, customercode);
    if (!(await checkPassword(user.username.toLowerCase(), user, oldDigest, sessionBudget(claims)))) {
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
export type LoginService = ReturnType<typeof createLoginService>;
