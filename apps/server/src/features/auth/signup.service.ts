import { AppMsg, Code, type TGetOtpRequest, type TInsertCustomerRequest } from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { violatedUnique } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/random';
import { signupCodeMail } from '../../mail/templates';
import { addMember } from '../members';
import { queuePhoneMessage } from '../phone-messages';
import type { OtpService } from './otp.service';
import * as users from './users.repository';

/** Postgres unique violations raced past the checks: map them to the catalogue's 201/202. */
function duplicateError(err: unknown): AppError | null {
  const constraint = violatedUnique(err);
  if (constraint === null) return null;
  return constraint === 'users_username_key'
    ? new AppError(Code.inUse, AppMsg.userNameInUse)
    : new AppError(Code.exists, AppMsg.customerExists);
}

export function createSignupService(deps: Pick<Deps, 'db' | 'log' | 'mailer'>, otp: OtpService) {
  const { db } = deps;

  async function assertFree(username: string, email: string, gstin: string) {
    if (await users.usernameTaken(db, username)) throw new AppError(Code.inUse, AppMsg.userNameInUse);
    if (await users.customerExists(db, email, gstin)) throw new AppError(Code.exists, AppMsg.customerExists);
  }

  /** Mails the code, and sends it by SMS too where SMS is on and the form gave a mobile. */
  async function getOtp(req: TGetOtpRequest, ip: string) {
    await assertFree(req.username, req.email, req.gstin);
    const code = await otp.issue('signup', req.email.toLowerCase(), ip);
    if (!code) throw new AppError(Code.tooMany, AppMsg.tooManyRequests);
    await deps.mailer.send(signupCodeMail(req.email, code, req.language));
    if (req.mobile) {
      await queuePhoneMessage(db, {
        key: `signup-code:${randomToken(12)}`,
        kind: 'code',
        to: req.mobile,
        whatsappOptedIn: false,
        language: req.language,
        values: { code },
        sensitive: true,
        only: ['sms'],
      });
    }
    return { status: Code.ok, message: AppMsg.otpSent };
  }

  /** Creates the customer, its user and their membership only with a valid code, all in one transaction. */
  async function insertCustomer(req: TInsertCustomerRequest, ip: string) {
    refuseCommonPassword(deps.log, req.password, 'sign-up');
    const otpId = await otp.check('signup', req.email.toLowerCase(), req.otp, ip);
    await assertFree(req.username, req.email, req.gstin);
    const passwordHash = await hashPassword(req.password);
    try {
      await db.transaction(async (tx) => {
        await otp.consume(tx, otpId);
        const code = await users.nextCustomerCode(tx);
        const customer = await users.insertCustomer(tx, {
          code,
          companyName: req.companyname,
          gstin: req.gstin,
          mobile: req.mobile,
          city: req.city,
          address: req.address,
          contactPerson: req.contactperson,
          email: req.email,
          pincode: req.pincode,
          stateCode: req.state,
          whatsappOptInAt: req.whatsapp_opt_in ? new Date() : null,
        });
        const user = await users.insertUser(tx, {
          username: req.username,
          code,
          displayName: req.companyname,
          email: req.email,
          role: 'customer',
          customerId: customer.id,
          passwordHash,
          language: req.language,
        });
        // Whoever signs the customer up is its account's owner.
        await addMember(tx, customer.id, user.id, 'owner');
      });
    } catch (err) {
      throw duplicateError(err) ?? err;
    }
    return { status: Code.ok, message: AppMsg.accountCreated };
  }

  return { getOtp, insertCustomer };
}
export type SignupService = ReturnType<typeof createSignupService>;
