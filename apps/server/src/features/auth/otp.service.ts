import { AppMsg, Code, OTP_MAX_TRIES, OTP_TTL_MS } from '@svc/contract';
import type { Deps } from '../../app/deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { safeEqual, sha256, sixDigitCode } from '../../lib/random';
import { securityEvent } from '../../lib/security-log';
import * as otps from './otp.repository';

type Purpose = 'signup' | 'reset' | 'track';
const MAX_CODES_PER_HOUR = 5;
const digest = (purpose: Purpose, target: string, code: string) => sha256(`${purpose}:${target}:${code}`);

export function createOtpService(deps: Deps) {
  /** Makes a new code (replacing the old one) and answers it for mailing; at most 5 an hour per target. */
  async function issue(purpose: Purpose, target: string): Promise<string | null> {
    if ((await otps.countRecentOtps(deps.db, purpose, target)) >= MAX_CODES_PER_HOUR) return null;
    const code = sixDigitCode();
    await otps.replaceOtp(deps.db, purpose, target, digest(purpose, target, code), new Date(Date.now() + OTP_TTL_MS));
    return code;
  }

  /**
   * Checks a code; a wrong one counts a try and the fifth wrong try closes it.
   * Answers the code's id, to be closed inside the caller's transaction with `consume`.
   */
  async function check(purpose: Purpose, target: string, code: string): Promise<string> {
    const row = await otps.latestOpenOtp(deps.db, purpose, target);
    const failed = (reason: string, message: string) => {
      securityEvent(deps.log, 'code_failed', { purpose, reason });
      return new AppError(Code.badRequest, message);
    };
    if (!row || row.expiresAt.getTime() < Date.now()) throw failed('expired or none', AppMsg.otpExpired);
    if (row.tries >= OTP_MAX_TRIES) throw failed('closed after too many tries', AppMsg.otpTooManyTries);
    if (!safeEqual(digest(purpose, target, code), row.codeHash)) {
      const tries = await otps.addTry(deps.db, row.id);
      if (tries >= OTP_MAX_TRIES) {
        await otps.closeOtp(deps.db, row.id);
        throw failed('wrong code, now closed', AppMsg.otpTooManyTries);
      }
      throw failed('wrong code', AppMsg.otpInvalid);
    }
    return row.id;
  }

  async function consume(tx: DbOrTx, id: string): Promise<void> {
    if (!(await otps.closeOtp(tx, id))) throw new AppError(Code.badRequest, AppMsg.otpExpired);
  }

  return { issue, check, consume };
}
export type OtpService = ReturnType<typeof createOtpService>;
