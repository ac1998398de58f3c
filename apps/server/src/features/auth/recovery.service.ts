import { AppMsg, Code, ServerMsg, setPasswordLink, type TLanguage, WELCOME_LINK_DAYS } from '@svc/contract';
import { publicUrlOf } from '../../config/public-url';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { hashPassword } from '../../lib/passwords';
import { resetCodeMail, welcomeMail } from '../../mail/templates';
import { readCompanySettings } from '../company';
import * as lockout from './lockout.repository';
import type { OtpService } from './otp.service';
import * as sessions from './sessions.repository';
import * as users from './users.repository';

type MailedUser = { id: string; email: string | null; username: string; language?: TLanguage };
const DAY_MS = 86_400_000;

export function createRecoveryService(
  deps: Pick<Deps, 'db' | 'log' | 'mailer' | 'sessions' | 'settings'>,
  otp: OtpService,
) {
  const { db } = deps;

  /**
   * Always the same answer, in the same time, whether or not the account exists: the only work done
   * before answering is the lookup; the code and the mail follow in the background.
   */
  async function forgotPassword(identifier: string, ip: string) {
    const user = await users.findUserByLogin(db, identifier);
    if (user?.active && user.email) {
      const { id, email, username, language } = user;
      void (async () => {
        const code = await otp.issue('reset', id, ip);
        if (code) await deps.mailer.send(resetCodeMail(email, username, code, language));
      })().catch((err: unknown) => deps.log.error({ err }, 'password reset code failed'));
    }
    return { status: Code.ok, message: AppMsg.resetSent };
  }

  /** Sets a new password with a mailed code and ends every session of the account. */
  async function resetPassword(identifier: string, code: string, digest: string, ip: string) {
    const user = await users.findUserByLogin(db, identifier);
    if (!user?.active) throw new AppError(Code.badRequest, AppMsg.otpInvalid);
    refuseCommonPassword(deps.log, digest, 'password reset');
    const otpId = await otp.check('reset', user.id, code, ip);
    const hash = await hashPassword(digest);
    await db.transaction(async (tx) => {
      await otp.consume(tx, otpId);
      await users.setPassword(tx, user.id, hash);
      await sessions.revokeUserSessions(tx, user.id, 'password reset');
      await lockout.clearFailures(tx, `account:${user.username.toLowerCase()}`);
    });
    deps.sessions.forgetUser(user.id);
    return { status: Code.ok, message: AppMsg.passwordReset };
  }

  /** An admin sends a customer a reset code. */
  async function sendResetCode(user: MailedUser) {
    if (!user.email) throw new AppError(Code.badRequest, ServerMsg.noEmailAddress);
    // Asked by an admin: the service desk's budget, apart from any address a stranger may use.
    const code = await otp.issue('reset', user.id, 'service-desk');
    if (!code) throw new AppError(Code.tooMany, AppMsg.tooManyRequests);
    await deps.mailer.send(resetCodeMail(user.email, user.username, code, user.language));
  }

  /**
   * A customer the desk created is welcomed, in their language, with a link to set their first password:
   * valid for WELCOME_LINK_DAYS (a 10-minute code would have expired before most read the mail) and once.
   */
  async function sendWelcome(user: MailedUser) {
    if (!user.email) throw new AppError(Code.badRequest, ServerMsg.noEmailAddress);
    const secret = await otp.issueLinkSecret('welcome', user.id, WELCOME_LINK_DAYS * DAY_MS);
    if (!secret) throw new AppError(Code.tooMany, AppMsg.tooManyRequests);
    const url = `${publicUrlOf(deps.settings)}${setPasswordLink(`${user.id}.${secret}`)}`;
    // Made "at" the service company by its name, once the admin has set one.
    const centre = (await readCompanySettings(deps.db))?.name ?? '';
    await deps.mailer.send(welcomeMail(user.email, user.username, url, WELCOME_LINK_DAYS, user.language, centre));
  }

  /** The welcome link's user and its open secret's id; an expired, used or altered link is one answer. */
  async function welcomeLink(key: string, ip: string) {
    const [userId = '', secret = ''] = key.split('.');
    const user = await users.findUserById(db, userId);
    const expired = new AppError(Code.badRequest, AppMsg.welcomeLinkExpired);
    if (!user?.active) throw expired;
    const otpId = await otp.check('welcome', user.id, secret, ip).catch((err: unknown) => {
      throw err instanceof AppError && err.status === Code.badRequest ? expired : err;
    });
    return { user, otpId };
  }

  /** Whether a welcome link still sets a password: the page asks on opening, so a used link says so at once. */
  async function checkWelcomeLink(key: string, ip: string) {
    const { user } = await welcomeLink(key, ip);
    return { status: Code.ok, message: 'OK', username: user.username };
  }

  /** The welcome link's password: set once, every session of the account ended, the user name answered. */
  async function setPassword(key: string, digest: string, ip: string) {
    const [userId = ''] = key.split('.');
    if (!(await users.findUserById(db, userId))?.active) throw new AppError(Code.badRequest, AppMsg.welcomeLinkExpired);
    refuseCommonPassword(deps.log, digest, 'welcome link');
    const { user, otpId } = await welcomeLink(key, ip);
    const hash = await hashPassword(digest);
    await db.transaction(async (tx) => {
      await otp.consume(tx, otpId);
      await users.setPassword(tx, user.id, hash);
      await sessions.revokeUserSessions(tx, user.id, 'password set from the welcome link');
      await lockout.clearFailures(tx, `account:${user.username.toLowerCase()}`);
    });
    deps.sessions.forgetUser(user.id);
    return { status: Code.ok, message: AppMsg.passwordSet, username: user.username };
  }

  return { forgotPassword, resetPassword, sendResetCode, sendWelcome, checkWelcomeLink, setPassword };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;
