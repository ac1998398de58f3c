import { AppMsg, Code, OTP_MAX_TRIES, OTP_TTL_MS } from '@svc/contract';
import type { Deps } from '../../app/deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken, safeEqual, sha256, sixDigitCode } from '../../lib/random';
import { securityEvent } from '../../lib/security-log';
import * as lockout from './lockout.repository';
import * as otps from './otp.repository';

type Purpose = 'signup' | 'reset' | 'track' | 'welcome';
/** Codes mailed to one target in an hour, from every address: what bounds the mails a stranger can cause. */
const MAX_CODES_PER_HOUR = 10;
/** Codes one address may ask for one target in an hour: a stranger's asking leaves the owner's budget alone. */
const ASK_PER_ADDRESS: lockout.Budget = { max: 3, minutes: 60 };
/** Wrong codes one address may try for one target in 15 minutes. */
const GUESS_PER_ADDRESS: lockout.Budget = { max: OTP_MAX_TRIES, minutes: 15 };
/** Wrong guesses, from every address, after which a code is closed: at most 20 in a million per code. */
const MAX_TRIES_PER_CODE = 20;
const digest = (purpose: Purpose, target: string, code: string) => sha256(`${purpose}:${target}:${code}`);

/**
 * Codes mailed for sign-up, a password reset and the tracking page (and the welcome link's secret). A new code does not void the earlier
 * ones while they are unexpired (a stranger asking for codes cannot void the owner's), asking and guessing
 * are limited per address as well as per target (decision 042).
 */
export function createOtpService(deps: Pick<Deps, 'db' | 'log'>) {
  /** Makes a new code and answers it for mailing; null when the address or the target asked too often. */
  async function issue(purpose: Purpose, target: string, ip: string): Promise<string | null> {
    if ((await otps.countRecentOtps(deps.db, purpose, target)) >= MAX_CODES_PER_HOUR) return null;
    if ((await lockout.reserve(deps.db, `ask:${purpose}:${target}:${ip}`, ASK_PER_ADDRESS)) === null) return null;
    // A new code gives the address that asked for it its tries back (at most 3 codes an hour: 15 tries).
    await lockout.clearFailures(deps.db, `guess:${purpose}:${target}:${ip}`);
    const code = sixDigitCode();
    await otps.insertOtp(deps.db, purpose, target, digest(purpose, target, code), new Date(Date.now() + OTP_TTL_MS));
    return code;
  }

  /**
   * A secret for a link rather than a code to type (a welcome mail's): 256 random bits, so it may live for
   * days; kept, checked and closed as a code is. Sent by the desk (or an account admin inviting a colleague,
   * in `db`, their transaction), so only the target's hourly bound applies.
   */
  async function issueLinkSecret(
    purpose: Purpose,
    target: string,
    ttlMs: number,
    db: DbOrTx = deps.db,
  ): Promise<string | null> {
    if ((await otps.countRecentOtps(db, purpose, target)) >= MAX_CODES_PER_HOUR) return null;
    const secret = randomToken();
    await otps.insertOtp(db, purpose, target, digest(purpose, target, secret), new Date(Date.now() + ttlMs));
    return secret;
  }

  /**
   * Checks a code against the target's open codes; a wrong one counts against the address and the codes.
   * Answers the matching code's id, to be closed inside the caller's transaction with `consume`.
   */
  async function check(purpose: Purpose, target: string, code: string, ip: string): Promise<string> {
    const failed = (reason: string, message: string) => {
      securityEvent(deps.log, 'code_failed', { purpose, reason });
      return new AppError(Code.badRequest, message);
    };
    const open = await otps.openOtps(deps.db, purpose, target, MAX_TRIES_PER_CODE);
    if (!open.length) throw failed('expired or none', AppMsg.otpExpired);
    const guess = `guess:${purpose}:${target}:${ip}`;
    const tries = await lockout.reserve(deps.db, guess, GUESS_PER_ADDRESS);
    if (tries === null) throw failed('too many tries from this address', AppMsg.otpTooManyTries);
    const wanted = digest(purpose, target, code);
    const match = open.find((row) => safeEqual(wanted, row.codeHash));
    if (!match) {
      await otps.addTry(
        deps.db,
        open.map((row) => row.id),
      );
      if (tries >= GUESS_PER_ADDRESS.max) throw failed('wrong code, address now refused', AppMsg.otpTooManyTries);
      throw failed('wrong code', AppMsg.otpInvalid);
    }
    await lockout.clearFailures(deps.db, guess);
    // The right code ends an honest flow: the codes this address asked for it are given back, so a resend
    // or two never leaves the owner waiting next time. Guessing is bounded by the wrong codes, not by this.
    await lockout.clearFailures(deps.db, `ask:${purpose}:${target}:${ip}`);
    return match.id;
  }

  /**
   * After `issue` refused: the whole minutes until this address may ask for a code for the target again
   * (its own budget's lock or the target's hourly bound, whichever ends later); at least 1.
   */
  async function minutesUntilAsk(purpose: Purpose, target: string, ip: string): Promise<number> {
    const [locked, oldest] = await Promise.all([
      lockout.lockedUntil(deps.db, `ask:${purpose}:${target}:${ip}`),
      otps.oldestCountedAt(deps.db, purpose, target, MAX_CODES_PER_HOUR),
    ]);
    const until = Math.max(locked?.getTime() ?? 0, oldest ? oldest.getTime() + 60 * 60_000 : 0);
    return Math.max(1, Math.ceil((until - Date.now()) / 60_000));
  }

  async function consume(tx: DbOrTx, id: string): Promise<void> {
    if (!(await otps.closeOtp(tx, id))) throw new AppError(Code.badRequest, AppMsg.otpExpired);
  }

  /** Every open link of a target ends: a removed colleague's welcome links do not outlive the removal. */
  const closeLinks = (purpose: Purpose, target: string, db: DbOrTx = deps.db) =>
    otps.closeOpenOtps(db, purpose, target);

  return { issue, issueLinkSecret, closeLinks, check, consume, minutesUntilAsk };
}
export type OtpService = ReturnType<typeof createOtpService>;
