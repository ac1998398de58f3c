import { AppMsg, Code, OTP_MAX_TRIES, OTP_TTL_MS } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import type { RateWindow } from '../../db/sql/rate-window';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { randomToken, safeEqual, sha256, sixDigitCode } from '../../lib/random';
import { securityEvent } from '../../lib/security-log';
import * as lockout from './lockout.repository';
import type { Purpose } from './otp.repository';
import * as otps from './otp.repository';

/** Codes made for one target in an hour, from every address: what bounds the mails a stranger can cause. */
const CODES_PER_TARGET: RateWindow = { max: 10, seconds: 3600 };
/** Codes one address may ask for one target in an hour: a stranger's asking leaves the owner's budget alone. */
const ASK_PER_ADDRESS: lockout.Budget = { max: 3, minutes: 60 };
/** Wrong codes one address may try for one target in 15 minutes. */
const GUESS_PER_ADDRESS: lockout.Budget = { max: OTP_MAX_TRIES, minutes: 15 };
/** Guesses, from every address, after which a code is closed: at most 20 in a million per code. */
const MAX_TRIES_PER_CODE = 20;
const digest = (purpose: Purpose, target: string, code: string) => sha256(`${purpose}:${target}:${code}`);
const expiresIn = (ms: number) => new Date(Date.now() + ms);

/**
 * Codes mailed for sign-up, a password reset and the tracking page, sent to a mobile to confirm it (and the
 * welcome link's secret). A new code does not void the earlier ones while they are unexpired (a stranger
 * asking for codes cannot void the owner's), asking and guessing are limited per address as well as per
 * target (decision 042). Every limit is taken by the statement that does the work, before anything is
 * evaluated, so requests at once never pass it (decision 088).
 */
export function createOtpService(deps: Pick<Deps, 'db' | 'log'>) {
  /** Makes a new code and answers it for mailing; null when the address or the target asked too often. */
  async function issue(purpose: Purpose, target: string, ip: string): Promise<string | null> {
    const ask = `ask:${purpose}:${target}:${ip}`;
    if ((await lockout.reserve(deps.db, ask, ASK_PER_ADDRESS)) === null) return null;
    const code = sixDigitCode();
    const made = await otps.insertOtp(
      deps.db,
      { purpose, target, codeHash: digest(purpose, target, code), expiresAt: expiresIn(OTP_TTL_MS) },
      CODES_PER_TARGET,
    );
    // The target had its codes for the hour: the address's ask made nothing, so it is given back.
    if (!made) {
      await lockout.release(deps.db, ask);
      return null;
    }
    // A new code gives the address that asked for it its tries back (at most 3 codes an hour: 15 tries).
    await lockout.clearFailures(deps.db, `guess:${purpose}:${target}:${ip}`);
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
    const secret = randomToken();
    const made = await otps.insertOtp(
      db,
      { purpose, target, codeHash: digest(purpose, target, secret), expiresAt: expiresIn(ttlMs) },
      CODES_PER_TARGET,
    );
    return made ? secret : null;
  }

  /**
   * Checks a code against the target's open codes; a guess counts against the address and, taken before it
   * is compared, against each code it is compared with. Answers the matching code's id, to be closed inside
   * the caller's transaction with `consume`.
   */
  async function check(purpose: Purpose, target: string, code: string, ip: string): Promise<string> {
    const failed = (reason: string, message: string) => {
      securityEvent(deps.log, 'code_failed', { purpose, reason });
      return new AppError(Code.badRequest, message);
    };
    const guess = `guess:${purpose}:${target}:${ip}`;
    const tries = await lockout.reserve(deps.db, guess, GUESS_PER_ADDRESS);
    if (tries === null) throw failed('too many tries from this address', AppMsg.otpTooManyTries);
    const open = await otps.takeTries(deps.db, purpose, target, MAX_TRIES_PER_CODE);
    if (!open.length) {
      // Nothing was compared: the address's try is given back.
      await lockout.release(deps.db, guess);
      throw failed('expired or none', AppMsg.otpExpired);
    }
    const wanted = digest(purpose, target, code);
    const match = open.find((row) => safeEqual(wanted, row.codeHash));
    if (!match) {
      if (tries >= GUESS_PER_ADDRESS.max) throw failed('wrong code, address now refused', AppMsg.otpTooManyTries);
      throw failed('wrong code', AppMsg.otpInvalid);
    }
    await otps.giveTriesBack(
      deps.db,
      open.map((row) => row.id),
    );
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
    const [locked, reopens] = await Promise.all([
      lockout.lockedUntil(deps.db, `ask:${purpose}:${target}:${ip}`),
      otps.codesReopenAt(deps.db, purpose, target, CODES_PER_TARGET),
    ]);
    const until = Math.max(locked?.getTime() ?? 0, reopens?.getTime() ?? 0);
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
