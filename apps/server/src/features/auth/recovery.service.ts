import { AppMsg, Code, ServerMsg } from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { hashPassword } from '../../lib/passwords';
import { resetCodeMail } from '../../mail/templates';
import * as lockout from './lockout.repository';
import type { OtpService } from './otp.service';
import * as sessions from './sessions.repository';
import * as users from './users.repository';

export function createRecoveryService(deps: Deps, otp: OtpService) {
  const { db } = deps;

  /**
   * Always the same answer, in the same time, whether or not the account exists: the only work done
   * before answering is the lookup; the code and the mail follow in the background.
   */
  async function forgotPassword(identifier: string) {
    const user = await users.findUserByLogin(db, identifier);
    if (user?.active && user.email) {
      const { id, email, username, language } = user;
      void (async () => {
        const code = await otp.issue('reset', id);
        if (code) await deps.mailer.send(resetCodeMail(email, username, code, language));
      })().catch((err: Error) => deps.log.error({ err: err.message }, 'password reset code failed'));
    }
    return { status: Code.ok, message: AppMsg.resetSent };
  }

  /** Sets a new password with a mailed code and ends every session of the account. */
  async function resetPassword(identifier: string, code: string, digest: string) {
    const user = await users.findUserByLogin(db, identifier);
    if (!user?.active) throw new AppError(Code.badRequest, AppMsg.otpInvalid);
    refuseCommonPassword(deps.log, digest, 'password reset');
    const otpId = await otp.check('reset', user.id, code);
    const hash = await hashPassword(digest);
    await db.transaction(async (tx) => {
      await otp.consume(tx, otpId);
      await users.setPassword(tx, user.id, hash);
      await sessions.revokeUserSessions(tx, user.id, 'password reset');
      await lockout.clearFailures(tx, user.username.toLowerCase());
    });
    deps.sessions.forgetUser(user.id);
    return { status: Code.ok, message: AppMsg.passwordReset };
  }

  /** An admin sends a customer a reset code (also how a customer created by an admin sets a password). */
  async function sendResetCode(user: { id: string; email: string | null; username: string; language?: 'en' | 'ta' }) {
    if (!user.email) throw new AppError(Code.badRequest, ServerMsg.noEmailAddress);
    const code = await otp.issue('reset', user.id);
    if (!code) throw new AppError(Code.tooMany, AppMsg.tooManyRequests);
    await deps.mailer.send(resetCodeMail(user.email, user.username, code, user.language));
  }

  return { forgotPassword, resetPassword, sendResetCode };
}
